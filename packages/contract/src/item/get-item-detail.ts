import { z } from 'zod';
import { previewHeaders } from '../brand/preview.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { itemDetailDataSchema } from './item-detail.ts';

/** items/get-item-detail — the without-store payload (000 §7.3; ARCHITECTURE: unmapped calls). */
export const getItemDetail = defineCall({
  ...CALL_ADDRESSES.getItemDetail,
  summary: 'Item detail without a store',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({
    type: z.literal('WITH_OUT_STORE_ID').default('WITH_OUT_STORE_ID'),
    itemId: idSchema,
    brandId: idSchema,
    categoryId: idSchema.optional(),
    isModal: z.boolean().optional(),
    reverseImageUrls: z.boolean().optional(),
  }),
  data: itemDetailDataSchema,
});
