/**
 * What the route walk (e2e/routes.spec.ts) has made before it opens the routes: per demo brand a
 * signed-in customer with a basket line and a placed order, Al Nile's table link and a payment
 * link, and the addresses of the pages only a command makes (business card, preview).
 */
export interface WalkData {
  burgerato: {
    itemPath: string;
    /** The demo item with a photo gallery (seed-demo DEMO_GALLERY), for the image viewer. */
    galleryItemPath: string;
    orderNumber: string;
    orderId: string;
    trackingToken: string;
  };
  alnile: {
    itemPath: string;
    orderNumber: string;
    orderId: string;
    trackingToken: string;
    /** A free table's query (`store-id=…&service-type=dine-in&table-number=…&t=…`). */
    tableQuery: string;
    /**
     * The query of a table with a pay-later order on its tab: only such a table has the landing
     * (000 §2.3 RT44), and at the opening it sends the other dine-in routes there (002 §2.4).
     */
    paylaterQuery: string;
    dineInItemPath: string;
    cartId: string;
    /** Whether the walk could give the dish photos (PostgreSQL only). */
    hasPhotos: boolean;
  };
  /** The demo business card's slug (`npm run business-card`, README 'Business card'). */
  cardSlug: string;
  /** The query of a preview link of a brand that is not live (`npm run brand -- preview`). */
  preview: { brand: string; query: string; item: string; cat: string };
}

/** One route of the spec's route maps (000 §2.3, 001 §2.2, 002 §2.2; catalogue.json `routes`). */
export interface SpecRoute {
  /** The catalogue's id, RT01…RT59. */
  id: string;
  /** The route as the spec writes it (without the `/{domainName}` prefix). */
  path: string;
  /** The URL the walk opens, from the site's root. */
  url: (d: WalkData) => string;
  /** Opened signed in (the brand's customer of the walk) or signed out. */
  signedIn: boolean;
  /**
   * Where a spec rule sends this URL when the walk cannot give it what the rule asks (state only a
   * screen passes on navigation), with the rule; the walk then checks it lands there instead.
   */
  landsOn?: { path: RegExp; rule: string };
}

const dineIn = (d: WalkData, rest = '') => `/alnile/dine-in${rest}?${d.alnile.tableQuery}`;

/**
 * The route table of the spec (issue 19: "a Playwright test walks the route table of
 * e2e/support/catalogue.ts and fails on any route that falls back to the home or a not-found
 * screen"): the 59 routes of docs/spec/catalogue.json, each with a URL of a demo brand.
 * Outlet routes open Al Nile Gourmet (OUTLET_BASED_CATALOGUE), brand routes Burgerato.
 */
