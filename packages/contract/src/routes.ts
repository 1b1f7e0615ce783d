/**
 * Where each call of the contract lives: its path under `/api/v1/`, its method and whether it
 * needs the customer's token — and nothing else, so the browser can reach every call without
 * loading zod or the schemas (issue 6: initial JS ≤ 110 KB; the server is the one that validates,
 * ARCHITECTURE "The server is authoritative"). Each call file spreads its route into
 * `defineCall`, so a path is written once. Typed: `CallRoute<typeof getBrandMenu>` carries the
 * call's body and data types for the client's `callApi`.
 */

import type { deleteAccount } from './account/delete-account.ts';
import type { exportMyData } from './account/export-my-data.ts';
import type { passwordLessLogin } from './auth/password-less-login.ts';
import type { sendOtpCode } from './auth/send-otp-code.ts';
import type { updateUserProfile } from './auth/update-user-profile.ts';
import type { verifyAccount } from './auth/verify-account.ts';
import type { getBlacklistStatus } from './blacklist/check-status.ts';
import type { getBrandSettings } from './brand/get-brand-settings.ts';
import type { getBrandSettingsByBrandId } from './brand/get-brand-settings-by-brand-id.ts';
import type { getUserBrandsBySlug, getUserBrandsBySlugGet } from './business-card/calls.ts';
import type { CallContract, HttpMethod } from './call.ts';
import type { checkCoordinatesInStoreDeliveryRange } from './delivery/check-coordinates-in-store-delivery-range.ts';
import type { reverseGeocode, searchPlaces } from './delivery/geocode.ts';
import type { getBrandActiveDeliveryMethod } from './delivery/get-brand-active-delivery-method.ts';
import type { getBrandDeliveryAreas } from './delivery/get-brand-delivery-areas.ts';
import type { getDeliveryAreaInfo } from './delivery/get-delivery-area-info.ts';
import type { getDeliveryAreasOfSingleStoreBusiness } from './delivery/get-delivery-areas-of-single-store-business.ts';
import type { getStoreZones } from './delivery/get-store-zones.ts';
import type { getStoresByCoordinates } from './delivery/get-stores-by-coordinates.ts';
import type { getStoresByDeliveryArea } from './delivery/get-stores-by-delivery-area.ts';
import type { getStoresByMappedArea } from './delivery/get-stores-by-mapped-area.ts';
import type {
  addUserAddress,
  getCurrentUserAddressesV2,
  getUserAddressesV2,
  removeUserAddress,
  updateUserAddress,
} from './delivery/user-addresses.ts';
import type { getDevOutbox } from './dev/get-outbox.ts';
import type { getDineInStoreMenu, getTableEvents, getTableLaterOrders } from './dine-in/calls.ts';
import type { createFeedback } from './feedback/create-feedback.ts';
import type { getItemDetail } from './item/get-item-detail.ts';
import type { getMenuItemDetail } from './item/get-menu-item-detail.ts';
import type { getBrandMenu } from './menu/get-brand-menu.ts';
import type { getDeliveryStoreMenuV2 } from './menu/get-delivery-store-menu-v2.ts';
import type { getMenuById } from './menu/get-menu-by-id.ts';
import type { getPickupStoreMenu } from './menu/get-pickup-store-menu.ts';
import type { getRecommendItems } from './menu/get-recommend-items.ts';
import type { getCustomerOrders } from './orders/get-customer-orders.ts';
import type { getOrderEvents } from './orders/get-order-events.ts';
import type { getOrderInfo } from './orders/get-order-info.ts';
import type { getOrderTrackingInfo } from './orders/get-order-tracking-info.ts';
import type { placeOrderV2 } from './orders/place-order-v2.ts';
import type {
  createPaymentIntentV2,
  getStripeCustomerCards,
  getUserPaymentCards,
  initiateFramesPaymentRequest,
  removeUserPaymentCard,
  verifyFramesPaymentRequest,
  verifyPaymentIntent,
} from './payments/calls-cards.ts';
import type {
  createIframePaymentOrder,
  getHostedPaymentPage,
  iframePaymentConfirmation,
  iframePaymentRefund,
  verifyHostedPayment,
} from './payments/calls-hosted.ts';
import type {
  createPaymentLinkIntent,
  getPaymentLinkInfoByCartId,
  initiatePaymentLinkFrames,
  verifyPaymentLinkFrames,
  verifyPaymentLinkIntent,
} from './payments/calls-links.ts';
import type { verifyIframePaymentIntent } from './payments/verify-iframe-payment-intent.ts';
import type { getAllActiveDiscountsV2 } from './promotions/get-all-active-discounts-v2.ts';
import type { getLoyaltyByBrand, getUserWallet } from './promotions/loyalty.ts';
import type { validateDiscountV2 } from './promotions/validate-discount-v2.ts';
import type { checkStoreAvailability } from './stores/check-store-availability.ts';
import type { getStoresForPickup } from './stores/get-stores-for-pickup.ts';

