/**
 * The PostgreSQL schema of Sufra (Drizzle pg-core). Every row that belongs to a brand carries
 * `brand_id` (ARCHITECTURE: tenancy). Money is integer fils, never floating point.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import type * as Json from './json-shapes.ts';

/**
 * `brand_id uuid NOT NULL REFERENCES brands(id) ON DELETE CASCADE`, the column every brand row
 * carries (ARCHITECTURE: tenancy); used by schema-promotions.ts and schema-payments.ts too.
 */
export const brandRef = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });

/** Brands (000 §3 Brand info). `settings` holds the storefront settings of 000 §3 as JSON. */
export const brands = pgTable('brands', {
  id: id(),
  brandName: text('brand_name').notNull(),
  brandNameAr: text('brand_name_ar').notNull(),
  catalogueType: text('catalogue_type').notNull(),
  baseLanguage: text('base_language').notNull().default('en'),
  temporaryDomainName: text('temporary_domain_name').notNull().unique(),
  settings: jsonb('settings').$type<Json.BrandSettings>().notNull(),
  activeIntegrations: jsonb('active_integrations')
    .$type<Json.BrandIntegration[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  deliveryMethods: jsonb('delivery_methods')
    .$type<Json.BrandDeliveryMethods>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  storeFrontUrl: text('store_front_url'),
  /** Last order sequence number of the brand; order numbers come from it in the order transaction. */
  orderSequence: integer('order_sequence').notNull().default(0),
  orderNumberPrefix: text('order_number_prefix').notNull(),
  /**
   * Whether the brand is live (issue 19, decision 0036): a brand not yet live answers every
   * storefront call as an unknown brand (404 brandNotFound); only its preview (000 §2.20) opens,
   * with `previewToken`. Demo brands and every existing brand are live.
   */
  isLive: boolean('is_live').notNull().default(true),
  /**
   * The brand's preview token (issue 19, decision 0036): 32 random bytes, base64url (43
   * characters), or null before the first `npm run brand -- preview`. Stored as is, so the link
   * can be printed again; `--rotate` replaces it (the old link stops working at once).
   */
  previewToken: text('preview_token'),
  createdAt: createdAt(),
});

/**
 * Provider secrets of a brand's integrations (API keys, webhook secrets, tokens), kept apart
 * from `brands.active_integrations` so that no public call can answer them (issue 5).
 * `secrets` is a JSON object of the provider's settings; `provider` matches an integration's
 * `provider` in `active_integrations`.
 */
export const brandIntegrationSecrets = pgTable(
  'brand_integration_secrets',
  {
    brandId: brandRef(),
    provider: text('provider').notNull(),
    secrets: jsonb('secrets').$type<Json.IntegrationSecrets>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.provider] })],
);

/** Custom domains of brands: a request whose Host is here gets the `brandid` header (000 §2.4). */
export const brandDomains = pgTable('brand_domains', {
  host: text('host').primaryKey(),
  brandId: brandRef(),
});

