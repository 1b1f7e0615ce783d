import type { Db } from '../../src/db/client.ts';
import {
  brandDeliverySettings,
  deliveryAreas,
  deliveryCities,
  deliveryCountries,
  storeDeliveryAreas,
} from '../../src/db/schema-delivery.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import { signedInCustomer } from './promotions-factory.ts';

/**
 * An AREA_BASED brand for delivery tests (001 §3.3; test fixture, delivery switched on): the UAE
 * with Dubai (areas Arjan and Al Barsha) and Sharjah (area Al Nahda); `storeId` (always open, 5 %
 * VAT, cash) serves Arjan (fee 5 AED, minimum 20 AED, 30 min) and Al Barsha (fee 9 AED) but not
 * Al Nahda; the factory brand menu; a signed-in customer. `method` sets another area-based method
 * on the same geography (COUNTRY_BASED: the store serves the UAE; CITY_BASED: Dubai).
 */
export async function areaBrand(
  db: Db,
  method: 'AREA_BASED' | 'CITY_BASED' | 'COUNTRY_BASED' = 'AREA_BASED',
) {
  const brand = await createBrand(db);
  const brandId = brand.id;
  const store = await createStore(db, brandId, { isDeliveryEnabled: true });
  await db.insert(brandDeliverySettings).values({ brandId, activeMethod: method });
  const [uae] = await db
    .insert(deliveryCountries)
    .values({ brandId, nameEn: 'UAE', nameAr: 'الإمارات', code: 'AE' })
    .returning();
  const countryId = uae!.id;
  const [dubai, sharjah] = await db
    .insert(deliveryCities)
    .values([
      { brandId, countryId, nameEn: 'Dubai', nameAr: 'دبي', sort: 1 },
      { brandId, countryId, nameEn: 'Sharjah', nameAr: 'الشارقة', sort: 2 },
    ])
    .returning();
  const [arjan, barsha, nahda] = await db
    .insert(deliveryAreas)
    .values([
      { brandId, cityId: dubai!.id, nameEn: 'Arjan', nameAr: 'أرجان', sort: 1 },
      { brandId, cityId: dubai!.id, nameEn: 'Al Barsha', nameAr: 'البرشاء', sort: 2 },
      { brandId, cityId: sharjah!.id, nameEn: 'Al Nahda', nameAr: 'النهدة', sort: 1 },
    ])
    .returning();
  const entry = { brandId, storeId: store.id, countryId };
  await db.insert(storeDeliveryAreas).values([
    {
      ...entry,
      level: 'AREA',
      cityId: dubai!.id,
      areaId: arjan!.id,
      deliveryFeeFils: 500,
      minOrderFils: 2_000,
      deliveryTimeMinutes: 30,
    },
    { ...entry, level: 'AREA', cityId: dubai!.id, areaId: barsha!.id, deliveryFeeFils: 900 },
    { ...entry, level: 'CITY', cityId: dubai!.id, deliveryFeeFils: 600 },
    { ...entry, level: 'COUNTRY', deliveryFeeFils: 1_000 },
  ]);
  const menu = await createMenu(db, brandId);
  const me = await signedInCustomer(db, brandId, '+971501239001');
  return {
    brand,
    brandId,
    storeId: store.id,
    countryId,
    cityId: dubai!.id,
    sharjahId: sharjah!.id,
    areaId: arjan!.id,
    barshaId: barsha!.id,
    nahdaId: nahda!.id,
    menu,
    customerId: me.customerId,
    token: me.token,
  };
}
