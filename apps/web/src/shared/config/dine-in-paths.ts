/**
 * The dine-in routes (002 §2.2; issue 18, decision 0032), next to `paths` (paths.ts) but in a file
 * of their own: the app's entry carries `paths`, and these load with the dine-in screens only
 * (issue 6's initial-JS budget). Relative to the brand's base like `paths`. They apply only with the table link's
 * query (service-type=dine-in and store-id, 002 §2.1), which every dine-in navigation keeps
 * (ROUTE-10: features/dine-in/lib/dine-in-query.ts withDineInQuery).
 */
export const dineInPaths = {
  menu: '/dine-in',
  payLater: '/dine-in/paylater',
  item: (itemId: string, catId: string) => `/dine-in/item/${itemId}/${catId}`,
  itemImage: '/dine-in/item-image',
  checkout: '/dine-in/checkout',
  paymentOptions: '/dine-in/checkout/payment-options',
  orderSuccess: (orderNumber: string) => `/dine-in/order/order-success/${encodeURIComponent(orderNumber)}`,
  paymentSuccess: '/dine-in/order/payment-success',
  trackOrder: (orderId: string) => `/dine-in/track-order/${encodeURIComponent(orderId)}`,
  myOrders: '/dine-in/my-orders',
  orderDetail: '/dine-in/order-detail',
  login: '/dine-in/auth/login',
  verification: '/dine-in/auth/verification',
  settings: '/dine-in/auth/settings',
  editProfile: '/dine-in/auth/edit-profile',
  orderFeedback: (orderId: string) => `/dine-in/order/order-feedback/${encodeURIComponent(orderId)}`,
  paymentConfirm: '/dine-in/payment-confirm',
} as const;
