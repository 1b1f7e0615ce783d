import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import {
  latitudeSchema,
  longitudeSchema,
  MAPPED_AREA_TYPES,
  storeAreaEntrySchema,
} from '../delivery/delivery.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeSchema } from '../stores/store.ts';
import { storeMenuSchema } from './menu.ts';

/**
 * menus/get-delivery-store-menu-v2 (000 §7.3, §3 Store menu; 001 §4.6, TIMING-09): a store's
 * delivery menu for the customer's place. Sends `{ brandId, storeId, areaID?, deliveryMethod }`
 * (the spec's) plus, for mapped areas, the point `lat`, `lng` (Sufra): the server checks that the
 * store serves it (the point's zones, else `areaID` — a mapped area id for MAPPED_AREA_BASED, an
 * area id for AREA_BASED) and answers its terms as `storeArea` (fee and minimum AED, time minutes).
 * `storeMenu` is the pickup shape `{ _id, categories[] }` (decision 0017: one menu shape).
 */
export const getDeliveryStoreMenuV2 = defineCall({
  ...CALL_ADDRESSES.getDeliveryStoreMenuV2,
  summary: "A store's delivery menu with the terms of the customer's zone or area",
  body: postBody({
    brandId: idSchema,
    storeId: idSchema,
    areaID: idSchema.optional(),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
    deliveryMethod: z.string().max(60).optional(),
  }),
  data: z.object({
    storeMenu: storeMenuSchema,
    storeInfo: storeSchema,
    storeArea: storeAreaEntrySchema,
    mappedAreaType: z.enum(MAPPED_AREA_TYPES).nullable(),
  }),
});