/** Stores (outlets) of a brand (000 §3 Store, 001 §3.5). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    brandId: brandRef(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    manualAddress: text('manual_address').notNull().default(''),
    /** The address in Arabic (issue 6: the Arabic pages show the store's Arabic address); '' when none. */
    manualAddressAr: text('manual_address_ar').notNull().default(''),
    mapAddress: text('map_address').notNull().default(''),
    city: text('city').notNull().default(''),
    mobileNumber: text('mobile_number').notNull().default(''),
    whatsAppContact: text('whatsapp_contact').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Percent with 2 decimals, e.g. 5.00. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    averagePrepTime: integer('average_prep_time').notNull().default(30),
    averagePrepTimeForPickup: integer('average_prep_time_for_pickup').notNull().default(15),
    averagePrepTimeForDineIn: integer('average_prep_time_for_dine_in').notNull().default(15),
    isDeliveryEnabled: boolean('is_delivery_enabled').notNull().default(false),
    isPickupEnabled: boolean('is_pickup_enabled').notNull().default(true),
    isPreOrderEnabledForDelivery: boolean('is_pre_order_enabled_for_delivery').notNull().default(false),
    isPreOrderEnabledForPickup: boolean('is_pre_order_enabled_for_pickup').notNull().default(false),
    /** Weekday (0 = Sunday) → [['HH:mm','HH:mm'], …] in Asia/Dubai. */
    openingHours: jsonb('opening_hours').$type<Json.StoreOpeningHours>().notNull(),
    /**
     * Pre-order settings per service (000 §3 Store preOrderSettingsFor…; issue 8, decision 0017):
     * { daysAhead (days offered counting today), slotMinutes, leadMinutes } — packages/pricing
     * PreOrderSettings. Used only when isPreOrderEnabledFor… is true.
     */
    preOrderSettingsForDelivery: jsonb('pre_order_settings_for_delivery')
      .$type<Json.StorePreOrderSettings>()
      .notNull()
      .default(sql`'{"daysAhead":3,"slotMinutes":30,"leadMinutes":45}'::jsonb`),
    preOrderSettingsForPickup: jsonb('pre_order_settings_for_pickup')
      .$type<Json.StorePreOrderSettings>()
      .notNull()
      .default(sql`'{"daysAhead":3,"slotMinutes":30,"leadMinutes":30}'::jsonb`),
    vehicleInfoForPickup: jsonb('vehicle_info_for_pickup')
      .$type<Json.StoreVehicleInfo>()
      .notNull()
      .default(sql`'{"isActive":false,"isRequired":false}'::jsonb`),
    /** Payment types offered per service: { DELIVERY: [...], PICKUP: [...], DINE_IN: [...] } (StorePaymentOptions). */
    paymentOptions: jsonb('payment_options').$type<Json.StorePaymentOptions>().notNull(),
    /** The delivery-fee waiver (001 §3.5, issue 7) in fils and seconds: StoredWaiver of json-shapes.ts. */
    deliveryChargesWaiver: jsonb('delivery_charges_waiver')
      .$type<Json.StoredWaiver>()
      .notNull()
      .default(
        sql`'{"onOrderAmount":{"isEnabled":false,"amountFils":0},"onDateRange":{"isEnabled":false,"startDateTime":0,"endDateTime":0}}'::jsonb`,
      ),
    sort: integer('sort').notNull().default(0),
    /**
     * The store's feedback so far (002 §2.21 read-only star display, issue 17; migration 0013):
     * the sum of the stars and the number of feedbacks, both kept by `feedbacks/create` in the
     * feedback's transaction, so that every store answer carries its rating without a query.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Until when the store takes no new ASAP orders (issue 17 "busy", decision 0030): set by staff
     * for 15/30/60 minutes, rounded up to the whole minute; null or past = not paused. Pre-orders
     * are still taken while paused.
     */
    ordersPausedUntil: timestamp('orders_paused_until', { withTimezone: true }),
    /** Minutes (0–120) added to every preparation time of the store while busy (issue 17, decision 0030). */
    extraPrepMinutes: integer('extra_prep_minutes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_brand_idx').on(t.brandId),
    check('stores_extra_prep_minutes_ck', sql`${t.extraPrepMinutes} between 0 and 120`),
  ],
);

/** Menus: per brand (store null) or per store and service type (000 §1 catalogue modes). */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    brandId: brandRef(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** Null means every service type. */
    serviceType: text('service_type'),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Where the menu came from (provenance of imported real data). */
    source: jsonb('source'),
    createdAt: createdAt(),
  },
  (t) => [index('menus_brand_idx').on(t.brandId)],
);

