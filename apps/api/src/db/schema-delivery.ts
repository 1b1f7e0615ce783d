/**
 * The delivery geography of Sufra (issue 8, migration 0004): each brand's active shipping method,
 * its countries, cities and areas with each store's fee, minimum and time for them (COUNTRY_BASED,
 * CITY_BASED, AREA_BASED), each store's mapped areas (MAPPED_AREA_BASED: POLYGON or DISTANCE),
 * and customers' saved addresses (001 §3.1–§3.4). Money is integer fils, times are minutes,
 * distances metres, coordinates WGS 84 degrees. Every row carries `brand_id` (tenancy).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import type { ZoneGeometry } from './json-shapes.ts';
import { brandRef, brands, customers, stores } from './schema.ts';

const storeRef = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
/** Fee, minimum (fils) and time (minutes) of one delivery area of a store (001 §3.3, §3.4). */
const terms = () => ({
  deliveryFeeFils: integer('delivery_fee_fils').notNull().default(0),
  minOrderFils: integer('min_order_fils').notNull().default(0),
  deliveryTimeMinutes: integer('delivery_time_minutes').notNull().default(45),
  isActive: boolean('is_active').notNull().default(true),
});
const termsCheck = (
  name: string,
  t: { deliveryFeeFils: unknown; minOrderFils: unknown; deliveryTimeMinutes: unknown },
) => check(name, sql`${t.deliveryFeeFils} >= 0 and ${t.minOrderFils} >= 0 and ${t.deliveryTimeMinutes} >= 0`);

/** The brand's active shipping method (001 §3.3; brands/get-brand-active-delivery-method). One row per brand. */
export const brandDeliverySettings = pgTable(
  'brand_delivery_settings',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    activeMethod: text('active_method').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'brand_delivery_method_ck',
      sql`${t.activeMethod} in ('COUNTRY_BASED', 'CITY_BASED', 'AREA_BASED', 'MAPPED_AREA_BASED')`,
    ),
  ],
);

/** A country a brand delivers to (001 §3.3 countryID {countryNameEN, countryNameAR}). */
export const deliveryCountries = pgTable(
  'delivery_countries',
  {
    id: id(),
    brandId: brandRef(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** ISO 3166-1 alpha-2, e.g. AE. */
    code: text('code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_countries_brand_idx').on(t.brandId)],
);

/** A city of a brand's country (001 §3.3 cityInfo / cityID {cityNameEN, cityNameAR}). */
export const deliveryCities = pgTable(
  'delivery_cities',
  {
    id: id(),
    brandId: brandRef(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => deliveryCountries.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Where the name came from (provenance of imported real data). */
    source: jsonb('source'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_cities_brand_idx').on(t.brandId, t.countryId)],
);

/** An area of a brand's city (001 §3.3 areaInfo {areaNameEN, areaNameAR}). */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    id: id(),
    brandId: brandRef(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => deliveryCities.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    source: jsonb('source'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_areas_brand_idx').on(t.brandId, t.cityId)],
);

/**
 * What a store charges to deliver to one country (COUNTRY_BASED: only `country_id`), city
 * (CITY_BASED: `city_id` and its country) or area (AREA_BASED: `area_id`, its city and country).
 */
export const storeDeliveryAreas = pgTable(
  'store_delivery_areas',
  {
    id: id(),
    brandId: brandRef(),
    storeId: storeRef(),
    level: text('level').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => deliveryCountries.id, { onDelete: 'cascade' }),
    cityId: uuid('city_id').references(() => deliveryCities.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id').references(() => deliveryAreas.id, { onDelete: 'cascade' }),
    ...terms(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_delivery_areas_brand_idx').on(t.brandId, t.storeId),
    index('store_delivery_areas_area_idx').on(t.brandId, t.areaId),
    check(
      'store_delivery_areas_level_ck',
      sql`(${t.level} = 'COUNTRY' and ${t.cityId} is null and ${t.areaId} is null)
        or (${t.level} = 'CITY' and ${t.cityId} is not null and ${t.areaId} is null)
        or (${t.level} = 'AREA' and ${t.cityId} is not null and ${t.areaId} is not null)`,
    ),
    termsCheck('store_delivery_areas_terms_ck', t),
  ],
);

/**
 * A store's mapped area (MAPPED_AREA_BASED, 001 §3.3–§3.4). POLYGON: `geometry` is a GeoJSON
 * Polygon or MultiPolygon ([lng, lat] positions) and `min_lng…max_lat` its bounding box (the
 * first cut of every lookup). DISTANCE: the circle of `radius_m` metres around the store's
 * coordinates. `city_en`/`city_ar` group the areas in the brand's area list.
 */
export const mappedAreas = pgTable(
  'mapped_areas',
  {
    id: id(),
    brandId: brandRef(),
    storeId: storeRef(),
    areaType: text('area_type').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    cityEn: text('city_en').notNull().default(''),
    cityAr: text('city_ar').notNull().default(''),
    geometry: jsonb('geometry').$type<ZoneGeometry>(),
    minLng: doublePrecision('min_lng'),
    minLat: doublePrecision('min_lat'),
    maxLng: doublePrecision('max_lng'),
    maxLat: doublePrecision('max_lat'),
    radiusM: integer('radius_m'),
    ...terms(),
    /** Where the shape came from (file, feature properties such as comm_num). */
    source: jsonb('source'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('mapped_areas_brand_idx').on(t.brandId, t.storeId),
    check(
      'mapped_areas_shape_ck',
      sql`(${t.areaType} = 'POLYGON' and ${t.geometry} is not null and ${t.minLng} is not null
          and ${t.minLat} is not null and ${t.maxLng} is not null and ${t.maxLat} is not null)
        or (${t.areaType} = 'DISTANCE' and ${t.radiusM} is not null and ${t.radiusM} > 0)`,
    ),
    termsCheck('mapped_areas_terms_ck', t),
  ],
);

/**
 * A customer's saved address (001 §3.1), per brand and customer. The area ids say which
 * country / city / area or mapped area it was saved for (`delivery_method`, 001 §3.1 save extras).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    brandId: brandRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    addressType: text('address_type').notNull(),
    street: text('street').notNull().default(''),
    building: text('building').notNull().default(''),
    floor: text('floor').notNull().default(''),
    apartmentNo: text('apartment_no').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    country: text('country').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deliveryMethod: text('delivery_method'),
    mappedAreaId: uuid('mapped_area_id').references(() => mappedAreas.id, { onDelete: 'set null' }),
    /** 'distance' when saved for a DISTANCE area (001 §3.1 area_type). */
    areaType: text('area_type'),
    countryId: uuid('country_id').references(() => deliveryCountries.id, { onDelete: 'set null' }),
    cityId: uuid('city_id').references(() => deliveryCities.id, { onDelete: 'set null' }),
    areaId: uuid('area_id').references(() => deliveryAreas.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_owner_idx').on(t.brandId, t.customerId),
    check('customer_addresses_type_ck', sql`${t.addressType} in ('Home', 'Office', 'Other')`),
    check('customer_addresses_point_ck', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);
