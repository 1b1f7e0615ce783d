import { z } from 'zod';
import { previewHeaders } from '../brand/preview.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeSchema } from './store.ts';

/**
 * /store/get-stores-for-pickup — the brand's pickup stores (001 §2.7, §7.2). The spec reads
 * `success, stores`; Sufra answers `data.stores` inside the common envelope (decision 0003).
 */
export const getStoresForPickup = defineCall({
  ...CALL_ADDRESSES.getStoresForPickup,
  summary: 'Pickup stores of a brand',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({ brandId: idSchema }),
  data: z.object({ stores: z.array(storeSchema) }),
});
