import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { latitudeSchema, longitudeSchema, storeAreaEntrySchema } from './delivery.ts';

/**
 * store/get-stores-by-coordinates (001 §3.4, §4.4, §7.2): the brand's stores whose active mapped
 * areas contain the point, one entry per store (its best area, decision 0016), nearest store
 * first. An empty list is a success: the client shows the paused-delivery text (ADDR-13).
 */
export const getStoresByCoordinates = defineCall({
  ...CALL_ADDRESSES.getStoresByCoordinates,
  summary: 'Stores whose delivery zones contain a point',
  body: postBody({ brandId: idSchema, lat: latitudeSchema, lng: longitudeSchema }),
  data: z.array(storeAreaEntrySchema),
});
