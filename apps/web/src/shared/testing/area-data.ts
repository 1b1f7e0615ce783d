import type { BrandDeliveryArea, StoreAreaEntry } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { ApiError } from '../api/client.ts';
import { aBrand, anItem, aStore } from './fixtures.ts';

/** Test data: the brand-based demo brand (Burgerato) offering delivery and pickup. */
export const brandBased = () => {
  const brand = aBrand({ catalogueType: 'BRAND_BASED_CATALOGUE', brandName: 'Burgerato' });
  return {
    ...brand,
    setting: { isDeliveryEnabled: true, isPickupEnabled: true, taglineEN: 'Burgers', taglineAR: 'برجر' },
  } as typeof brand;
};

/** Burgerato’s delivery areas as delivery-method/get-brand-delivery-areas answers them (the demo seed). */
const AREAS: BrandDeliveryArea[] = [
  {
    cityInfo: { _id: 'c-ad', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبو ظبي' },
    cityAreas: [
      { areaInfo: { _id: 'a-ad', areaNameEN: 'Abu Dhabi', areaNameAR: 'أبو ظبي' } },
      { areaInfo: { _id: 'a-kc', areaNameEN: 'Khalifa City', areaNameAR: 'مدينة خليفة' } },
      { areaInfo: { _id: 'a-mus', areaNameEN: 'Mussafah', areaNameAR: 'مصفح' } },
    ],
  },
  {
    cityInfo: { _id: 'c-dxb', cityNameEN: 'Dubai', cityNameAR: 'دبي' },
    cityAreas: [{ areaInfo: { _id: 'a-dxb', areaNameEN: 'Dubai', areaNameAR: 'دبي' } }],
  },
];

/** Test data: the brand's store, delivering, with `over`. */
export const deliveringStore = (over: Partial<StoreAreaEntry['storeId']> = {}) =>
  ({
    ...aStore({ _id: 's1' }),
    isDeliveryEnabled: true,
    isPreOrderEnabledForDelivery: false,
    paymentOptions: [],
    ...over,
  }) as StoreAreaEntry['storeId'];

/** Test data: the store-area entry of Mussafah (AED 7 fee, AED 30 minimum, 40 minutes). */
export const mussafahEntry = (store = deliveringStore()): StoreAreaEntry => ({
  _id: 'sa-mus',
  storeId: store,
  areaID: { _id: 'a-mus' },
  countryID: { _id: 'ae' },
  cityID: { _id: 'c-ad' },
  mappedAreaInfo: null,
  mappedAreaType: null,
  distance: null,
  deliveryFee: 7,
  minOrder: 30,
  deliveryTime: 40,
  areaName: 'Mussafah',
  translations: { en: { name: 'Mussafah' }, ar: { name: 'مصفح' } },
});

/** Test data: the store's menu with one burger, in the pickup shape (decision 0017). */
const storeMenu = {
  _id: 'm1',
  categories: [
    {
      categoryId: {
        _id: 'c1',
        baseLanguage: { name: 'Burgers', description: '' },
        translations: { en: { name: 'Burgers', description: '' }, ar: { name: 'برجر', description: '' } },
        imageUrl: null,
      },
      items: [anItem()],
    },
  ],
};

/**
 * A fake API for the brand-based delivery screens: the brand's areas, the stores of an area, the
 * delivery menu by area, the brand menu, the promotions calls (nothing), and `over` answers by
 * path first (a function of the body, or a value; an Error is thrown).
 */
export function fakeAreaApi(over: Record<string, unknown> = {}) {
  return async (route: { path: string }, body: Record<string, unknown>) => {
    if (route.path in over) {
      const answer = over[route.path];
      const value = typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer;
      if (value instanceof Error) throw value;
      return value;
    }
    switch (route.path) {
      case ROUTES.getBrandDeliveryAreas.path:
        return { deliveryMethod: 'AREA_BASED', deliveryAreas: AREAS };
      case ROUTES.getStoresByDeliveryArea.path:
        return body.areaId === 'a-mus'
          ? [mussafahEntry()]
          : Promise.reject(
              new ApiError('Unfortunately, the store does not deliver to your location at this time', 404),
            );
      case ROUTES.getDeliveryStoreMenuV2.path:
        return { storeMenu, storeInfo: deliveringStore(), storeArea: mussafahEntry(), mappedAreaType: null };
      case ROUTES.getBrandMenu.path:
        return { _id: 'm1', categories: storeMenu.categories, storeInfo: deliveringStore() };
      case ROUTES.getAllActiveDiscountsV2.path:
        return { discount: [] };
      case ROUTES.getLoyaltyByBrand.path:
        return { isLoyaltyActive: false };
      default:
        throw new Error(`unexpected call ${route.path}`);
    }
  };
}
