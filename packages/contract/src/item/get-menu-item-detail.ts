import { z } from 'zod';
import { previewHeaders } from '../brand/preview.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { itemDetailDataSchema } from './item-detail.ts';

/** menus/get-menu-item-detail — the with-store payload (000 §7.3; ARCHITECTURE: unmapped calls). */
export const getMenuItemDetail = defineCall({
  ...CALL_ADDRESSES.getMenuItemDetail,
  summary: 'Item detail with a store',
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({
    type: z.literal('WITH_STORE_ID').default('WITH_STORE_ID'),
    itemId: idSchema,
    brandId: idSchema,
    storeId: idSchema,
    menuId: idSchema.optional(),
    serviceType: serviceTypeSchema,
    categoryId: idSchema.optional(),
    isModal: z.boolean().optional(),
    reverseImageUrls: z.boolean().optional(),
  }),
  data: itemDetailDataSchema,
});
