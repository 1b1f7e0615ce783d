import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { latitudeSchema, longitudeSchema, MAPPED_AREA_TYPES, storeAreaEntrySchema } from './delivery.ts';

/**
 * store/check-coordinates-in-store-delivery-range (001 §3.4, §4.4, §7.2; ADDR-14): whether the
 * selected store serves the point. `stores` lists every store that does (the selected one
 * included); `mappedAreaInfo`, `mappedAreaType` and `areaName` describe the selected store's area
 * when found, else the first other store's. The answer's `message` is the change-branch question
 * when only other stores serve the point, the paused-delivery text when none does. Another
 * brand's or an unknown store is 404 'Something was incorrect.'.
 */
export const checkCoordinatesInStoreDeliveryRange = defineCall({
  ...CALL_ADDRESSES.checkCoordinatesInStoreDeliveryRange,
  summary: "Whether a point lies in the selected store's delivery zones",
  body: postBody({
    brandId: idSchema,
    storeId: idSchema,
    mappedAreaId: idSchema.optional(),
    lat: latitudeSchema,
    lng: longitudeSchema,
  }),
  data: z.object({
    foundInSelectedStore: z.boolean(),
    mappedAreaType: z.enum(MAPPED_AREA_TYPES).nullable(),
    mappedAreaInfo: z.object({ mappedAreaId: z.object({ _id: z.string() }) }).nullable(),
    areaName: z.string(),
    stores: z.array(storeAreaEntrySchema),
  }),
});