export const SPEC_ROUTES: SpecRoute[] = [
  {
    id: 'RT01',
    path: '/preview',
    signedIn: false,
    url: (d) => `/${d.preview.brand}/preview?${d.preview.query}`,
  },
  {
    id: 'RT02',
    path: '/preview/item-detail',
    signedIn: false,
    url: (d) =>
      `/${d.preview.brand}/preview/item-detail?item=${d.preview.item}&cat=${d.preview.cat}&${d.preview.query}`,
  },
  {
    id: 'RT03',
    path: '/preview/item-image',
    signedIn: false,
    url: (d) =>
      `/${d.preview.brand}/preview/item-image?item=${d.preview.item}&cat=${d.preview.cat}&i=0&${d.preview.query}`,
  },
  {
    id: 'RT04',
    path: '/payment-link/:cartId',
    signedIn: false,
    url: (d) => `/alnile/payment-link/${d.alnile.cartId}`,
  },
  { id: 'RT05', path: '/pages/s/:pageId', signedIn: false, url: () => '/burgerato/pages/s/about' },
  { id: 'RT06', path: '/:slug/card', signedIn: false, url: (d) => `/${d.cardSlug}/card` },
  { id: 'RT07', path: '/:slug/business-card', signedIn: false, url: (d) => `/${d.cardSlug}/business-card` },
  { id: 'RT08', path: '/:slug/businesscard', signedIn: false, url: (d) => `/${d.cardSlug}/businesscard` },
  { id: 'RT09', path: '/blocked', signedIn: false, url: () => '/alnile/blocked' },
  {
    id: 'RT10',
    path: '/payment-confirm',
    signedIn: false,
    url: () => '/alnile/payment-confirm?paymentOrderNo=M0000000000',
  },
  { id: 'RT11', path: '/not-found', signedIn: false, url: () => '/alnile/not-found' },
  { id: 'RT12', path: '(outlet home)', signedIn: false, url: () => '/alnile/' },
  { id: 'RT13', path: '/store/store-detail', signedIn: true, url: () => '/alnile/store/store-detail' },
  { id: 'RT14', path: '/store/basket', signedIn: true, url: () => '/alnile/store/basket' },
  { id: 'RT15', path: '/store/checkout', signedIn: true, url: () => '/alnile/store/checkout' },
  {
    id: 'RT16',
    path: '/store/checkout/map-address',
    signedIn: true,
    url: () => '/alnile/store/checkout/map-address',
  },
  {
    id: 'RT17',
    path: '/store/checkout/add-delivery-address',
    signedIn: true,
    url: () => '/alnile/store/checkout/add-delivery-address',
    landsOn: {
      path: /\/store\/checkout\/map-address$/,
      rule: '001 §2.4: the address form follows the map; without a chosen point it goes to the map',
    },
  },
  {
    id: 'RT18',
    path: '/store/item/:itemId/:catId',
    signedIn: false,
    url: (d) => `/alnile${d.alnile.itemPath}`,
  },
  {
    id: 'RT19',
    path: '/store/item-image',
    signedIn: false,
    url: (d) => `/alnile/store/item-image?${itemQuery(d.alnile.itemPath)}`,
  },
  {
    id: 'RT20',
    path: '/address/select-delivery-area',
    signedIn: false,
    url: () => '/alnile/address/select-delivery-area',
  },
  {
    id: 'RT21',
    path: '/address/add-new-map-address',
    signedIn: false,
    url: () => '/alnile/address/add-new-map-address',
  },
  {
    id: 'RT22',
    path: '/address/add-new-manual-address',
    signedIn: false,
    url: () => '/alnile/address/add-new-manual-address?redirectedFrom=map-address',
    landsOn: {
      path: /\/address\/add-new-map-address$/,
      rule: "000 §2.3 RT22: the form after the map; without the map's point it goes back to the map",
    },
  },
  {
    id: 'RT23',
    path: '/order/order-feedback/:orderId',
    signedIn: true,
    url: (d) => `/alnile/order/order-feedback/${d.alnile.orderNumber}`,
  },
  { id: 'RT24', path: '/auth/login', signedIn: false, url: () => '/alnile/auth/login' },
  {
    id: 'RT25',
    path: '/auth/verify-otp',
    signedIn: false,
    url: () => '/alnile/auth/verify-otp',
    landsOn: {
      path: /\/auth\/login$/,
      rule: '002 §2.12: the code page needs the phone the login page sends',
    },
  },
  { id: 'RT26', path: '/auth/settings', signedIn: true, url: () => '/alnile/auth/settings' },
  { id: 'RT27', path: '/order/my-orders', signedIn: true, url: () => '/alnile/order/my-orders' },
  {
    id: 'RT28',
    path: '/order/order-detail',
    signedIn: true,
    url: (d) => `/alnile/order/order-detail?orderId=${d.alnile.orderId}`,
  },
  {
    id: 'RT29',
    path: '/order/order-success/:orderNumber',
    signedIn: true,
    url: (d) => `/alnile/order/order-success/${d.alnile.orderNumber}`,
  },
  {
    id: 'RT30',
    path: '/track-order/:orderId',
    signedIn: false,
    url: (d) => `/alnile/track-order/${d.alnile.orderNumber}?t=${d.alnile.trackingToken}`,
  },
  {
    id: 'RT31',
    path: '/track-order-:courier/:orderId',
    signedIn: false,
    url: (d) => `/alnile/track-order-driver/${d.alnile.orderNumber}?t=${d.alnile.trackingToken}`,
  },
  {
    id: 'RT32',
    path: '/track-order-slider/:orderId',
    signedIn: false,
    url: (d) => `/alnile/track-order-slider/${d.alnile.orderNumber}?t=${d.alnile.trackingToken}`,
  },
  { id: 'RT33', path: '/edit-profile', signedIn: true, url: () => '/alnile/edit-profile' },
  { id: 'RT34', path: '/', signedIn: false, url: () => '/burgerato/' },
  {
    id: 'RT35',
    path: '/item/:itemId/:catId',
    signedIn: false,
    url: (d) => `/burgerato${d.burgerato.itemPath}`,
  },
  {
    id: 'RT36',
    path: '/item/item-image',
    signedIn: false,
    url: (d) => `/burgerato/item/item-image?${itemQuery(d.burgerato.galleryItemPath)}`,
  },
  { id: 'RT37', path: '/order/checkout', signedIn: true, url: () => '/burgerato/order/checkout' },
  { id: 'RT38', path: '/checkout/map-address', signedIn: true, url: () => '/burgerato/checkout/map-address' },
  {
    id: 'RT39',
    path: '/checkout/add-delivery-address',
    signedIn: true,
    url: () => '/burgerato/checkout/add-delivery-address',
    landsOn: {
      path: /\/checkout\/map-address$/,
      rule: '001 §2.4: the address form follows the map; without a chosen point it goes to the map',
    },
  },
  {
    id: 'RT40',
    path: '/order/order-detail',
    signedIn: true,
    url: (d) => `/burgerato/order/order-detail?orderId=${d.burgerato.orderId}`,
  },
  {
    id: 'RT41',
    path: '/order/order-feedback/:orderId',
    signedIn: true,
    url: (d) => `/burgerato/order/order-feedback/${d.burgerato.orderNumber}`,
  },
  {
    id: 'RT42',
    path: '/track-order/:orderId',
    signedIn: false,
    url: (d) => `/burgerato/track-order/${d.burgerato.orderNumber}?t=${d.burgerato.trackingToken}`,
  },
  { id: 'RT43', path: '/dine-in', signedIn: false, url: (d) => dineIn(d) },
  {
    id: 'RT44',
    path: '/dine-in/paylater',
    signedIn: false,
    url: (d) => `/alnile/dine-in/paylater?${d.alnile.paylaterQuery}`,
  },
  {
    id: 'RT45',
    path: '/dine-in/item/:itemId/:catId',
    signedIn: false,
    url: (d) => dineIn(d, d.alnile.dineInItemPath),
  },
  {
    id: 'RT46',
    path: '/dine-in/item-image',
    signedIn: false,
    url: (d) => `${dineIn(d, '/item-image')}&${itemQuery(d.alnile.dineInItemPath)}`,
  },
  {
    id: 'RT47',
    path: '/dine-in/payment-confirm',
    signedIn: false,
    url: (d) => `${dineIn(d, '/payment-confirm')}&paymentOrderNo=M0000000000`,
  },
  { id: 'RT48', path: '/dine-in/auth/login', signedIn: false, url: (d) => dineIn(d, '/auth/login') },
  {
    id: 'RT49',
    path: '/dine-in/auth/verification',
    signedIn: false,
    url: (d) => dineIn(d, '/auth/verification'),
    landsOn: {
      path: /\/dine-in\/auth\/login$/,
      rule: '002 §2.12: the code page needs the phone the login page sends',
    },
  },
  {
    id: 'RT50',
    path: '/dine-in/track-order/:orderId',
    signedIn: false,
    url: (d) => `${dineIn(d, `/track-order/${d.alnile.orderNumber}`)}&t=${d.alnile.trackingToken}`,
  },
  {
    id: 'RT51',
    path: '/dine-in/order/order-feedback/:orderId',
    signedIn: true,
    url: (d) => dineIn(d, `/order/order-feedback/${d.alnile.orderNumber}`),
  },
  { id: 'RT52', path: '/dine-in/checkout', signedIn: true, url: (d) => dineIn(d, '/checkout') },
  {
    id: 'RT53',
    path: '/dine-in/checkout/payment-options',
    signedIn: true,
    url: (d) => dineIn(d, '/checkout/payment-options'),
    landsOn: {
      path: /\/dine-in\/checkout$/,
      rule: '000 §2.3 RT53: requires navigation state paymentOptions.id in {PAY_LATER, PAY_NOW}, else goes back',
    },
  },
  {
    id: 'RT54',
    path: '/dine-in/order-detail',
    signedIn: true,
    url: (d) => `${dineIn(d, '/order-detail')}&orderId=${d.alnile.orderId}`,
  },
  { id: 'RT55', path: '/dine-in/my-orders', signedIn: true, url: (d) => dineIn(d, '/my-orders') },
  { id: 'RT56', path: '/dine-in/auth/settings', signedIn: true, url: (d) => dineIn(d, '/auth/settings') },
  {
    id: 'RT57',
    path: '/dine-in/order/order-success/:orderId',
    signedIn: true,
    url: (d) => dineIn(d, `/order/order-success/${d.alnile.orderNumber}`),
  },
  {
    id: 'RT58',
    path: '/dine-in/order/payment-success',
    signedIn: true,
    url: (d) => dineIn(d, '/order/payment-success'),
  },
  {
    id: 'RT59',
    path: '/dine-in/auth/edit-profile',
    signedIn: true,
    url: (d) => dineIn(d, '/auth/edit-profile'),
  },
];

/** `/store/item/{itemId}/{catId}` → the image viewer's deep-link query `item=…&cat=…&i=0` (decision 0036). */
function itemQuery(itemPath: string): string {
  const [item, cat] = itemPath.split('/').slice(-2);
  return new URLSearchParams({ item: item ?? '', cat: cat ?? '', i: '0' }).toString();
}