/**
 * A call's address: `path` relative to `/api/v1/` with `:name` parameters, `method`, `auth`.
 * `C` is the call's full contract (a type only: never present at run time).
 */
export interface CallRoute<C extends CallContract = CallContract> {
  readonly path: string;
  readonly method: HttpMethod;
  readonly auth: boolean | 'staff';
  /** Phantom field: the call this route belongs to (types only). */
  readonly __call?: C;
}

/**
 * Every call's address, by the name of its contract export (000 §7, 001 §7, 002 §7). Plain data:
 * the call files spread their entry into `defineCall`.
 */
export const CALL_ADDRESSES = {
  getBrandSettings: { path: 'branding/getBrandSettings', method: 'POST', auth: false },
  getBrandSettingsByBrandId: {
    path: 'branding/get-brand-settings-by-brand-id-for-store-front',
    method: 'POST',
    auth: false,
  },
  getBrandMenu: { path: 'menus/get-brand-menu', method: 'POST', auth: false },
  getPickupStoreMenu: { path: 'menus/get-pickup-store-menu', method: 'POST', auth: false },
  getDeliveryStoreMenuV2: { path: 'menus/get-delivery-store-menu-v2', method: 'POST', auth: false },
  getDineInStoreMenu: { path: 'menus/get-dine-in-store-menu', method: 'POST', auth: false },
  getMenuById: { path: 'menus/get-menu-by-id', method: 'POST', auth: false },
  getRecommendItems: { path: 'menus/get-recommend-items', method: 'POST', auth: false },
  verifyIframePaymentIntent: {
    path: 'payment-gateway/hosted-iframe/verify-payment-intent',
    method: 'POST',
    auth: true,
  },
  getTableLaterOrders: { path: 'order/getTableLaterOrders', method: 'POST', auth: false },
  getTableEvents: { path: 'order/table-events', method: 'GET', auth: false },
  getMenuItemDetail: { path: 'menus/get-menu-item-detail', method: 'POST', auth: false },
  getItemDetail: { path: 'items/get-item-detail', method: 'POST', auth: false },
  getStoresForPickup: { path: 'store/get-stores-for-pickup', method: 'POST', auth: false },
  checkStoreAvailability: { path: 'store/check-store-availability', method: 'POST', auth: false },
  passwordLessLogin: { path: 'user/password-less-login-v2', method: 'POST', auth: false },
  verifyAccount: { path: 'user/verify-account-v2', method: 'POST', auth: false },
  sendOtpCode: { path: 'user/send-otp-code', method: 'POST', auth: false },
  updateUserProfile: { path: 'user/update-user-profile', method: 'POST', auth: true },
  placeOrderV2: { path: 'order/place-order-v2', method: 'POST', auth: true },
  getCustomerOrders: { path: 'order/getCustomerOrders', method: 'GET', auth: true },
  getOrderTrackingInfo: { path: 'order/get-order-tracking-info/:orderId', method: 'GET', auth: false },
  getOrderEvents: { path: 'order/events/:orderNumber', method: 'GET', auth: false },
  getOrderInfo: { path: 'order/get-order-info/:id', method: 'POST', auth: true },
  createFeedback: { path: 'feedbacks/create', method: 'POST', auth: true },
  getDevOutbox: { path: 'dev/outbox', method: 'GET', auth: false },
  getAllActiveDiscountsV2: { path: 'discounts/get-all-active-discounts-v2', method: 'POST', auth: false },
  validateDiscountV2: { path: 'discounts/validate-discount-V2', method: 'POST', auth: true },
  getLoyaltyByBrand: { path: 'loyalty/get-by-brand', method: 'POST', auth: false },
  getUserWallet: { path: 'wallet/get-user-wallet', method: 'POST', auth: true },
  getBlacklistStatus: { path: 'blacklisted-numbers/check/status', method: 'GET', auth: true },
  getStoresByCoordinates: { path: 'store/get-stores-by-coordinates', method: 'POST', auth: false },
  getStoresByDeliveryArea: { path: 'store/getStoresByDeliveryArea', method: 'POST', auth: false },
  getStoresByMappedArea: { path: 'store/get-stores-by-mapped-area', method: 'POST', auth: false },
  checkCoordinatesInStoreDeliveryRange: {
    path: 'store/check-coordinates-in-store-delivery-range',
    method: 'POST',
    auth: false,
  },
  getBrandDeliveryAreas: { path: 'delivery-method/get-brand-delivery-areas', method: 'POST', auth: false },
  getBrandActiveDeliveryMethod: {
    path: 'brands/get-brand-active-delivery-method',
    method: 'POST',
    auth: false,
  },
  getDeliveryAreasOfSingleStoreBusiness: {
    path: 'delivery-method/get-delivery-areas-of-single-store-business',
    method: 'POST',
    auth: false,
  },
  getDeliveryAreaInfo: { path: 'delivery-method/get-delivery-area-info', method: 'POST', auth: false },
  getUserAddressesV2: { path: 'user/get-user-addresses-v2', method: 'POST', auth: true },
  getCurrentUserAddressesV2: { path: 'user/get-current-user-addresses-v2', method: 'POST', auth: true },
  addUserAddress: { path: 'user/add-user-address', method: 'POST', auth: true },
  removeUserAddress: { path: 'user/remove-user-address', method: 'POST', auth: true },
  updateUserAddress: { path: 'user/updateUserAddress', method: 'POST', auth: true },
  searchPlaces: { path: 'geo/search-places', method: 'POST', auth: false },
  reverseGeocode: { path: 'geo/reverse-geocode', method: 'POST', auth: false },
  getStoreZones: { path: 'delivery-method/get-store-zones', method: 'POST', auth: false },
  getPaymentLinkInfoByCartId: {
    path: 'payment-links/get-payment-link-info-by-cart-id',
    method: 'POST',
    auth: false,
  },
  createPaymentLinkIntent: {
    path: 'payment-links/stripe/create-payment-intent',
    method: 'POST',
    auth: false,
  },
  verifyPaymentLinkIntent: {
    path: 'payment-links/stripe/verify-payment-intent',
    method: 'POST',
    auth: false,
  },
  initiatePaymentLinkFrames: {
    path: 'payment-links/checkout/initiate-payment-request',
    method: 'POST',
    auth: false,
  },
  verifyPaymentLinkFrames: {
    path: 'payment-links/checkout/verify-payment-request',
    method: 'POST',
    auth: false,
  },
  getHostedPaymentPage: { path: 'ordersCheckoutPayment/getHostedPaymentPage', method: 'POST', auth: true },
  verifyHostedPayment: { path: 'ordersCheckoutPayment/verifyPayment', method: 'POST', auth: true },
  createIframePaymentOrder: {
    path: 'payment-gateway/hosted-iframe/create-payment-intent',
    method: 'POST',
    auth: true,
  },
  // Issue 19 (000 §2.3 RT10 'public', decision 0037): answered by the reference pair without a token.
  iframePaymentConfirmation: {
    path: 'payment-gateway/hosted-iframe/payment-confirmation',
    method: 'POST',
    auth: false,
  },
  iframePaymentRefund: { path: 'payment-gateway/hosted-iframe/payment-refund', method: 'POST', auth: true },
  getUserPaymentCards: { path: 'user/get-user-payment-cards', method: 'POST', auth: true },
  getStripeCustomerCards: {
    path: 'orders-checkout-payment/stripe/get-customer-cards',
    method: 'POST',
    auth: true,
  },
  removeUserPaymentCard: { path: 'user/remove-user-payment-card', method: 'POST', auth: true },
  createPaymentIntentV2: {
    path: 'orders-checkout-payment/stripe/create-payment-intent-v2',
    method: 'POST',
    auth: true,
  },
  verifyPaymentIntent: {
    path: 'orders-checkout-payment/stripe/verify-payment-intent',
    method: 'POST',
    auth: true,
  },
  // Issue 19: with the trailing slash as 001 §7.6 writes it; the server answers both forms.
  initiateFramesPaymentRequest: {
    path: 'orders-checkout-payment/checkout/initiate-frames-payment-request/',
    method: 'POST',
    auth: true,
  },
  verifyFramesPaymentRequest: {
    path: 'orders-checkout-payment/checkout/verify-payment-request/:paymentId',
    method: 'POST',
    auth: true,
  },
  // The business card (issue 19, 002 §2.22, §7; IS26, decision 0035): a POST alias and the GET form.
  getUserBrandsBySlug: { path: 'get-user-brands-by-slug', method: 'POST', auth: false },
  getUserBrandsBySlugGet: { path: 'user/:slug/:suffix', method: 'GET', auth: false },
  // Issue 19 (decision 0034): the customer's data — download and delete.
  exportMyData: { path: 'user/export-my-data', method: 'POST', auth: true },
  deleteAccount: { path: 'user/delete-account', method: 'POST', auth: true },
} as const satisfies Record<string, Omit<CallRoute, '__call'>>;

