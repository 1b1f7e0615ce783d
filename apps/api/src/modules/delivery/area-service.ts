import {
  type BrandDeliveryArea,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type StoreAreaEntry,
} from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { requireStore, toStore } from '../stores/service.ts';
import { termsEntry, toTerms } from './mapper.ts';
import { findActiveMethod, listTerms, storesByIds, type TermsRow, termsWhere } from './repository.ts';
import type { DeliveryDeps } from './zone-service.ts';

/** brands/get-brand-active-delivery-method (001 §3.3, §7.2): the brand's method or null (404 for an unknown brand). */
export async function activeMethod(deps: DeliveryDeps, ctx: RequestContext): Promise<DeliveryMethod | null> {
  await requireBrand(deps.db, ctx);
  const method = await findActiveMethod(deps.db, ctx);
  return (DELIVERY_METHODS as readonly string[]).includes(method ?? '') ? (method as DeliveryMethod) : null;
}

/** The first row of each key, in order. */
function uniqueBy<T>(rows: T[], key: (row: T) => string | null): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const k = key(r);
    if (k === null || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const bySort = (a: TermsRow, b: TermsRow) =>
  (a.citySort ?? 0) - (b.citySort ?? 0) || (a.areaSort ?? 0) - (b.areaSort ?? 0);

/**
 * delivery-method/get-brand-delivery-areas (001 §3.3, §4.2): the brand's method and what its stores
 * deliver to, in the method's shape — AREA_BASED: cities with their served areas; CITY_BASED:
 * served cities; COUNTRY_BASED: served countries; MAPPED_AREA_BASED: active mapped areas grouped
 * by city. 404 MESSAGES.noDeliveryMethod when the brand has no method.
 */
export async function brandDeliveryAreas(
  deps: DeliveryDeps,
  ctx: RequestContext,
): Promise<{ deliveryMethod: DeliveryMethod; deliveryAreas: BrandDeliveryArea[] }> {
  const method = await activeMethod(deps, ctx);
  if (!method) throw new AppError('noDeliveryMethod', 404);
  if (method === 'MAPPED_AREA_BASED') {
    const index = await deps.zones.get(ctx.brandId);
    const cities = new Map<string, Extract<BrandDeliveryArea, { areas: unknown }>>();
    for (const z of index.zones) {
      const city = cities.get(z.cityEn) ?? { city: { en: z.cityEn, ar: z.cityAr || z.cityEn }, areas: [] };
      city.areas.push({
        mappedAreaId: z.id,
        translations: { en: { name: z.nameEn }, ar: { name: z.nameAr } },
      });
      cities.set(z.cityEn, city);
    }
    return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
  }
  if (method === 'COUNTRY_BASED') {
    const rows = uniqueBy(await listTerms(deps.db, ctx, [termsWhere.level('COUNTRY')]), (r) => r.countryId);
    return {
      deliveryMethod: method,
      deliveryAreas: rows.map((r) => ({ _id: r.countryId, countryID: toTerms(r).countryID })),
    };
  }
  if (method === 'CITY_BASED') {
    const rows = uniqueBy(await listTerms(deps.db, ctx, [termsWhere.level('CITY')]), (r) => r.cityId).sort(
      bySort,
    );
    return {
      deliveryMethod: method,
      deliveryAreas: rows.flatMap((r) => {
        const city = toTerms(r).cityID;
        return city ? [{ _id: city._id, cityID: city }] : [];
      }),
    };
  }
  const rows = uniqueBy(await listTerms(deps.db, ctx, [termsWhere.level('AREA')]), (r) => r.areaId).sort(
    bySort,
  );
  const cities = new Map<string, Extract<BrandDeliveryArea, { cityAreas: unknown }>>();
  for (const r of rows) {
    const t = toTerms(r);
    if (!t.cityID || !t.areaID) continue;
    const city = cities.get(t.cityID._id) ?? { cityInfo: t.cityID, cityAreas: [] };
    city.cityAreas.push({ areaInfo: t.areaID });
    cities.set(t.cityID._id, city);
  }
  return { deliveryMethod: method, deliveryAreas: [...cities.values()] };
}

/**
 * store/getStoresByDeliveryArea (001 §4.3): the stores with an active entry for the brand's area,
 * cheapest first; 404 MESSAGES.storeDoesNotDeliver when none (unknown or foreign area included).
 */
export async function storesForArea(
  deps: DeliveryDeps,
  ctx: RequestContext,
  areaId: string,
): Promise<StoreAreaEntry[]> {
  const rows = await listTerms(deps.db, ctx, [termsWhere.level('AREA'), termsWhere.area(areaId)]);
  const brand = await requireBrand(deps.db, ctx);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const stores = new Map(
    (
      await storesByIds(
        deps.db,
        ctx,
        rows.map((r) => r.storeId),
      )
    ).map((s) => [s.id, toStore(s, ctx.now, base)]),
  );
  const entries = uniqueBy(rows, (r) => r.storeId).flatMap((r) => {
    const store = stores.get(r.storeId);
    return store ? [termsEntry(store, r, ctx.language)] : [];
  });
  if (entries.length === 0) throw new AppError('storeDoesNotDeliver', 404);
  return entries;
}

/**
 * delivery-method/get-delivery-areas-of-single-store-business (001 §3.3): a store's active
 * countries, cities and areas keyed by method; 404 'Something was incorrect.' for a foreign store.
 */
export async function storeAreasByMethod(deps: DeliveryDeps, ctx: RequestContext, storeId: string) {
  await requireStore(deps.db, ctx, storeId);
  const rows = await listTerms(deps.db, ctx, [termsWhere.store(storeId)]);
  const of = (level: string) => rows.filter((r) => r.level === level).map(toTerms);
  const [countries, cities, areas] = [of('COUNTRY'), of('CITY'), of('AREA')];
  return {
    ...(countries.length
      ? {
          COUNTRY_BASED: {
            methodName: 'COUNTRY_BASED' as const,
            countryBaseRes: { countryDeliveryData: countries },
          },
        }
      : {}),
    ...(cities.length
      ? { CITY_BASED: { methodName: 'CITY_BASED' as const, cityBaseRes: { cityDeliveryData: cities } } }
      : {}),
    ...(areas.length ? { AREA_BASED: { methodName: 'AREA_BASED' as const, areaBaseRes: areas } } : {}),
  };
}

/**
 * delivery-method/get-delivery-area-info (001 §3.3, §4.4; ADDR-07, ADDR-08): the store's terms for
 * a saved address's country, city or area, by `deliveryMethodType`. A missing id → 400 'Please
 * select a country' / 'a city' / 'an area'; no active entry → 404 MESSAGES.storeDoesNotDeliver.
 */
export async function areaInfo(
  deps: DeliveryDeps,
  ctx: RequestContext,
  input: {
    storeId: string;
    deliveryMethodType: DeliveryMethod;
    countryId?: string;
    cityId?: string;
    areaId?: string;
  },
) {
  await requireStore(deps.db, ctx, input.storeId);
  const { countryId, cityId, areaId } = input;
  const store = termsWhere.store(input.storeId);
  const first = async (where: Parameters<typeof listTerms>[2]) => {
    const [row] = await listTerms(deps.db, ctx, [store, ...(where ?? [])]);
    if (!row) throw new AppError('storeDoesNotDeliver', 404);
    return toTerms(row);
  };
  switch (input.deliveryMethodType) {
    case 'COUNTRY_BASED':
      if (!countryId) throw new AppError('selectCountry', 400);
      return {
        countryMethod: {
          countryBaseRes: {
            countryDeliveryData: [await first([termsWhere.level('COUNTRY'), termsWhere.country(countryId)])],
          },
        },
      };
    case 'CITY_BASED':
      if (!cityId || !countryId) throw new AppError('selectCity', 400);
      return {
        cityMethod: {
          cityBaseRes: {
            cityDeliveryData: [
              await first([termsWhere.level('CITY'), termsWhere.city(cityId), termsWhere.country(countryId)]),
            ],
          },
        },
      };
    default:
      if (!areaId || !cityId || !countryId || input.deliveryMethodType !== 'AREA_BASED')
        throw new AppError('selectArea', 400);
      return {
        areaMethod: {
          areaBaseRes: await first([
            termsWhere.level('AREA'),
            termsWhere.area(areaId),
            termsWhere.city(cityId),
            termsWhere.country(countryId),
          ]),
        },
      };
  }
}
