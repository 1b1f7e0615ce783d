/** @sufra/contract — the single source of the API's shape (ARCHITECTURE: packages/contract). */
export * from './account/delete-account.ts';
export * from './account/export-my-data.ts';
export * from './auth/password-less-login.ts';
export * from './auth/send-otp-code.ts';
export * from './auth/sign-in.ts';
export * from './auth/update-user-profile.ts';
export * from './auth/verify-account.ts';
export * from './blacklist/check-status.ts';
export * from './blacklist/messages-blacklist.ts';
export * from './brand/brand-settings.ts';
export * from './brand/get-brand-settings.ts';
export * from './brand/get-brand-settings-by-brand-id.ts';
export * from './brand/preview.ts';
export * from './business-card/calls.ts';
export * from './business-card/card-path.ts';
export * from './call.ts';
export * from './coded.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './delivery/address.ts';
export * from './delivery/check-coordinates-in-store-delivery-range.ts';
export * from './delivery/delivery.ts';
export * from './delivery/geocode.ts';
export * from './delivery/get-brand-active-delivery-method.ts';
export * from './delivery/get-brand-delivery-areas.ts';
export * from './delivery/get-delivery-area-info.ts';
export * from './delivery/get-delivery-areas-of-single-store-business.ts';
export * from './delivery/get-store-zones.ts';
export * from './delivery/get-stores-by-coordinates.ts';
export * from './delivery/get-stores-by-delivery-area.ts';
export * from './delivery/get-stores-by-mapped-area.ts';
export * from './delivery/user-addresses.ts';
export * from './dev/get-outbox.ts';
export * from './dine-in/calls.ts';
export * from './dine-in/dine-in.ts';
export * from './dine-in/messages-dine-in.ts';
export * from './envelope.ts';
export * from './feedback/create-feedback.ts';
export * from './feedback/messages-feedback.ts';
export * from './item/get-item-detail.ts';
export * from './item/get-menu-item-detail.ts';
export * from './item/item-detail.ts';
export * from './menu/get-brand-menu.ts';
export * from './menu/get-delivery-store-menu-v2.ts';
export * from './menu/get-menu-by-id.ts';
export * from './menu/get-pickup-store-menu.ts';
export * from './menu/get-recommend-items.ts';
export * from './menu/menu.ts';
export * from './messages.ts';
export * from './messages-by-code.ts';
export * from './operator/calls.ts';
export * from './orders/get-customer-orders.ts';
export * from './orders/get-order-events.ts';
export * from './orders/get-order-info.ts';
export * from './orders/get-order-tracking-info.ts';
export * from './orders/order.ts';
export * from './orders/order-delivery.ts';
export * from './orders/place-order-v2.ts';
export * from './payments/calls-cards.ts';
export * from './payments/calls-hosted.ts';
export * from './payments/calls-links.ts';
export * from './payments/payments.ts';
export * from './payments/resolver.ts';
export * from './payments/site-path.ts';
export * from './payments/verify-iframe-payment-intent.ts';
export * from './promotions/discount.ts';
export * from './promotions/get-all-active-discounts-v2.ts';
export * from './promotions/loyalty.ts';
export * from './promotions/validate-discount-v2.ts';
export * from './routes.ts';
export * from './staff/calls.ts';
export * from './staff/calls-availability.ts';
export * from './staff/calls-blacklist.ts';
export * from './staff/calls-tables.ts';
export * from './staff/kitchen-calls.ts';
export * from './staff/messages-availability.ts';
export * from './staff/messages-staff.ts';
export * from './stores/check-store-availability.ts';
export * from './stores/get-stores-for-pickup.ts';
export * from './stores/store.ts';

