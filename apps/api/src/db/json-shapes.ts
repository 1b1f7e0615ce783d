/**
 * The shapes of Sufra's `jsonb` columns (issue 16: typed brand settings and integrations): for
 * each column whose shape is known, a zod schema and its TypeScript type. db/schema*.ts apply the
 * types with `.$type<T>()` (type-only: the SQL and the migrations do not change), so a read is
 * typed without a cast; the writers (the seed, the internal routes, the store settings) parse with
 * the schemas, so a bad shape is refused where it enters. Readers stay tolerant of rows written
 * before (a missing field is read as its default where they always did).
 */
// In db/ rather than platform/: db/schema*.ts need these types and db is the lowest layer (db ← platform).
import {
  type DeliveryMethod,
  type openingHoursSchema,
  PAYMENT_TYPES,
  type preOrderSettingsSchema,
  SERVICE_TYPES,
  type SelectedTip,
  type ServiceType,
  type Store,
  settingSchema,
} from '@sufra/contract';
import type { multiPolygon, polygon } from '@turf/helpers';
import { z } from 'zod';

/**
 * `brands.settings`: the storefront settings of 000 §3 Brand info (`setting`, the contract's
 * settingSchema: logo, colours, taglines, static pages, banner, `isDemo`…) and the seed's own
 * once-only marks, `demoDeliveryOn` and `demoPaymentsOn` (seed-delivery-on.ts, seed-payments-on.ts),
 * never answered. Unknown keys are dropped on parse.
 */
export const brandSettingsSchema = settingSchema.extend({
  demoDeliveryOn: z.boolean().optional(),
  demoPaymentsOn: z.boolean().optional(),
});
/** A brand's stored settings (brandSettingsSchema). */
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/**
 * One entry of `brands.active_integrations` (001 §3.9, 000 §3 Brand info: activeIntegrations):
 * the provider `name` (e.g. STRIPE, CHECKOUT, HOSTED_IFRAME, a GA id's provider), its `category`
 * (e.g. PAYMENT_GATEWAY), `isActive`, and `metaData` — public settings only (publishableKey, mode
 * 'sandbox', environment, apiBaseUrl, pageBaseUrl…; the browser sees the fields of
 * PUBLIC_INTEGRATION_FIELDS). Secrets never go here: `brand_integration_secrets`.
 */
const brandIntegrationSchema = z.object({
  name: z.string().trim().min(1).max(60),
  category: z.string().trim().min(1).max(60),
  isActive: z.boolean(),
  metaData: z.record(z.string(), z.unknown()).default({}),
});
/** A brand's integration as stored (brandIntegrationSchema, after parse: `metaData` always present). */
export type BrandIntegration = z.infer<typeof brandIntegrationSchema>;
/** `brands.active_integrations`: at most 20 integrations. */
export const brandIntegrationsSchema = z.array(brandIntegrationSchema).max(20);

/** `brands.delivery_methods`: the brand's shipping methods (001 §3.3, DELIVERY_METHODS). */
export type BrandDeliveryMethods = DeliveryMethod[];

/**
 * `brand_integration_secrets.secrets`: a provider's server-side settings (issue 9). Read:
 * `secretKey` (API key), `webhookSecret` (webhook signing secret, ≥ 16 characters to count),
 * Checkout.com's `processingChannelId`. Values are read as `unknown` and checked where used.
 */
export type IntegrationSecrets = Record<string, unknown>;

/** `stores.opening_hours` (000 §3 Store): weekday '0' (Sunday)…'6' → ['HH:mm', 'HH:mm'] windows, Asia/Dubai. */
export type StoreOpeningHours = z.infer<typeof openingHoursSchema>;

/** Opening hours with the same ['HH:mm', 'HH:mm'] windows (Asia/Dubai) on each of the seven weekdays. */
export function everyDay(...windows: Array<[string, string]>): StoreOpeningHours {
  return Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, windows.map((w) => [...w])]),
  );
}

/** `stores.pre_order_settings_for_…` (decision 0017): days ahead, slot and lead minutes (packages/pricing PreOrderSettings). */
export type StorePreOrderSettings = z.infer<typeof preOrderSettingsSchema>;

/** `stores.vehicle_info_for_pickup` (000 §3 Store): whether the pickup form asks for the car, and must. */
export type StoreVehicleInfo = Store['vehicleInfoForPickup'];

/**
 * `stores.payment_options` (001 §3.6): the payment types a store offers per service type, e.g.
 * `{ PICKUP: ['CASH', 'CARD_MACHINE'], DELIVERY: ['CASH'] }`; a service left out offers none. The
 * order and the dine-in-only PAY_LATER are rules of the stores module (payment-rules.ts, 001 §5.4).
 */
