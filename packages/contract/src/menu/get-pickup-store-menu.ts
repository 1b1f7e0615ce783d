import { z } from 'zod';
import { previewHeaders } from '../brand/preview.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeMenuDataSchema } from './menu.ts';

/** menus/get-pickup-store-menu — a store's pickup menu (000 §7.3; outlet-based sends storeId). */
export const getPickupStoreMenu = defineCall({
  ...CALL_ADDRESSES.getPickupStoreMenu,
  summary: "A store's pickup menu",
  // Issue 19 (000 §2.20): the preview's read-only calls accept the preview token.
  headers: previewHeaders,
  body: postBody({ brandId: idSchema, storeId: idSchema, deliveryMethod: z.string().max(60).optional() }),
  data: storeMenuDataSchema,
});
