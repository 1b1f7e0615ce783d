import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { categoryEntrySchema } from './menu.ts';

/**
 * menus/get-menu-by-id (POST) — one menu of the brand by its id (000 §7.3: sends
 * `{ brandId, menuId }`, reads `success, data { categories[] }, message`). Sufra adds `_id`
 * (the menu id), as in the other menu answers. Errors: 404 'Something was incorrect.' when the
 * menu is unknown, inactive or another brand's (decision 0037).
 */
export const getMenuById = defineCall({
  ...CALL_ADDRESSES.getMenuById,
  summary: 'A menu of the brand by its id',
  body: postBody({ brandId: idSchema, menuId: idSchema }),
  data: z.object({ _id: z.string(), categories: z.array(categoryEntrySchema) }),
});