export const storePaymentOptionsSchema = z.partialRecord(
  z.enum(SERVICE_TYPES),
  z.array(z.enum(PAYMENT_TYPES)),
);
/** A store's stored payment options (storePaymentOptionsSchema). */
export type StorePaymentOptions = z.infer<typeof storePaymentOptionsSchema>;

/**
 * `stores.delivery_charges_waiver` (001 §3.5, issue 7): amounts in fils, times in unix seconds.
 * `dailyWindow` (Sufra, decision 0015) is a happy hour that comes back every day, 'HH:mm' in
 * Asia/Dubai; when set, it replaces onDateRange's times with the day's window.
 */
export const storedWaiverSchema = z.object({
  onOrderAmount: z.object({ isEnabled: z.boolean(), amountFils: z.number().int().min(0) }),
  onDateRange: z.object({
    isEnabled: z.boolean(),
    startDateTime: z.number().int(),
    endDateTime: z.number().int(),
  }),
  dailyWindow: z.object({ from: z.string(), to: z.string() }).nullable().optional(),
});
/** A store's stored delivery-fee waiver (storedWaiverSchema). */
export type StoredWaiver = z.infer<typeof storedWaiverSchema>;

/** `discounts.service_types` (000 §3 Discount): the service types a discount applies to. */
export type DiscountServiceTypes = ServiceType[];

/** `sandbox_payment_intents.metadata`: the sandbox's free-form notes of an intent (merchantOrderNo, subject, neverSettles…), read field by field. */
export type SandboxMetadata = Record<string, unknown>;

/** One of `sandbox_payment_intents.refunds`: the refund's idempotency `key`, its amount in fils, its reason. */
export interface SandboxRefund {
  key: string;
  amountFils: number;
  reason: string;
}

/**
 * `mapped_areas.geometry` (decision 0016): a zone's GeoJSON Polygon or MultiPolygon, positions
 * [lng, lat] in degrees (WGS 84), as @turf/helpers' factories type them.
 */
export type ZoneGeometry =
  | ReturnType<typeof polygon>['geometry']
  | ReturnType<typeof multiPolygon>['geometry'];

// The order snapshots below are written by the server from its own values (place-order.ts), never
// from a client's shape, so they are types only.

/** `orders.store_snapshot`: the store as it was when the order was placed. */
export interface StoreSnapshot {
  _id: string;
  nameEn: string;
  nameAr: string;
  whatsAppContact: string;
  mobileNumber: string;
  manualAddress: string;
  /** Absent in snapshots taken before issue 6. */
  manualAddressAr?: string;
  /** The store's average prep time for the order's service type, in minutes, at order time (absent before issue 6). */
  prepMinutes?: number;
  brandLogo: string | null;
}

/** `orders.customer_snapshot`: the customer's name (null when none), phone number and e-mail at order time. */
export interface CustomerSnapshot {
  name: string | null;
  phoneNumber: string;
  email?: string | null;
}

/** `orders.payment_method_name`: the payment option's names (001 §3.6) and the service's names at order time. */
export interface PaymentMethodName {
  en: string;
  ar: string;
  service?: { en: string; ar: string };
}

/** `orders.pre_order_slot` (issue 8): a pre-order's slot, `day` 'YYYY-MM-DD' and `time` 'HH:mm - HH:mm' in Asia/Dubai. */
export interface PreOrderSlot {
  day: string;
  time: string;
}

/** `orders.selected_tip` (000 §3 Tip): the chosen tip as sent, or a tipAmount sent alone as a custom tip (AED). */
export type StoredTip = SelectedTip;

/**
 * `orders.delivery_snapshot` (decision 0017): the address as delivered to, the point, the method
 * and the zone (mapped area) or store area entry that served it, with its terms at order time —
 * fee and minimum in fils, time in minutes.
 */
export interface DeliverySnapshot {
  address: string;
  addressType: string;
  street: string;
  building: string;
  floor: string;
  apartmentNo: string;
  area: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  method: DeliveryMethod;
  zoneId: string;
  areaName: { en: string; ar: string };
  feeFils: number;
  minOrderFils: number;
  deliveryTimeMinutes: number;
  /** The saved address it came from, or null for an inline address. */
  userAddressId: string | null;
}

/** One of `order_lines.options`: a chosen option as it was at order time, price in fils. */
export interface OptionSnapshot {
  optionId: string;
  modifierGroupId: string;
  nameEn: string;
  nameAr: string;
  priceFils: number;
  quantity: number;
}

/**
 * `orders.courier` (issue 17): the courier of a dispatched order — name, phone (E.164), vehicle
 * (free text or null) — and the latest position reported (lat/lng degrees, `positionAt` ISO time),
 * null until one is reported.
 */
export interface CourierSnapshot {
  name: string;
  phone: string;
  vehicle: string | null;
  lat: number | null;
  lng: number | null;
  positionAt: string | null;
  /** A courier partner's own tracking page (https), when the store gave one (decision 0029). */
  trackingUrl?: string | null;
}