import { deleteAccount } from './account/delete-account.ts';
import { exportMyData } from './account/export-my-data.ts';
import { passwordLessLogin } from './auth/password-less-login.ts';
import { sendOtpCode } from './auth/send-otp-code.ts';
import { updateUserProfile } from './auth/update-user-profile.ts';
import { verifyAccount } from './auth/verify-account.ts';
import { getBlacklistStatus } from './blacklist/check-status.ts';
import { getBrandSettings } from './brand/get-brand-settings.ts';
import { getBrandSettingsByBrandId } from './brand/get-brand-settings-by-brand-id.ts';
import { getUserBrandsBySlug, getUserBrandsBySlugGet } from './business-card/calls.ts';
import { checkCoordinatesInStoreDeliveryRange } from './delivery/check-coordinates-in-store-delivery-range.ts';
import { reverseGeocode, searchPlaces } from './delivery/geocode.ts';
import { getBrandActiveDeliveryMethod } from './delivery/get-brand-active-delivery-method.ts';
import { getBrandDeliveryAreas } from './delivery/get-brand-delivery-areas.ts';
import { getDeliveryAreaInfo } from './delivery/get-delivery-area-info.ts';
import { getDeliveryAreasOfSingleStoreBusiness } from './delivery/get-delivery-areas-of-single-store-business.ts';
import { getStoreZones } from './delivery/get-store-zones.ts';
import { getStoresByCoordinates } from './delivery/get-stores-by-coordinates.ts';
import { getStoresByDeliveryArea } from './delivery/get-stores-by-delivery-area.ts';
import { getStoresByMappedArea } from './delivery/get-stores-by-mapped-area.ts';
import {
  addUserAddress,
  getCurrentUserAddressesV2,
  getUserAddressesV2,
  removeUserAddress,
  updateUserAddress,
} from './delivery/user-addresses.ts';
import { getDevOutbox } from './dev/get-outbox.ts';
import { getDineInStoreMenu, getTableEvents, getTableLaterOrders } from './dine-in/calls.ts';
import { createFeedback } from './feedback/create-feedback.ts';
import { getItemDetail } from './item/get-item-detail.ts';
import { getMenuItemDetail } from './item/get-menu-item-detail.ts';
import { getBrandMenu } from './menu/get-brand-menu.ts';
import { getDeliveryStoreMenuV2 } from './menu/get-delivery-store-menu-v2.ts';
import { getMenuById } from './menu/get-menu-by-id.ts';
import { getPickupStoreMenu } from './menu/get-pickup-store-menu.ts';
import { getRecommendItems } from './menu/get-recommend-items.ts';
import { getCustomerOrders } from './orders/get-customer-orders.ts';
import { getOrderEvents } from './orders/get-order-events.ts';
import { getOrderInfo } from './orders/get-order-info.ts';
import { getOrderTrackingInfo } from './orders/get-order-tracking-info.ts';
import { placeOrderV2 } from './orders/place-order-v2.ts';
import {
  createPaymentIntentV2,
  getStripeCustomerCards,
  getUserPaymentCards,
  initiateFramesPaymentRequest,
  removeUserPaymentCard,
  verifyFramesPaymentRequest,
  verifyPaymentIntent,
} from './payments/calls-cards.ts';
import {
  createIframePaymentOrder,
  getHostedPaymentPage,
  iframePaymentConfirmation,
  iframePaymentRefund,
  verifyHostedPayment,
} from './payments/calls-hosted.ts';
import {
  createPaymentLinkIntent,
  getPaymentLinkInfoByCartId,
  initiatePaymentLinkFrames,
  verifyPaymentLinkFrames,
  verifyPaymentLinkIntent,
} from './payments/calls-links.ts';
import { verifyIframePaymentIntent } from './payments/verify-iframe-payment-intent.ts';
import { getAllActiveDiscountsV2 } from './promotions/get-all-active-discounts-v2.ts';
import { getLoyaltyByBrand, getUserWallet } from './promotions/loyalty.ts';
import { validateDiscountV2 } from './promotions/validate-discount-v2.ts';
import { staffMe, staffSendCode, staffSignOut, staffVerifyCode } from './staff/calls.ts';
import {
  staffPauseStore,
  staffSetExtraPrep,
  staffSetSoldOut,
  staffStoreAvailability,
} from './staff/calls-availability.ts';
import { staffAddBlacklisted, staffBlacklist, staffRemoveBlacklisted } from './staff/calls-blacklist.ts';
import { staffCloseTable, staffTables } from './staff/calls-tables.ts';
import {
  staffAcceptOrder,
  staffBoardEvents,
  staffBoardOrders,
  staffRejectOrder,
  staffSetCourier,
  staffSetOrderStatus,
} from './staff/kitchen-calls.ts';
import { checkStoreAvailability } from './stores/check-store-availability.ts';
import { getStoresForPickup } from './stores/get-stores-for-pickup.ts';

