import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeAreaEntrySchema } from './delivery.ts';

/**
 * store/getStoresByDeliveryArea (001 §4.3, §7.2): the stores that deliver to an area of the
 * brand (AREA_BASED), cheapest first. An unknown area, or another brand's, is 404
 * MESSAGES.storeDoesNotDeliver.
 */
export const getStoresByDeliveryArea = defineCall({
  ...CALL_ADDRESSES.getStoresByDeliveryArea,
  summary: 'Stores that deliver to an area',
  body: postBody({ brandId: idSchema, areaId: idSchema }),
  data: z.array(storeAreaEntrySchema),
});
