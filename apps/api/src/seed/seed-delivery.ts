import { readFileSync } from 'node:fs';
import { aedToFils } from '@sufra/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import {
  brandDeliverySettings,
  deliveryAreas,
  deliveryCities,
  deliveryCountries,
  mappedAreas,
  storeDeliveryAreas,
} from '../db/schema-delivery.ts';
import { seedFile, uaeEmirates } from '../modules/delivery/uae-places.ts';
import { importZones } from './import-zones.ts';

/** Demo zone terms: fee and minimum in AED, time in minutes. */
type Terms = [fee: number, minOrder: number, minutes: number];

/**
 * Al Nile's demo POLYGON zones (seed README): Dubai Municipality communities by comm_num around each
 * branch, fees rising away from it. AL BARSHA SOUTH FIRST (671) is served by two branches, so a
 * point there lists both.
 */
const ALNILE_ZONES: Record<string, Array<[commNum: number, ...Terms]>> = {
  'Al Nile Gourmet Arjan': [
    [673, 5, 30, 30],
    [672, 7, 40, 35],
    [674, 7, 40, 40],
    [671, 9, 50, 45],
  ],
  'Al Nile Gourmet Al Barsha 1 (demo branch)': [
    [373, 5, 30, 30],
    [367, 7, 35, 35],
    [372, 8, 40, 40],
    [376, 8, 40, 40],
    [671, 10, 50, 45],
  ],
  'Al Nile Gourmet Mirdif (demo branch)': [
    [251, 6, 35, 35],
    [213, 7, 35, 35],
    [422, 8, 40, 40],
    [216, 8, 40, 40],
  ],
  'Al Nile Gourmet Dubai Marina (demo branch)': [
    [392, 6, 40, 35],
    [393, 8, 45, 40],
    [388, 8, 45, 40],
  ],
};

/** Al Nile's DISTANCE zone: 3 km around the Dubai Marina branch (12 AED, minimum 50 AED, 45 minutes). */
const MARINA_CIRCLE = {
  store: 'Al Nile Gourmet Dubai Marina (demo branch)',
  radiusM: 3000,
  terms: [12, 50, 45] as Terms,
};

/** Where Burgerato (Bani Yas East, Abu Dhabi) delivers, by city name of uae_emirates_cities.json. */
const BURGERATO_AREAS: Record<string, Terms> = {
  'Bani Yas City': [5, 25, 30],
  Mussafah: [7, 30, 40],
  'Khalifa City': [7, 30, 40],
  'Abu Dhabi': [10, 40, 50],
  'Al Ain City': [20, 80, 90],
  Dubai: [25, 100, 100],
};

/** The Al Barsha 1 demo branch's old point (a community centroid), moved to a real branch point in issue 8. */
const OLD_BARSHA_POINT = { lat: 25.111031, lng: 55.194978 };

/** The demo branches a delivering Al Nile needs besides its first two (seed/stores.json alnileDelivery). */
export interface DeliveryBranch {
  name_en: string;
  lat: number;
  lng: number;
  [field: string]: unknown;
}

/** What seeding delivery needs from the demo seed: adds branches (with their menu) to a brand. */
export interface DeliverySeedHooks {
  addStores: (brandId: string, branches: DeliveryBranch[]) => Promise<void>;
}

const fils = (aed: number) => aedToFils(aed);

