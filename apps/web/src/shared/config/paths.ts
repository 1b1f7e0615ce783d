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
  /** Access Blocked (002 §2.15, 000 §2.3 RT09; issue 19): where a blacklisted customer is sent. */
  blocked: '/blocked',
  /** Preview mode (000 §2.3 RT01–RT03, §2.20; decision 0036): the read-only menu, its item, its image viewer. */
  preview: '/preview',
  previewItemDetail: '/preview/item-detail',
  previewItemImage: '/preview/item-image',
  /** The item-image viewer routes (000 §2.3 RT19, RT36, §2.13; decision 0036). */
  storeItemImage: '/store/item-image',
  brandItemImage: '/item/item-image',
} as const;

/** Route patterns for the router (same strings, parameters as ':name'). */
export const patterns = {
  brandItem: '/item/:itemId/:catId',
  storeItem: '/store/item/:itemId/:catId',
  orderSuccess: '/order/order-success/:orderNumber',
  trackOrder: '/track-order/:orderId',
  trackDriver: '/track-order-driver/:orderId',
  /**
   * The spec's tracking variant (000 §2.3 RT32 `/track-order-slider/{orderId}`, "content not
   * shown"): Sufra shows the tracking page there (decision 0100, 'Where an issue asks for more').
   */
  trackOrderSlider: '/track-order-slider/:orderId',
  orderFeedback: '/order/order-feedback/:orderId',
  staticPage: '/pages/s/:pageId',
  /** The static page's alias '/{pageId}' (000 §2.3; IS13, decision 0036: only the brand's own active pages). */
  staticPageAlias: '/:pageId',
  paymentLink: '/payment-link/:cartId',
} as const;
