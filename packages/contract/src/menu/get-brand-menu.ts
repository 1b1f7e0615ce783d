import { z } from 'zod';
import { previewHeaders } from '../brand/preview.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeSchema } from '../stores/store.ts';
import { categoryEntrySchema } from './menu.ts';

/**
 * menus/get-brand-menu — the brand-wide menu of a brand-based catalogue (000 §7.3). Sufra adds
 * `_id` (the menu id) and `storeInfo` (the brand's store that serves it), so the brand home
 * needs one call.
 */
export const getBrandMenu = defineCall({
  ...CALL_ADDRESSES.getBrandMenu,
  summary: 'Brand-wide menu',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({ brandId: idSchema }),
  data: z.object({
    _id: z.string(),
    categories: z.array(categoryEntrySchema),
    storeInfo: storeSchema.nullable(),
  }),
});
