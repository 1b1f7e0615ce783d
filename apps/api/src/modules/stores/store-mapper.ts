import type { PaymentOption, PaymentType, ServiceType, Store } from '@sufra/contract';
import { normalisePreOrderSettings, preOrderSlots } from '@sufra/pricing';
import { isOpenAt } from './opening-hours.ts';
import { paymentTypesFor } from './payment-rules.ts';
import type { StoreRow } from './repository.ts';
import { toWaiverInfo } from './waiver.ts';

/** Names of payment types (001 §3.6: the built-in online option's name is the spec's). */
const PAYMENT_NAMES: Record<PaymentType, { en: string; ar: string }> = {
  CREDIT_CARD: { en: 'ONLINE PAYMENT (Credit/Debit Card)', ar: 'الدفع الإلكتروني (بطاقة ائتمان/خصم)' },
  CASH: { en: 'Cash', ar: 'نقدًا' },
  CARD_MACHINE: { en: 'Card machine', ar: 'جهاز البطاقة' },
  PAY_LATER: { en: 'Pay later', ar: 'الدفع لاحقًا' },
  PAY_NOW: { en: 'Pay now', ar: 'الدفع الآن' },
  PAYMENT_GATEWAY: { en: 'Payment gateway', ar: 'بوابة الدفع' },
};

/** The payment option `{ _id, paymentType, serviceType, EN.name, AR.name }` (001 §3.6) of a store. */
export function paymentOption(
  storeId: string,
  serviceType: ServiceType,
  paymentType: PaymentType,
): PaymentOption {
  const names = PAYMENT_NAMES[paymentType];
  return {
    _id: `${storeId}:${serviceType}:${paymentType}`,
    paymentType,
    serviceType,
    EN: { name: names.en },
    AR: { name: names.ar },
  };
}

/**
 * Whether the store's new orders are paused at `now` (issue 17 "busy", decision 0030):
 * `orders_paused_until` is set and later than `now`.
 */
export function isStorePaused(row: Pick<StoreRow, 'ordersPausedUntil'>, now: Date): boolean {
  return row.ordersPausedUntil !== null && row.ordersPausedUntil.getTime() > now.getTime();
}

/**
 * Whether the store takes ASAP orders at `now` (000 §4.6: Asia/Dubai opening hours): open by its
 * hours and not paused by staff (issue 17, decision 0030: a paused store shows closed, `isOpened`
 * false, and ASAP is refused with the closed refusal; pre-orders are still taken).
 */
export function isStoreOpen(row: StoreRow, now: Date): boolean {
  return isOpenAt(row.openingHours, now) && !isStorePaused(row, now);
}

/**
 * The store's preparation minutes for a service (000 §3 Store averagePrepTime…), plus the extra
 * preparation time staff added while busy (issue 17, decision 0030: `extra_prep_minutes`, 0–120).
 */
export function prepMinutesOf(row: StoreRow, service: ServiceType): number {
  const base =
    service === 'PICKUP'
      ? row.averagePrepTimeForPickup
      : service === 'DINE_IN'
        ? row.averagePrepTimeForDineIn
        : row.averagePrepTime;
  return base + row.extraPrepMinutes;
}

/**
 * The store's pre-order settings for a service (decision 0017), with the busy extra preparation
 * time (decision 0030) added to `leadMinutes`, so the earliest slot moves back by it.
 */
export function preOrderSettingsOf(row: StoreRow, service: ServiceType) {
  const stored = normalisePreOrderSettings(
    service === 'DELIVERY' ? row.preOrderSettingsForDelivery : row.preOrderSettingsForPickup,
  );
  return { ...stored, leadMinutes: stored.leadMinutes + row.extraPrepMinutes };
}

/**
 * The pre-order slots a store offers for a service at `now` (000 §2.10, §3; packages/pricing
 * preOrderSlots over the Asia/Dubai opening hours; decision 0017). Dine-in has none.
 */