/** Every call of the contract, for the OpenAPI document and the contract tests. */
export const ALL_CALLS = [
  getBrandSettings,
  getBrandSettingsByBrandId,
  getBrandMenu,
  getPickupStoreMenu,
  getDeliveryStoreMenuV2,
  getMenuItemDetail,
  getItemDetail,
  getStoresForPickup,
  checkStoreAvailability,
  passwordLessLogin,
  verifyAccount,
  sendOtpCode,
  updateUserProfile,
  placeOrderV2,
  getCustomerOrders,
  getOrderTrackingInfo,
  getOrderInfo,
  getDevOutbox,
  getAllActiveDiscountsV2,
  validateDiscountV2,
  getLoyaltyByBrand,
  getUserWallet,
  getStoresByCoordinates,
  getStoresByDeliveryArea,
  getStoresByMappedArea,
  checkCoordinatesInStoreDeliveryRange,
  getBrandDeliveryAreas,
  getBrandActiveDeliveryMethod,
  getDeliveryAreasOfSingleStoreBusiness,
  getDeliveryAreaInfo,
  getUserAddressesV2,
  getCurrentUserAddressesV2,
  addUserAddress,
  removeUserAddress,
  updateUserAddress,
  searchPlaces,
  reverseGeocode,
  getStoreZones,
  getPaymentLinkInfoByCartId,
  createPaymentLinkIntent,
  verifyPaymentLinkIntent,
  initiatePaymentLinkFrames,
  verifyPaymentLinkFrames,
  getHostedPaymentPage,
  verifyHostedPayment,
  createIframePaymentOrder,
  iframePaymentConfirmation,
  iframePaymentRefund,
  getUserPaymentCards,
  getStripeCustomerCards,
  removeUserPaymentCard,
  createPaymentIntentV2,
  verifyPaymentIntent,
  initiateFramesPaymentRequest,
  verifyFramesPaymentRequest,
  // Issue 17 (last, so that the fuzz tests' per-call seeds of the calls above stay as they were).
  getOrderEvents,
  staffSendCode,
  staffVerifyCode,
  staffMe,
  staffSignOut,
  staffStoreAvailability,
  staffSetSoldOut,
  staffPauseStore,
  staffSetExtraPrep,
  createFeedback,
  staffBoardOrders,
  staffAcceptOrder,
  staffRejectOrder,
  staffSetOrderStatus,
  staffSetCourier,
  staffBoardEvents,
  // Issue 18 (after issue 17's, same reason): the dine-in menu, the table's tab, its stream, the board's tabs.
  getDineInStoreMenu,
  getTableLaterOrders,
  getTableEvents,
  staffTables,
  staffCloseTable,
  // Issue 19 (after issue 18's, same reason): the business card, its POST alias and its GET form.
  getUserBrandsBySlug,
  getUserBrandsBySlugGet,
  // Issue 19 (after issue 18's, same reason): the blacklist status and the owner's blacklist calls.
  getBlacklistStatus,
  staffBlacklist,
  staffAddBlacklisted,
  staffRemoveBlacklisted,
  // Issue 19 (after issue 18's, same reason): the customer's data.
  exportMyData,
  deleteAccount,
  // Issue 19 (after issue 18's, same reason): menu by id, recommended items.
  getMenuById,
  getRecommendItems,
  verifyIframePaymentIntent,
] as const;
export { foldText } from './fold-text.ts';