/** Categories of a menu. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    brandId: brandRef(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_menu_idx').on(t.menuId)],
);

/** Items of a category (000 §3 Item). `price_fils` is integer fils. */
export const items = pgTable(
  'items',
  {
    id: id(),
    brandId: brandRef(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    sku: text('sku'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    priceFils: integer('price_fils').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    maximumOrderQuantity: integer('maximum_order_quantity').notNull().default(99),
    isStockEnabled: boolean('is_stock_enabled').notNull().default(false),
    availableStock: integer('available_stock').notNull().default(0),
    isOutOfStock: boolean('is_out_of_stock').notNull().default(false),
    /**
     * When the brand-wide sold-out mark ends (issue 17 `until`, decision 0030); null: until turned
     * back. Reads treat the item as sold out only while `is_out_of_stock and (until is null or
     * until > now)`: past it the item is orderable again without anything having to run.
     */
    outOfStockUntil: timestamp('out_of_stock_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('items_category_idx').on(t.categoryId), index('items_brand_idx').on(t.brandId)],
);

/** Modifier groups of an item (000 §3, §5). */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: id(),
    brandId: brandRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    isSingleSelection: boolean('is_single_selection').notNull(),
    minimumAllowedSelection: integer('minimum_allowed_selection').notNull().default(0),
    maximumAllowedSelection: integer('maximum_allowed_selection').notNull().default(1),
    /** True for groups added for the demo, not in the imported source menu. */
    isDemoAddition: boolean('is_demo_addition').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('modifier_groups_item_idx').on(t.itemId)],
);

/** Modifiers (options) of a group. `price_fils` is the price added per unit, integer fils. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: id(),
    brandId: brandRef(),
    modifierGroupId: uuid('modifier_group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    priceFils: integer('price_fils').notNull().default(0),
    maximumOrderQuantity: integer('maximum_order_quantity').notNull().default(1),
    isStockEnabled: boolean('is_stock_enabled').notNull().default(false),
    availableStock: integer('available_stock').notNull().default(0),
    /** Brand-wide sold-out mark of the option (issue 17, decision 0030); read as items.is_out_of_stock. */
    isOutOfStock: boolean('is_out_of_stock').notNull().default(false),
    /** When the option's brand-wide sold-out mark ends; null: until turned back (decision 0030). */
    outOfStockUntil: timestamp('out_of_stock_until', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('modifiers_group_idx').on(t.modifierGroupId)],
);

/** Customers, per brand (002 §3). A phone number is a customer of each brand separately. */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    brandId: brandRef(),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: createdAt(),
    /**
     * When the customer deleted their account (issue 19, decision 0034), or null. A deleted row is
     * a tombstone kept for the restaurant's books (its orders, ledger and coupon uses point at it):
     * its phone is `deleted:<id>`, name and e-mail null, so the phone signs up anew as a new customer.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_brand_phone_uq').on(t.brandId, t.phoneNumber)],
);

/** One-time sign-in codes, hashed at rest (issue 2: 10 minutes, single use, at most 5 wrong tries). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    brandId: brandRef(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * Who the code signs in (issue 17): 'customer' (a customer session) or 'staff' (a staff
     * session); 'account-deletion' (issue 19) confirms deleting the customer's account and signs nobody in.
     */
    audience: text('audience').notNull().default('customer'),
    ip: text('ip').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.brandId, t.phoneNumber, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Customer sessions: random tokens stored hashed, valid for one brand only. */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  brandId: brandRef(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Messages sent through a messaging transport; the dev outbox reads them in demo mode. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    brandId: brandRef(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** Plain code kept only for the dev transport (demo mode); null for real transports. */
    devCode: text('dev_code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Orders (001 §7.3, 002 §3). Amounts are integer fils; `store_snapshot` keeps the store as it was. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    brandId: brandRef(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderNumber: text('order_number').notNull(),
    serviceType: text('service_type').notNull(),
    timingType: text('timing_type').notNull(),
    status: text('status').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentMethodName: jsonb('payment_method_name').$type<Json.PaymentMethodName>().notNull(),
    /** 'Original Basket Total': Σ lines before any discount (000 §2.15). */
    itemsTotalFils: integer('items_total_fils').notNull(),
    /** 'Discount': automatic item discounts + the coupon (issue 7; the split is in order_adjustments). */
    discountFils: integer('discount_fils').notNull().default(0),
    deliveryFeeFils: integer('delivery_fee_fils').notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxFils: integer('tax_fils').notNull(),
    tipFils: integer('tip_fils').notNull().default(0),
    totalFils: integer('total_fils').notNull(),
    /** The coupon applied (issue 7): id (no foreign key), code and percent (null if fixed) as they were. */
    discountId: uuid('discount_id'),
    discountCode: text('discount_code'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    /** Loyalty credits redeemed ('Loyalty Points', 000 §2.15), fils. */
    loyaltyFils: integer('loyalty_fils').notNull().default(0),
    /** Cashback the order earns when it completes (LOY-02), fils; credited once by setOrderStatus. */
    cashbackFils: integer('cashback_fils').notNull().default(0),
    /** The delivery fee waived (WAIVER-02), fils. */
    waiverFils: integer('waiver_fils').notNull().default(0),
    /** The chosen tip as sent (000 §3 Tip: { type: 'default', value } or { type: 'custom', value (AED) }), or null. */
    selectedTip: jsonb('selected_tip').$type<Json.StoredTip>(),
    orderLanguage: text('order_language').notNull(),
    specialRequest: text('special_request').notNull().default(''),
    pickupVehicleInfo: text('pickup_vehicle_info'),
    orderingPlatform: text('ordering_platform').notNull().default('web'),
    storeSnapshot: jsonb('store_snapshot').$type<Json.StoreSnapshot>().notNull(),
    customerSnapshot: jsonb('customer_snapshot').$type<Json.CustomerSnapshot>().notNull(),
    /**
     * A delivery order's zone (issue 8, decision 0017): the mapped area (MAPPED_AREA_BASED) or the
     * store's area entry (area-based) that served it — no foreign key, zones are replaced by imports.
     */
    deliveryZoneId: uuid('delivery_zone_id'),
    /** A delivery order's address, point and zone terms at order time (fils, minutes): DeliverySnapshot of json-shapes.ts. */
    deliverySnapshot: jsonb('delivery_snapshot').$type<Json.DeliverySnapshot>(),
    /** A pre-order's slot { day 'YYYY-MM-DD', time 'HH:mm - HH:mm' } in Asia/Dubai (issue 8); null for ASAP. */
    preOrderSlot: jsonb('pre_order_slot').$type<Json.PreOrderSlot>(),
    /**
     * Unguessable token of the shareable tracking link (issue 5: ≥ 128 bits). The app sets
     * 32 bytes base64url; the default (two v4 UUIDs, 244 random bits) backfills older orders.
     */
    trackingToken: text('tracking_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped on every status or courier change (issue 17): live tracking compares it (LISTEN/NOTIFY
     * payloads are order id + version).
     */
    version: integer('version').notNull().default(0),
    /** The preparation time the store accepted the order with, minutes 5–90 (issue 17); null before. */
    prepMinutes: integer('prep_minutes'),
    /** When the order is expected ready: accepted at + prepMinutes (issue 17); null before accept. */
    estimatedReadyAt: timestamp('estimated_ready_at', { withTimezone: true }),
    /** When the store said the order is ready (issue 17 'ready': not a status of 002 §4.1); null before. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** A delivery order's expected arrival: estimatedReadyAt + its delivery minutes (issue 17). */
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    /** Why the store rejected (or cancelled) the order, 1–300 characters as typed (issue 17). */
    statusReason: text('status_reason'),
    /** The courier of a dispatched order and its latest position (issue 17): CourierSnapshot. */
    courier: jsonb('courier').$type<Json.CourierSnapshot>(),
    /** A dine-in order's table number (issue 18, 002 §7 dineInTableNumber, 1–999); null otherwise. */
    dineInTableNumber: integer('dine_in_table_number'),
    /** A dine-in order's payment timing (002 §2.6): 'PAY_NOW' | 'PAY_LATER'; null otherwise. */
    paymentTiming: text('payment_timing'),
    /**
     * What this order's payment collects when it is not `total_fils` (issue 18, decision 0032): a
     * PAY_NOW order on a table's open tab pays its own lines and all or a share of the tab; null:
     * the order collects its total.
     */
    chargeFils: integer('charge_fils'),
  },
  (t) => [
    uniqueIndex('orders_brand_number_uq').on(t.brandId, t.orderNumber),
    uniqueIndex('orders_tracking_token_uq').on(t.trackingToken),
    index('orders_customer_idx').on(t.brandId, t.customerId, t.placedAt),
    /** The operator API's order list (issue 17): a store's orders, newest first. */
    index('orders_store_placed_idx').on(t.brandId, t.storeId, t.placedAt),
  ],
);

/** Order lines with their chosen options, a snapshot of names and prices at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: brandRef(),
    itemId: uuid('item_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    sku: text('sku'),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price with options, fils. */
    unitPriceFils: integer('unit_price_fils').notNull(),
    lineTotalFils: integer('line_total_fils').notNull(),
    /** [{ optionId, modifierGroupId, nameEn, nameAr, priceFils, quantity, sku }]. */
    options: jsonb('options').$type<Json.OptionSnapshot[]>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Status history of an order (002 §4.1). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: brandRef(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_order_idx').on(t.orderId)],
);

/** Idempotency keys: a retry with the same key returns the first result (ARCHITECTURE: exactly once). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brandId: brandRef(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    /**
     * 'done' (the answer is stored) or 'running' (claimed by withIdempotency, issue 9: status_code
     * 102 and a null response until its work commits). Rows written whole (place-order) are 'done'.
     */
    state: text('state').notNull().default('done'),
    /** The claim's random token (fences a claim taken over after its lease), or null. */
    lockToken: text('lock_token'),
    /** End of a running claim's lease; after it another caller may take the claim over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.scope, t.key] })],
);

/** Request counters for rate limits kept in PostgreSQL (ARCHITECTURE: scale out). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