export function storeSlots(row: StoreRow, service: ServiceType, now: Date) {
  if (service === 'DINE_IN') return [];
  return preOrderSlots(row.openingHours, preOrderSettingsOf(row, service), Math.floor(now.getTime() / 1000));
}

/** The fields of a Store (000 §3) that depend on the time: they follow the Asia/Dubai minute. */
export type StoreTimeFields = Pick<
  Store,
  | 'isOpened'
  | 'availablePreOrderSlotsForDelivery'
  | 'availablePreOrderSlotsForPickup'
  | 'deliveryChargesWaiverInfo'
>;

/**
 * A store's time-dependent fields at `now`: `isOpened` (the opening hours), the pre-order slots of
 * each service when its pre-order is on, and the waiver in force. Each reads only the Asia/Dubai
 * minute of `now` (hours and slots are 'HH:mm', a daily waiver window is that day's), so the
 * answer is the same for every instant of one minute (decision 0016, store cache).
 */
export function storeTimeFields(row: StoreRow, now: Date): StoreTimeFields {
  return {
    isOpened: isStoreOpen(row, now),
    availablePreOrderSlotsForDelivery: row.isPreOrderEnabledForDelivery
      ? storeSlots(row, 'DELIVERY', now)
      : [],
    availablePreOrderSlotsForPickup: row.isPreOrderEnabledForPickup ? storeSlots(row, 'PICKUP', now) : [],
    deliveryChargesWaiverInfo: toWaiverInfo(row.deliveryChargesWaiver, now),
  };
}

/**
 * Shapes a store row as the storefront's Store (000 §3 Store, 001 §3.5). `baseLanguage` holds
 * the texts of the brand's base language; `isOpened` is derived from the opening hours at `now`
 * and the staff's pause (decision 0030); the prep times and pre-order lead carry the extra
 * preparation time.
 */
export function toStore(row: StoreRow, now: Date, baseLanguage: 'en' | 'ar' = 'en'): Store {
  const en = { name: row.nameEn, description: row.descriptionEn };
  const ar = { name: row.nameAr, description: row.descriptionAr };
  const options = (service: ServiceType) =>
    paymentTypesFor(row, service).map((t) => paymentOption(row.id, service, t));
  const timed = storeTimeFields(row, now);
  return {
    _id: row.id,
    brandId: row.brandId,
    isOpened: timed.isOpened,
    baseLanguage: baseLanguage === 'ar' ? ar : en,
    translations: { en, ar },
    manualAddress: row.manualAddress,
    manualAddressAR: row.manualAddressAr,
    mapAddress: row.mapAddress,
    city: row.city,
    mobileNumber: row.mobileNumber,
    whatsAppContact: row.whatsAppContact,
    storeLocation: { type: 'Point', coordinates: [row.lat, row.lng] },
    taxRate: Number(row.taxRate),
    averagePrepTime: prepMinutesOf(row, 'DELIVERY'),
    averagePrepTimeForPickup: prepMinutesOf(row, 'PICKUP'),
    averagePrepTimeForDineIn: prepMinutesOf(row, 'DINE_IN'),
    isDeliveryEnabled: row.isDeliveryEnabled,
    isPickupEnabled: row.isPickupEnabled,
    isPreOrderEnabledForDelivery: row.isPreOrderEnabledForDelivery,
    isPreOrderEnabledForPickup: row.isPreOrderEnabledForPickup,
    availablePreOrderSlotsForDelivery: timed.availablePreOrderSlotsForDelivery,
    availablePreOrderSlotsForPickup: timed.availablePreOrderSlotsForPickup,
    preOrderSettingsForDelivery: preOrderSettingsOf(row, 'DELIVERY'),
    preOrderSettingsForPickup: preOrderSettingsOf(row, 'PICKUP'),
    vehicleInfoForPickup: row.vehicleInfoForPickup,
    paymentOptions: options('DELIVERY'),
    pickupPaymentOptions: options('PICKUP'),
    dineInPaymentOptions: options('DINE_IN'),
    openingHours: row.openingHours,
    deliveryChargesWaiverInfo: timed.deliveryChargesWaiverInfo,
  };
}
