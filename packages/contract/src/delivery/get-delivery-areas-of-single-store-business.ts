import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeAreaTermsSchema } from './delivery.ts';

/** One method's entry of the store areas answer (001 §3.3): methodName plus its list. */
export const storeAreasByMethodSchema = z.object({
  COUNTRY_BASED: z
    .object({
      methodName: z.literal('COUNTRY_BASED'),
      countryBaseRes: z.object({ countryDeliveryData: z.array(storeAreaTermsSchema) }),
    })
    .optional(),
  CITY_BASED: z
    .object({
      methodName: z.literal('CITY_BASED'),
      cityBaseRes: z.object({ cityDeliveryData: z.array(storeAreaTermsSchema) }),
    })
    .optional(),
  AREA_BASED: z
    .object({ methodName: z.literal('AREA_BASED'), areaBaseRes: z.array(storeAreaTermsSchema) })
    .optional(),
});

/**
 * delivery-method/get-delivery-areas-of-single-store-business (001 §3.3, §7.2): a store's
 * countries, cities and areas with their fees, keyed by method (a method the store has no active
 * entry for is absent). Another brand's or an unknown store is 404 'Something was incorrect.'.
 */
export const getDeliveryAreasOfSingleStoreBusiness = defineCall({
  ...CALL_ADDRESSES.getDeliveryAreasOfSingleStoreBusiness,
  summary: "A store's delivery countries, cities and areas, keyed by method",
  body: postBody({ brandId: idSchema, storeId: idSchema }),
  data: storeAreasByMethodSchema,
});
