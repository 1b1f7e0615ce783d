import type { Db } from '../../src/db/client.ts';
import { brandDeliverySettings, customerAddresses, mappedAreas } from '../../src/db/schema-delivery.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import { signedInCustomer } from './promotions-factory.ts';

/** A square POLYGON zone [minLng, minLat, maxLng, maxLat] (degrees) as stored, with its bbox columns. */
function square([minLng, minLat, maxLng, maxLat]: [number, number, number, number]) {
  return {
    areaType: 'POLYGON',
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [minLng, minLat],
          [maxLng, minLat],
          [maxLng, maxLat],
          [minLng, maxLat],
          [minLng, minLat],
        ],
      ],
    },
    minLng,
    minLat,
    maxLng,
    maxLat,
  };
}

/** Inside the main store's zone (25.05–25.07 N, 55.23–55.25 E). */
export const INSIDE = { lat: 25.06, lng: 55.24 };
/** Inside only the other store's zone. */
export const OTHER_STORE_ONLY = { lat: 25.21, lng: 55.28 };
/** In the Gulf, in no zone. */
export const NOWHERE = { lat: 25.15, lng: 55.1 };

/**
 * A MAPPED_AREA_BASED brand for delivery tests (test fixture: delivery switched on, unlike the
 * demo): `storeId` (always open, 5 % VAT, cash for delivery and pickup, fee waived from 100 AED)
 * with a square zone around INSIDE (fee 7 AED, minimum 30 AED, 40 min); `otherStoreId` with a zone
 * around OTHER_STORE_ONLY; `offStoreId` covering INSIDE too but with delivery off; the factory
 * brand menu; a signed-in customer with a saved address at INSIDE, and a second customer with one.
 */
export async function deliveryBrand(db: Db) {
  const brandId = (await createBrand(db)).id;
  const waiver = {
    onOrderAmount: { isEnabled: true, amountFils: 10_000 },
    onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
  };
  const store = await createStore(db, brandId, { isDeliveryEnabled: true, deliveryChargesWaiver: waiver });
  const other = await createStore(db, brandId, { isDeliveryEnabled: true, lat: 25.21, lng: 55.28 });
  const off = await createStore(db, brandId, { isDeliveryEnabled: false });
  await db.insert(brandDeliverySettings).values({ brandId, activeMethod: 'MAPPED_AREA_BASED' });
  const [zone] = await db
    .insert(mappedAreas)
    .values([
      {
        brandId,
        storeId: store.id,
        nameEn: 'Arjan',
        nameAr: 'أرجان',
        ...square([55.23, 25.05, 55.25, 25.07]),
        deliveryFeeFils: 700,
        minOrderFils: 3_000,
        deliveryTimeMinutes: 40,
      },
      {
        brandId,
        storeId: other.id,
        nameEn: 'Elsewhere',
        nameAr: 'مكان آخر',
        ...square([55.27, 25.2, 55.29, 25.22]),
        deliveryFeeFils: 500,
      },
      { brandId, storeId: off.id, nameEn: 'Off', nameAr: 'متوقف', ...square([55.23, 25.05, 55.25, 25.07]) },
    ])
    .returning();
  const menu = await createMenu(db, brandId);
  const me = await signedInCustomer(db, brandId, '+971501230001');
  const them = await signedInCustomer(db, brandId, '+971501230002');
  const address = (customerId: string) =>
    db
      .insert(customerAddresses)
      .values({
        brandId,
        customerId,
        address: 'Villa 12, Street 4, Arjan',
        addressType: 'Home',
        street: 'Street 4',
        city: 'Dubai',
        area: 'Arjan',
        country: 'UAE',
        ...INSIDE,
      })
      .returning()
      .then((rows) => rows[0]!.id);
  return {
    brandId,
    storeId: store.id,
    otherStoreId: other.id,
    offStoreId: off.id,
    zoneId: zone!.id,
    menu,
    token: me.token,
    addressId: await address(me.customerId),
    theirAddressId: await address(them.customerId),
  };
}

/** An inline delivery address (001 §7.3) at `point`. */
export const inlineAddress = (point: { lat: number; lng: number } | { coordinates: unknown[] }) => ({
  userId: 'ignored',
  address: 'Villa 12, Street 4, Arjan',
  addressType: 'Home',
  street: 'Street 4',
  city: 'Dubai',
  country: 'UAE',
  area: 'arjan',
  orderDeliveryLoc: {
    type: 'Point',
    coordinates: 'coordinates' in point ? point.coordinates : [point.lat, point.lng],
  },
  selectedDeliveryMethodInfo: { methodName: 'MAPPED_AREA_BASED' },
});
