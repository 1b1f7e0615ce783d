import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { storeMenuDataSchema } from './menu.ts';

/** menus/get-pickup-store-menu — a store's pickup menu (000 §7.3; outlet-based sends storeId). */
export const getPickupStoreMenu = defineCall({
  ...CALL_ADDRESSES.getPickupStoreMenu,
  summary: "A store's pickup menu",
  body: postBody({ brandId: idSchema, storeId: idSchema, deliveryMethod: z.string().max(60).optional() }),
  data: storeMenuDataSchema,
});