/** Al Nile: two more branches, community zones per branch, one DISTANCE zone, MAPPED_AREA_BASED. */
async function seedAlnileDelivery(db: Db, brandId: string, hooks: DeliverySeedHooks): Promise<void> {
  const places = JSON.parse(readFileSync(seedFile('stores.json'), 'utf8')) as {
    alnile: Array<DeliveryBranch & { key: string }>;
    alnileDelivery: DeliveryBranch[];
  };
  const barsha = places.alnile.find((p) => p.key === 'barsha-1');
  if (barsha) {
    await db
      .update(stores)
      .set({ lat: barsha.lat, lng: barsha.lng })
      .where(
        and(
          eq(stores.brandId, brandId),
          eq(stores.nameEn, barsha.name_en),
          eq(stores.lat, OLD_BARSHA_POINT.lat),
        ),
      );
  }
  const existing = new Set(
    (await db.select({ name: stores.nameEn }).from(stores).where(eq(stores.brandId, brandId))).map(
      (r) => r.name,
    ),
  );
  const missing = places.alnileDelivery.filter((b) => !existing.has(b.name_en));
  if (missing.length > 0) await hooks.addStores(brandId, missing);
  const rows = await db.select().from(stores).where(eq(stores.brandId, brandId));
  const communities = JSON.parse(readFileSync(seedFile('geo/dubai_communities.geojson'), 'utf8')) as {
    features: Array<{ properties: Record<string, unknown> }>;
  };
  for (const [storeName, zones] of Object.entries(ALNILE_ZONES)) {
    const store = rows.find((r) => r.nameEn === storeName);
    if (!store) continue;
    const features = zones.map(([comm, fee, min, minutes]) => {
      const f = communities.features.find((x) => x.properties.comm_num === comm);
      if (!f) throw new Error(`community ${comm} missing from seed/geo/dubai_communities.geojson`);
      return {
        ...f,
        properties: { ...f.properties, deliveryFee: fee, minOrder: min, deliveryTime: minutes },
      };
    });
    await importZones(db, {
      temporaryDomainName: 'alnile',
      store: store.id,
      collection: { type: 'FeatureCollection', features },
      sourceName: 'dubai_communities.geojson',
    });
  }
  const marina = rows.find((r) => r.nameEn === MARINA_CIRCLE.store);
  if (marina) {
    await db.insert(mappedAreas).values({
      brandId,
      storeId: marina.id,
      areaType: 'DISTANCE',
      nameEn: 'Dubai Marina (3 km)',
      nameAr: 'دبي مارينا (3 كم)',
      cityEn: 'Dubai',
      cityAr: 'دبي',
      radiusM: MARINA_CIRCLE.radiusM,
      deliveryFeeFils: fils(MARINA_CIRCLE.terms[0]),
      minOrderFils: fils(MARINA_CIRCLE.terms[1]),
      deliveryTimeMinutes: MARINA_CIRCLE.terms[2],
      source: { demo: true },
      sort: 100,
    });
  }
}

/** Burgerato: the UAE, its 7 emirates (cities) and their towns (areas); its store delivers to a few, AREA_BASED. */
async function seedBurgeratoDelivery(db: Db, brandId: string): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.brandId, brandId)).limit(1);
  const [uae] = await db
    .insert(deliveryCountries)
    .values({ brandId, nameEn: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة', code: 'AE' })
    .returning();
  const source = {
    file: 'uae_emirates_cities.json',
    repo: 'dr5hn/countries-states-cities-database',
    licence: 'ODbL-1.0',
  };
  let sort = 0;
  for (const emirate of uaeEmirates()) {
    const [city] = await db
      .insert(deliveryCities)
      .values({
        brandId,
        countryId: uae!.id,
        nameEn: emirate.name_en,
        nameAr: emirate.name_ar,
        source,
        sort: ++sort,
      })
      .returning();
    const areas = await db
      .insert(deliveryAreas)
      .values(
        emirate.cities.map((c, i) => ({
          brandId,
          cityId: city!.id,
          nameEn: c.name_en,
          nameAr: c.name_ar,
          source: { ...source, id: c.id, lat: c.lat, lng: c.lng },
          sort: i + 1,
        })),
      )
      .returning();
    if (!store) continue;
    const served = areas.flatMap((a) => {
      const terms = BURGERATO_AREAS[a.nameEn];
      return terms ? [{ area: a, terms }] : [];
    });
    if (served.length === 0) continue;
    await db.insert(storeDeliveryAreas).values(
      served.map(({ area, terms }) => ({
        brandId,
        storeId: store.id,
        level: 'AREA',
        countryId: uae!.id,
        cityId: city!.id,
        areaId: area.id,
        deliveryFeeFils: fils(terms[0]),
        minOrderFils: fils(terms[1]),
        deliveryTimeMinutes: terms[2],
      })),
    );
  }
  await db.insert(brandDeliverySettings).values({ brandId, activeMethod: 'AREA_BASED' });
}

/**
 * The demo delivery geography (issue 8, seed README), once per demo brand: Al Nile Gourmet
 * (outlet-based) gets MAPPED_AREA_BASED delivery from four Dubai branches with community POLYGON
 * zones and a 3 km DISTANCE zone; Burgerato (brand-based) AREA_BASED delivery over the emirates'
 * cities. A brand that already has a shipping method is left alone (that marks it done), so a
 * database seeded before issue 8 is upgraded once. Stores keep `isDeliveryEnabled` as it was;
 * switchOnDemoDelivery (seed-delivery-on.ts) switches the demo on. Returns whether it wrote anything.
 */
export async function seedDemoDelivery(
  db: Db,
  brandId: string,
  temporaryDomainName: string,
  hooks: DeliverySeedHooks,
): Promise<boolean> {
  const [done] = await db
    .select({ brandId: brandDeliverySettings.brandId })
    .from(brandDeliverySettings)
    .where(eq(brandDeliverySettings.brandId, brandId));
  if (done) return false;
  if (temporaryDomainName === 'alnile') await seedAlnileDelivery(db, brandId, hooks);
  else if (temporaryDomainName === 'burgerato') await seedBurgeratoDelivery(db, brandId);
  else return false;
  return true;
}
