/**
 * The spec's enumerations and constants (000 §9, 001 §9, 002 §9). One place, imported by the
 * API, the pricing package and the web app.
 */

/** Service types (000 §9 Enumerations). DINE_IN is the enum spelling; 'DINE IN' the order-type one (IS23). */
export const SERVICE_TYPES = ['DELIVERY', 'PICKUP', 'DINE_IN'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Catalogue modes (000 §1). */
export const CATALOGUE_TYPES = ['BRAND_BASED_CATALOGUE', 'OUTLET_BASED_CATALOGUE'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** Menu types: the catalogue modes plus PREVIEW and DINE_IN (000 §1). */
export const MENU_TYPES = [...CATALOGUE_TYPES, 'PREVIEW', 'DINE_IN'] as const;

/** Domain types, spelled as the spec spells them (000 §1: TEMPORARAY_DOMAIN). */
export const DOMAIN_TYPES = ['CUSTOM_DOMAIN', 'TEMPORARAY_DOMAIN'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** Order timing types (000 §3 Order timing). */
export const TIMING_TYPES = ['ASAP', 'PREORDER'] as const;
export type TimingType = (typeof TIMING_TYPES)[number];

/** 002 §9 payment timing values of dine-in; 002 §2.6 'Complete Payment Now' / 'Dine First, Pay Later'. */
export const PAYMENT_TIMINGS = ['PAY_NOW', 'PAY_LATER'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/** 002 §9 split types of a dine-in bill. */
export const SPLIT_TYPES = ['CUSTOM-AMOUNT', 'DIVIDE-EQUALLY', 'SELECTED-ITEMS'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];

/** Languages of the API (`language` of every POST body, 000 §7.1). */
export const LANGUAGES = ['EN', 'AR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Payment types (001 §3.6, §9). */
export const PAYMENT_TYPES = [
  'CREDIT_CARD',
  'CASH',
  'CARD_MACHINE',
  'PAY_LATER',
  'PAY_NOW',
  'PAYMENT_GATEWAY',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Order statuses (002 §4.1); both CANCELED and CANCELLED are seen. */
export const ORDER_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PREPARING',
  'COOKING',
  'ON_THE_WAY',
  'DELIVERED',
  'COMPLETE',
  'CANCELED',
  'CANCELLED',
  'REJECTED',
  'SCHEDULED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Shipping (delivery) methods (001 §3.3). */
export const DELIVERY_METHODS = ['COUNTRY_BASED', 'CITY_BASED', 'AREA_BASED', 'MAPPED_AREA_BASED'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The only user type (002 §3). */
export const USER_TYPE = 'CUSTOMER';

/** Client identity sent with every call (000 §1, §7.1). */
export const APP_VERSION = '26';
export const APP_NAME = 'WEB_STORE_FRONT';

/** Market (000 §1, §9). */
export const CURRENCY = 'AED';
export const DEFAULT_COUNTRY = 'AE';
export const DEFAULT_DIAL_CODE = '971';
export const TIME_ZONE = 'Asia/Dubai';
/** 1 AED = 100 fils; every amount inside Sufra is integer fils. */
export const FILS_PER_AED = 100;

/** Timers, in milliseconds unless named otherwise (000 §9 Timers, 002 §9). */
export const TIMERS = {
  searchDebounceMs: 300,
  discountApplyDelayMs: 300,
  loaderOffAfterMenuMs: 300,
  ordersFetchDelayMs: 100,
  offlineAfterFailureMs: 2000,
  notFoundSpinnerMs: 1000,
  quantityErrorClearMs: 4000,
  cartErrorClearMs: 3000,
  notificationDismissMs: 4000,
  requestTimeoutMs: 15000,
  otpResendCooldownSeconds: 30,
  otpSentStateDelayMs: 1000,
} as const;

/** Limits (000 §5, §9; 001 §9; 002 §9) and the sign-in policy of issue 2. */
export const LIMITS = {
  quantityMin: 1,
  quantityMax: 99,
  /** A stepper is shown only when maximumOrderQuantity ≥ 2 (000 §5). */
  quantityStepperFrom: 2,
  otpDigits: 4,
  otpValidSeconds: 600,
  otpMaxWrongTries: 5,
  otpMaxSendsPerPhonePerHour: 5,
  otpMaxSendsPerIpPerHour: 30,
  vehicleInfoMinLength: 2,
  fullAddressMinLength: 5,
  specialRequestMaxLength: 500,
  /** Issue 5 bounds of the place-order body (no request can overflow an integer fils column). */
  /** Tip: at most 10 000 AED (2 decimals). */
  tipMaxAed: 10_000,
  /** A unit price (item or option) the client sends: at most 100 000 AED. */
  unitPriceMaxAed: 100_000,
  /** Items total and order total the client sends, and the server's recomputed total: at most 1 000 000 AED (1e8 fils < 2^31). */
  orderAmountMaxAed: 1_000_000,
  /** Lines of one order. */
  orderLinesMax: 100,
  /** Chosen options of one line. */
  lineOptionsMax: 50,
  vehicleInfoMaxLength: 100,
  orderingPlatformMaxLength: 40,
  /** Issue 5: order/getCustomerOrders page size (query `limit`), default and maximum. */
  ordersPageDefault: 50,
  ordersPageMax: 100,
  /** Issue 5: longest tracking token accepted in `?t=` (the app issues 43 characters). */
  trackingTokenMaxLength: 128,
  categoryScrollOffsetPx: 120,
  categoryScrollOffsetHomePx: 200,
  /**
   * Issue 17 (decision 0031): once the store accepted, the customer sees the ETA as a range from
   * the expected time to this many minutes later — on the tracking page and in the messages.
   */
  etaRangeMinutes: 10,
  /** Issue 18 (decision 0032): a table number is 1–999 in its store. */
  tableNumberMax: 999,
  /** Issue 18: longest table token accepted (the app issues 43 characters). */
  tableTokenMaxLength: 128,
  /** Issue 18: DIVIDE-EQUALLY's peopleAtTable and forPeople, at most. */
  peopleAtTableMax: 50,
  /** Issue 18: tables `npm run tables` creates in one run, at most. */
  tablesPerRunMax: 200,
  /** 002 §9 Split custom amount: step 0.1 AED. */
  splitCustomStepAed: 0.1,
  /** Issue 19 (decision 0037): menus/get-recommend-items answers at most this many item ids. */
  recommendedItemsMax: 8,
} as const;

/** The `error_category` that triggers the refresh-app screen (000 §4.1, §7.1). */
export const NEW_VERSION_ENFORCED = 'new_version_enforced';

/** 002 §9: the dine-in query keys, and Sufra's table token `t` (decision 0032). */
export const DINE_IN_QUERY_KEYS = {
  storeId: 'store-id',
  serviceType: 'service-type',
  tableNumber: 'table-number',
  token: 't',
} as const;
/** 002 §9: the value of the service-type query key at a table. */
export const DINE_IN_SERVICE_TYPE_QUERY = 'dine-in';

/**
 * Preview mode (000 §2.20; issue 19, decision 0036): the header that carries a preview link's
 * token on the preview's read-only calls (brand settings, menus, pickup stores, item detail).
 * Other calls never read it: ordering, payment and sign-in refuse a brand not yet live always.
 */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/** The query key of the preview link that carries the token (`/preview?token=…`, decision 0036). */
export const PREVIEW_TOKEN_QUERY = 'token';
