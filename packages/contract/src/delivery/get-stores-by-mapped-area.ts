import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeAreaEntrySchema } from './delivery.ts';

/**
 * store/get-stores-by-mapped-area (001 §4.3, §7.2): the store of a mapped area of the brand, as a
 * one-entry list. An unknown or inactive mapped area, or another brand's, is 404
 * MESSAGES.storeDoesNotDeliver.
 */
export const getStoresByMappedArea = defineCall({
  ...CALL_ADDRESSES.getStoresByMappedArea,
  summary: 'The store of a mapped delivery area',
  body: postBody({ brandId: idSchema, mappedAreaId: idSchema }),
  data: z.array(storeAreaEntrySchema),
});
