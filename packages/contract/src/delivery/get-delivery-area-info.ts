import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { deliveryMethodSchema, storeAreaTermsSchema } from './delivery.ts';

/**
 * delivery-method/get-delivery-area-info (001 §3.3, §4.4, §7.2): the fee and minimum of a saved
 * address's country, city or area at a store, in the form of its method: `countryMethod.
 * countryBaseRes.countryDeliveryData[0]`, `cityMethod.cityBaseRes.cityDeliveryData[0]` or
 * `areaMethod.areaBaseRes`. A missing id → 400 'Please select a country' / 'a city' / 'an area'
 * (ADDR-07); no match → 404 MESSAGES.storeDoesNotDeliver (ADDR-08). MAPPED_AREA_BASED has no
 * area info (400 'Please select an area').
 */
export const getDeliveryAreaInfo = defineCall({
  ...CALL_ADDRESSES.getDeliveryAreaInfo,
  summary: "The fee and minimum of a saved address's area at a store",
  body: postBody({
    brandId: idSchema,
    storeId: idSchema,
    deliveryMethodType: deliveryMethodSchema,
    countryId: idSchema.optional(),
    cityId: idSchema.optional(),
    areaId: idSchema.optional(),
  }),
  data: z.object({
    countryMethod: z
      .object({ countryBaseRes: z.object({ countryDeliveryData: z.array(storeAreaTermsSchema) }) })
      .optional(),
    cityMethod: z
      .object({ cityBaseRes: z.object({ cityDeliveryData: z.array(storeAreaTermsSchema) }) })
      .optional(),
    areaMethod: z.object({ areaBaseRes: storeAreaTermsSchema }).optional(),
  }),
});