/** The contract of each call, by name (types only). */
interface CallsByName {
  getBrandSettings: typeof getBrandSettings;
  getBrandSettingsByBrandId: typeof getBrandSettingsByBrandId;
  getBrandMenu: typeof getBrandMenu;
  getPickupStoreMenu: typeof getPickupStoreMenu;
  getDeliveryStoreMenuV2: typeof getDeliveryStoreMenuV2;
  getDineInStoreMenu: typeof getDineInStoreMenu;
  getMenuById: typeof getMenuById;
  getRecommendItems: typeof getRecommendItems;
  verifyIframePaymentIntent: typeof verifyIframePaymentIntent;
  getTableLaterOrders: typeof getTableLaterOrders;
  getTableEvents: typeof getTableEvents;
  getMenuItemDetail: typeof getMenuItemDetail;
  getItemDetail: typeof getItemDetail;
  getStoresForPickup: typeof getStoresForPickup;
  checkStoreAvailability: typeof checkStoreAvailability;
  passwordLessLogin: typeof passwordLessLogin;
  verifyAccount: typeof verifyAccount;
  sendOtpCode: typeof sendOtpCode;
  updateUserProfile: typeof updateUserProfile;
  placeOrderV2: typeof placeOrderV2;
  getCustomerOrders: typeof getCustomerOrders;
  getOrderTrackingInfo: typeof getOrderTrackingInfo;
  getOrderEvents: typeof getOrderEvents;
  getOrderInfo: typeof getOrderInfo;
  createFeedback: typeof createFeedback;
  getDevOutbox: typeof getDevOutbox;
  getAllActiveDiscountsV2: typeof getAllActiveDiscountsV2;
  validateDiscountV2: typeof validateDiscountV2;
  getLoyaltyByBrand: typeof getLoyaltyByBrand;
  getUserWallet: typeof getUserWallet;
  getBlacklistStatus: typeof getBlacklistStatus;
  getStoresByCoordinates: typeof getStoresByCoordinates;
  getStoresByDeliveryArea: typeof getStoresByDeliveryArea;
  getStoresByMappedArea: typeof getStoresByMappedArea;
  checkCoordinatesInStoreDeliveryRange: typeof checkCoordinatesInStoreDeliveryRange;
  getBrandDeliveryAreas: typeof getBrandDeliveryAreas;
  getBrandActiveDeliveryMethod: typeof getBrandActiveDeliveryMethod;
  getDeliveryAreasOfSingleStoreBusiness: typeof getDeliveryAreasOfSingleStoreBusiness;
  getDeliveryAreaInfo: typeof getDeliveryAreaInfo;
  getUserAddressesV2: typeof getUserAddressesV2;
  getCurrentUserAddressesV2: typeof getCurrentUserAddressesV2;
  addUserAddress: typeof addUserAddress;
  removeUserAddress: typeof removeUserAddress;
  updateUserAddress: typeof updateUserAddress;
  searchPlaces: typeof searchPlaces;
  reverseGeocode: typeof reverseGeocode;
  getStoreZones: typeof getStoreZones;
  getPaymentLinkInfoByCartId: typeof getPaymentLinkInfoByCartId;
  createPaymentLinkIntent: typeof createPaymentLinkIntent;
  verifyPaymentLinkIntent: typeof verifyPaymentLinkIntent;
  initiatePaymentLinkFrames: typeof initiatePaymentLinkFrames;
  verifyPaymentLinkFrames: typeof verifyPaymentLinkFrames;
  getHostedPaymentPage: typeof getHostedPaymentPage;
  verifyHostedPayment: typeof verifyHostedPayment;
  createIframePaymentOrder: typeof createIframePaymentOrder;
  iframePaymentConfirmation: typeof iframePaymentConfirmation;
  iframePaymentRefund: typeof iframePaymentRefund;
  getUserPaymentCards: typeof getUserPaymentCards;
  getStripeCustomerCards: typeof getStripeCustomerCards;
  removeUserPaymentCard: typeof removeUserPaymentCard;
  createPaymentIntentV2: typeof createPaymentIntentV2;
  verifyPaymentIntent: typeof verifyPaymentIntent;
  initiateFramesPaymentRequest: typeof initiateFramesPaymentRequest;
  verifyFramesPaymentRequest: typeof verifyFramesPaymentRequest;
  getUserBrandsBySlug: typeof getUserBrandsBySlug;
  getUserBrandsBySlugGet: typeof getUserBrandsBySlugGet;
  exportMyData: typeof exportMyData;
  deleteAccount: typeof deleteAccount;
}

/** Every call's route, typed with its contract for the client's `callApi` (no schema at run time). */
export const ROUTES: { readonly [K in keyof CallsByName]: CallRoute<CallsByName[K]> } = { ...CALL_ADDRESSES };

/** Fills `:name` path parameters, e.g. `callPath(ROUTES.getOrderInfo, { id: 'x' })`. */
export function callPath(call: Pick<CallRoute, 'path'>, params: Record<string, string> = {}): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
