import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import {
  brandDeliverySettings,
  deliveryAreas,
  deliveryCities,
  deliveryCountries,
  mappedAreas,
  storeDeliveryAreas,
} from '../../db/schema-delivery.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Bbox } from './geo.ts';
import { circleBbox } from './geo.ts';
import type { ZoneRecord } from './zone-index.ts';

type Ctx = Pick<RequestContext, 'brandId'>;
/** A stores row as stored. */
export type DeliveryStoreRow = typeof stores.$inferSelect;

/** The brand's active mapped areas with their store's point, as ZoneRecords (zone-index.ts), in display order. */
export async function loadZones(db: Db, brandId: string): Promise<ZoneRecord[]> {
  const rows = await db
    .select({ zone: mappedAreas, lat: stores.lat, lng: stores.lng })
    .from(mappedAreas)
    .innerJoin(stores, eq(stores.id, mappedAreas.storeId))
    .where(and(eq(mappedAreas.brandId, brandId), eq(mappedAreas.isActive, true)))
    .orderBy(asc(mappedAreas.sort), asc(mappedAreas.id));
  return rows.map(({ zone: z, lat, lng }) => {
    const centre = { lat, lng };
    const bbox: Bbox =
      z.areaType === 'POLYGON'
        ? [z.minLng ?? -180, z.minLat ?? -90, z.maxLng ?? 180, z.maxLat ?? 90]
        : circleBbox(centre, z.radiusM ?? 0);
    return {
      id: z.id,
      storeId: z.storeId,
      areaType: z.areaType === 'DISTANCE' ? 'DISTANCE' : 'POLYGON',
      nameEn: z.nameEn,
      nameAr: z.nameAr,
      cityEn: z.cityEn,
      cityAr: z.cityAr,
      geometry: z.geometry ?? null,
      radiusM: z.radiusM,
      centre,
      bbox,
      deliveryFeeFils: z.deliveryFeeFils,
      minOrderFils: z.minOrderFils,
      deliveryTimeMinutes: z.deliveryTimeMinutes,
      sort: z.sort,
    };
  });
}

/** The brand's stores with these ids (another brand's ids are simply absent). */
export async function storesByIds(db: Db, ctx: Ctx, ids: string[]): Promise<DeliveryStoreRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.brandId, ctx.brandId), inArray(stores.id, ids)));
}

/** The brand's active shipping method, or null. */
export async function findActiveMethod(db: Db, ctx: Ctx): Promise<string | null> {
  const [row] = await db
    .select({ method: brandDeliverySettings.activeMethod })
    .from(brandDeliverySettings)
    .where(eq(brandDeliverySettings.brandId, ctx.brandId));
  return row?.method ?? null;
}

/** A store's country, city or area entry joined with the names of its country, city and area. */
export interface TermsRow {
  id: string;
  storeId: string;
  level: string;
  countryId: string;
  countryEn: string;
  countryAr: string;
  cityId: string | null;
  cityEn: string | null;
  cityAr: string | null;
  areaId: string | null;
  areaEn: string | null;
  areaAr: string | null;
  citySort: number | null;
  areaSort: number | null;
  deliveryFeeFils: number;
  minOrderFils: number;
  deliveryTimeMinutes: number;
}

/** The brand's active store area entries matching `where` (store, level, ids), cheapest first. */
export async function listTerms(db: Db, ctx: Ctx, where: SQL[] = []): Promise<TermsRow[]> {
  return db
    .select({
      id: storeDeliveryAreas.id,
      storeId: storeDeliveryAreas.storeId,
      level: storeDeliveryAreas.level,
      countryId: storeDeliveryAreas.countryId,
      countryEn: deliveryCountries.nameEn,
      countryAr: deliveryCountries.nameAr,
      cityId: storeDeliveryAreas.cityId,
      cityEn: deliveryCities.nameEn,
      cityAr: deliveryCities.nameAr,
      areaId: storeDeliveryAreas.areaId,
      areaEn: deliveryAreas.nameEn,
      areaAr: deliveryAreas.nameAr,
      citySort: deliveryCities.sort,
      areaSort: deliveryAreas.sort,
      deliveryFeeFils: storeDeliveryAreas.deliveryFeeFils,
      minOrderFils: storeDeliveryAreas.minOrderFils,
      deliveryTimeMinutes: storeDeliveryAreas.deliveryTimeMinutes,
    })
    .from(storeDeliveryAreas)
    .innerJoin(deliveryCountries, eq(deliveryCountries.id, storeDeliveryAreas.countryId))
    .leftJoin(deliveryCities, eq(deliveryCities.id, storeDeliveryAreas.cityId))
    .leftJoin(deliveryAreas, eq(deliveryAreas.id, storeDeliveryAreas.areaId))
    .where(and(eq(storeDeliveryAreas.brandId, ctx.brandId), eq(storeDeliveryAreas.isActive, true), ...where))
    .orderBy(
      asc(storeDeliveryAreas.deliveryFeeFils),
      asc(deliveryCities.sort),
      asc(deliveryAreas.sort),
      asc(storeDeliveryAreas.id),
    );
}

/** Conditions for listTerms. */
export const termsWhere = {
  store: (storeId: string) => eq(storeDeliveryAreas.storeId, storeId),
  level: (level: 'COUNTRY' | 'CITY' | 'AREA') => eq(storeDeliveryAreas.level, level),
  country: (id: string) => eq(storeDeliveryAreas.countryId, id),
  city: (id: string) => eq(storeDeliveryAreas.cityId, id),
  area: (id: string) => eq(storeDeliveryAreas.areaId, id),
};

/** Which of these ids are the brand's (mapped area, country, city, area); absent ids are not checked. */
export async function ownedAreaIds(
  db: Db,
  ctx: Ctx,
  ids: { mappedAreaId?: string; countryId?: string; cityId?: string; areaId?: string },
): Promise<boolean> {
  const checks: Array<Promise<unknown[]>> = [];
  const one = (
    table: typeof mappedAreas | typeof deliveryCountries | typeof deliveryCities | typeof deliveryAreas,
    id: string,
  ) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.brandId, ctx.brandId)))
      .limit(1);
  if (ids.mappedAreaId) checks.push(one(mappedAreas, ids.mappedAreaId));
  if (ids.countryId) checks.push(one(deliveryCountries, ids.countryId));
  if (ids.cityId) checks.push(one(deliveryCities, ids.cityId));
  if (ids.areaId) checks.push(one(deliveryAreas, ids.areaId));
  const found = await Promise.all(checks);
  return found.every((rows) => rows.length === 1);
}
