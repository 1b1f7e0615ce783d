import { z } from 'zod';
import { PAYMENT_TYPES, SERVICE_TYPES } from '../constants.ts';

/** A payment option of a store (001 §3.6). */
export const paymentOptionSchema = z.object({
  _id: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  serviceType: z.enum(SERVICE_TYPES),
  EN: z.object({ name: z.string() }),
  AR: z.object({ name: z.string() }),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

/** Opening hours in Asia/Dubai: per weekday (0 = Sunday) a list of ['HH:mm', 'HH:mm'] windows; a close before the open runs past midnight. */
export const openingHoursSchema = z.record(z.string(), z.array(z.tuple([z.string(), z.string()])));

/** Pre-order slots of one day (000 §3 Store): `day` 'YYYY-MM-DD' in Asia/Dubai, slots 'HH:mm - HH:mm' (decision 0017). */
export const preOrderDaySchema = z.object({ day: z.string(), slots: z.array(z.string()) });

/**
 * A store's pre-order settings for one service (000 §3 Store preOrderSettingsFor…; decision 0017):
 * days offered counting today (1–14), slot length and lead time in minutes.
 */
export const preOrderSettingsSchema = z.object({
  daysAhead: z.number().int(),
  slotMinutes: z.number().int(),
  leadMinutes: z.number().int(),
});

/** A store as the storefront sees it (000 §3 Store, 001 §3.5). `isOpened` is derived from the opening hours at request time. */
export const storeSchema = z.object({
  _id: z.string(),
  brandId: z.string(),
  isOpened: z.boolean(),
  baseLanguage: z.object({ name: z.string(), description: z.string() }),
  translations: z.object({
    en: z.object({ name: z.string(), description: z.string() }),
    ar: z.object({ name: z.string(), description: z.string() }),
  }),
  manualAddress: z.string(),
  /** The address in Arabic ('' when the store has none: show manualAddress). Sufra (issue 6). */
  manualAddressAR: z.string(),
  mapAddress: z.string(),
  city: z.string(),
  mobileNumber: z.string(),
  whatsAppContact: z.string(),
  /** [lat, lng] as the spec writes it (000 §3 Store). */
  storeLocation: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  /** Percent, e.g. 5 for UAE VAT. */
  taxRate: z.number(),
  /** Minutes. */
  averagePrepTime: z.number(),
  averagePrepTimeForPickup: z.number(),
  averagePrepTimeForDineIn: z.number(),
  isDeliveryEnabled: z.boolean(),
  isPickupEnabled: z.boolean(),
  isPreOrderEnabledForDelivery: z.boolean(),
  isPreOrderEnabledForPickup: z.boolean(),
  availablePreOrderSlotsForDelivery: z.array(preOrderDaySchema),
  availablePreOrderSlotsForPickup: z.array(preOrderDaySchema),
  /** Issue 8: the settings the slots come from (present in every answer; optional for older clients' fixtures). */
  preOrderSettingsForDelivery: preOrderSettingsSchema.optional(),
  preOrderSettingsForPickup: preOrderSettingsSchema.optional(),
  vehicleInfoForPickup: z.object({ isActive: z.boolean(), isRequired: z.boolean() }),
  paymentOptions: z.array(paymentOptionSchema),
  pickupPaymentOptions: z.array(paymentOptionSchema),
  dineInPaymentOptions: z.array(paymentOptionSchema),
  openingHours: openingHoursSchema,
  deliveryChargesWaiverInfo: z.object({
    onOrderAmount: z.object({ isEnabled: z.boolean(), amount: z.number() }),
    onDateRange: z.object({ isEnabled: z.boolean(), startDateTime: z.number(), endDateTime: z.number() }),
  }),
  /**
   * The store's customer rating for the read-only star display (002 §2.21, 000 §2.22; issue 17,
   * decision 0029): `rating` the mean of its feedbacks' stars (1–5, one decimal; 0 when none) and
   * `reviews` how many feedbacks it has. Optional for older clients' fixtures.
   */
  rating: z.object({ rating: z.number(), reviews: z.number().int() }).optional(),
});
export type Store = z.infer<typeof storeSchema>;
