import centroid from '@turf/centroid';
import { featureCollection, feature as turfFeature } from '@turf/helpers';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, stores } from '../db/schema.ts';
import { brandDeliverySettings, mappedAreas } from '../db/schema-delivery.ts';
import { cityNameAr } from '../modules/delivery/uae-places.ts';
import { invalidateZoneIndex, ZONES_CHANGED_CHANNEL } from '../modules/delivery/zone-index.ts';
import type { Tx } from '../platform/tx.ts';
import { parseZoneFile, type ZoneFeature, ZoneImportError } from './zone-file.ts';

/** What import:zones is asked to do. Fee and minimum in fils, time in minutes. */
export interface ZoneImportInput {
  temporaryDomainName: string;
  /** A store id of the brand, or 'new' to create one at the polygons' centroid. */
  store: string;
  /** The parsed GeoJSON document (checked here: parseZoneFile). */
  collection: unknown;
  deliveryFeeFils?: number;
  minOrderFils?: number;
  deliveryTimeMinutes?: number;
  /** Where the file came from (kept with each zone). */
  sourceName?: string;
}

/** What an import changed. */
export interface ZoneImportSummary {
  brandId: string;
  storeId: string;
  createdStore: boolean;
  zones: number;
  /** POLYGON zones of the store the import replaced. */
  replaced: number;
  /** The brand's method was unset and is now MAPPED_AREA_BASED. */
  setMethod: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Creates a store of the brand at `point`, copying the brand's first store's settings (hours, payments, tax, times, services). */
async function createStoreAt(
  tx: Tx,
  brand: typeof brands.$inferSelect,
  point: { lat: number; lng: number },
  name: ZoneFeature,
) {
  const [first] = await tx
    .select()
    .from(stores)
    .where(eq(stores.brandId, brand.id))
    .orderBy(asc(stores.sort))
    .limit(1);
  const [{ top } = { top: 0 }] = await tx
    .select({ top: max(stores.sort) })
    .from(stores)
    .where(eq(stores.brandId, brand.id));
  const [row] = await tx
    .insert(stores)
    .values({
      brandId: brand.id,
      nameEn: `${brand.brandName} ${name.nameEn}`,
      nameAr: `${brand.brandNameAr} ${name.nameAr}`,
      manualAddress: name.nameEn,
      manualAddressAr: name.nameAr,
      mapAddress: `${name.nameEn} | ${name.nameAr}`,
      city: first?.city ?? '',
      mobileNumber: first?.mobileNumber ?? '',
      whatsAppContact: first?.whatsAppContact ?? '',
      lat: point.lat,
      lng: point.lng,
      taxRate: first?.taxRate ?? '0',
      averagePrepTime: first?.averagePrepTime ?? 30,
      averagePrepTimeForPickup: first?.averagePrepTimeForPickup ?? 15,
      averagePrepTimeForDineIn: first?.averagePrepTimeForDineIn ?? 15,
      isDeliveryEnabled: first?.isDeliveryEnabled ?? false,
      isPickupEnabled: first?.isPickupEnabled ?? true,
      isPreOrderEnabledForDelivery: first?.isPreOrderEnabledForDelivery ?? false,
      isPreOrderEnabledForPickup: first?.isPreOrderEnabledForPickup ?? false,
      openingHours: first?.openingHours ?? {},
      vehicleInfoForPickup: first?.vehicleInfoForPickup ?? { isActive: false, isRequired: false },
      paymentOptions: first?.paymentOptions ?? { DELIVERY: ['CASH'], PICKUP: ['CASH'] },
      sort: Number(top ?? 0) + 1,
    })
    .returning();
  if (!row) throw new Error('insert returned no store');
  return row;
}

/**
 * Imports a GeoJSON FeatureCollection as a store's POLYGON zones (issue 8 `npm run import:zones`),
 * in one transaction: the store's POLYGON zones are replaced by the file's (its DISTANCE zones
 * stay), each named from the feature's EN/AR name properties, with the feature's `deliveryFee`,
 * `minOrder` (AED) and `deliveryTime` (minutes) properties or else the given terms (default 0 fils,
 * 0 fils, 45 minutes), grouped under the store's city. `store: 'new'` first creates a store at the
 * centroid of all the polygons (turf centroid: the mean of their vertices). A brand without a
 * shipping method gets MAPPED_AREA_BASED. Sends `sufra_zones_changed` in the transaction and
 * drops this process's index at commit, so running servers answer with the new zones at once.
 * Throws ZoneImportError (nothing changed) for a bad file, an unknown brand or a foreign store.
 */
export async function importZones(db: Db, input: ZoneImportInput): Promise<ZoneImportSummary> {
  const features = parseZoneFile(input.collection);
  const summary = await db.transaction(async (tx) => {
    const [brand] = await tx
      .select()
      .from(brands)
      .where(eq(brands.temporaryDomainName, input.temporaryDomainName));
    if (!brand)
      throw new ZoneImportError(
        `No brand '${input.temporaryDomainName}' (create it first, e.g. with npm run import:menu)`,
      );
    let store: typeof stores.$inferSelect | undefined;
    if (input.store === 'new') {
      const c = centroid(featureCollection(features.map((f) => turfFeature(f.geometry))));
      const [lng, lat] = c.geometry.coordinates as [number, number];
      store = await createStoreAt(tx, brand, { lat, lng }, features[0] as ZoneFeature);
    } else {
      if (UUID.test(input.store))
        [store] = await tx
          .select()
          .from(stores)
          .where(and(eq(stores.id, input.store), eq(stores.brandId, brand.id)));
      if (!store)
        throw new ZoneImportError(
          `Store ${input.store} is not a store of '${brand.temporaryDomainName}' (give its id, or new)`,
        );
    }
    const removed = await tx
      .delete(mappedAreas)
      .where(and(eq(mappedAreas.storeId, store.id), eq(mappedAreas.areaType, 'POLYGON')))
      .returning({ id: mappedAreas.id });
    const cityAr = cityNameAr(store.city);
    for (let i = 0; i < features.length; i += 200) {
      await tx.insert(mappedAreas).values(
        features.slice(i, i + 200).map((f, j) => ({
          brandId: brand.id,
          storeId: store.id,
          areaType: 'POLYGON',
          nameEn: f.nameEn,
          nameAr: f.nameAr,
          cityEn: store.city,
          cityAr,
          geometry: f.geometry,
          minLng: f.bbox[0],
          minLat: f.bbox[1],
          maxLng: f.bbox[2],
          maxLat: f.bbox[3],
          deliveryFeeFils: f.deliveryFeeFils ?? input.deliveryFeeFils ?? 0,
          minOrderFils: f.minOrderFils ?? input.minOrderFils ?? 0,
          deliveryTimeMinutes: f.deliveryTimeMinutes ?? input.deliveryTimeMinutes ?? 45,
          source: { file: input.sourceName ?? null, properties: f.properties },
          sort: i + j + 1,
        })),
      );
    }
    const set = await tx
      .insert(brandDeliverySettings)
      .values({ brandId: brand.id, activeMethod: 'MAPPED_AREA_BASED' })
      .onConflictDoNothing()
      .returning({ brandId: brandDeliverySettings.brandId });
    await tx.execute(sql`select pg_notify(${ZONES_CHANGED_CHANNEL}, ${brand.id})`);
    return {
      brandId: brand.id,
      storeId: store.id,
      createdStore: input.store === 'new',
      zones: features.length,
      replaced: removed.length,
      setMethod: set.length > 0,
    };
  });
  invalidateZoneIndex(summary.brandId, db);
  return summary;
}
