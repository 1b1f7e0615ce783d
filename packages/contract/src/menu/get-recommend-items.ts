import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * menus/get-recommend-items (POST) — items to suggest after the last cart line (000 §2.11
 * Recommended Items, §5 CART-08, §7.3: sends `{ itemId, brandId, storeId, menuId, serviceType,
 * categoryId }`, reads `success, data` = a list of item ids). Which items: decision 0037 (at most
 * LIMITS.recommendedItemsMax, in stock at the store, never the item itself). Errors: 404
 * 'Something was incorrect.' for a store, menu or item not of the brand, or an item not on the menu.
 */
export const getRecommendItems = defineCall({
  ...CALL_ADDRESSES.getRecommendItems,
  summary: 'Recommended items after the last cart line',
  body: postBody({
    itemId: idSchema,
    brandId: idSchema,
    storeId: idSchema,
    menuId: idSchema,
    serviceType: serviceTypeSchema,
    categoryId: idSchema,
  }),
  data: z.array(z.string()),
});
