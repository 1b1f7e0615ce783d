/**
 * Route paths, written once (CONVENTIONS: routes in one place). Paths are relative to the
 * brand's base: on the temporary domain the router's basename is '/{domainName}' (000 §2.1),
 * on a custom domain it is ''. So the prefix is applied in exactly one place: the router.
 */
export const paths = {
  home: '/',
  notFound: '/not-found',
  brandItem: (itemId: string, catId: string) => `/item/${itemId}/${catId}`,
  storeDetail: '/store/store-detail',
  storeItem: (itemId: string, catId: string) => `/store/item/${itemId}/${catId}`,
  /** Outlet-based basket (000 §2.14). */
  storeBasket: '/store/basket',
  /** Brand-based basket (Sufra: the spec's brand set lists it as 'not shown'; decision 0100, IS50). */
  brandBasket: '/basket',
  storeCheckout: '/store/checkout',
  /** Delivery location and address (001 §2.2); the checkout variants return to checkout. */
  selectDeliveryArea: '/address/select-delivery-area',
  addNewMapAddress: '/address/add-new-map-address',
  addNewManualAddress: '/address/add-new-manual-address',
  storeCheckoutMapAddress: '/store/checkout/map-address',
  storeCheckoutAddAddress: '/store/checkout/add-delivery-address',
  brandCheckout: '/order/checkout',
  /** Brand-based checkout's address routes (000 §2.3 brand set). */
  brandCheckoutMapAddress: '/checkout/map-address',
  brandCheckoutAddAddress: '/checkout/add-delivery-address',
  login: '/auth/login',
  verifyOtp: '/auth/verify-otp',
  settings: '/auth/settings',
  editProfile: '/edit-profile',
  myOrders: '/order/my-orders',
  orderDetail: '/order/order-detail',
  orderSuccess: (orderNumber: string) => `/order/order-success/${orderNumber}`,
  trackOrder: (orderId: string) => `/track-order/${orderId}`,
  /**
   * Courier tracking (002 §2.20: `/track-order-{courier}/{orderId}`, one page per courier partner):
   * the brand's own courier set through the operator API is the courier partner `driver`
   * (decision 0029); `t` the public tracking token when the page is opened from a shared link.
   */
  trackDriver: (orderId: string, t?: string | null) =>
    `/track-order-driver/${encodeURIComponent(orderId)}${t ? `?t=${encodeURIComponent(t)}` : ''}`,
  /** Feedback on a delivered or complete order (002 §2.21). */
  orderFeedback: (orderId: string) => `/order/order-feedback/${encodeURIComponent(orderId)}`,
  /** A brand's static page (000 §2.21 footer links, §2 Static page). */
  staticPage: (key: string) => `/pages/s/${encodeURIComponent(key)}`,
  /** The hosted-iframe provider's return: the payment is confirmed here (001 §2.11, §4.14). */
  paymentConfirm: '/payment-confirm',
  /** The public payment-link page (001 §2.12). */
  paymentLink: (cartId: string) => `/payment-link/${encodeURIComponent(cartId)}`,
  /** The kitchen board for the brand's staff (issue 17, decision 0028). */
  kitchen: '/kitchen',
} as const;

/**
 * The dine-in routes (002 §2.2; issue 18, decision 0032). They apply only with the table link's
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

/** Route patterns for the router (same strings, parameters as ':name'). */
export const patterns = {
  brandItem: '/item/:itemId/:catId',
  storeItem: '/store/item/:itemId/:catId',
  orderSuccess: '/order/order-success/:orderNumber',
  trackOrder: '/track-order/:orderId',
  trackDriver: '/track-order-driver/:orderId',
  orderFeedback: '/order/order-feedback/:orderId',
  staticPage: '/pages/s/:pageId',
  paymentLink: '/payment-link/:cartId',
} as const;
