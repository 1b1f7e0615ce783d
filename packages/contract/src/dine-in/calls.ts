import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { storeMenuDataSchema } from '../menu/menu.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { tableNumberSchema, tableRefSchema, tableStateSchema, tableTokenSchema } from './dine-in.ts';

/**
 * order/getTableLaterOrders — the table's tab (002 §2.3, §7; issue 18, decision 0032): its
 * pay-later orders (`fetchedOrder`), split bills and amounts, for every guest holding the table
 * link. Public (no sign-in: 002 §2.2 /dine-in/paylater is public) but only with the table's token:
 * a missing or wrong token, an unknown table, another store's or another brand's table → 404
 * tableNotFound, the same answer for each, and nothing is read.
 */
export const getTableLaterOrders = defineCall({
  ...CALL_ADDRESSES.getTableLaterOrders,
  summary: "A table's tab: its pay-later orders, split bills and what remains (with the table token)",
  body: postBody(tableRefSchema.shape),
  data: tableStateSchema,
});

/**
 * menus/get-dine-in-store-menu — a store's dine-in menu (002 §2.5, §7): the same shape as the
 * pickup menu, with the dine-in prep time and the store's dineInPaymentOptions. The menu is public
 * like every menu; a store with dine-in off (the brand's isDineInEnabled false, or the store's
 * DINE_IN payment options empty) → 404 dineInNotAvailable; another brand's store → 404
 * somethingIncorrect.
 */
export const getDineInStoreMenu = defineCall({
  ...CALL_ADDRESSES.getDineInStoreMenu,
  summary: "A store's dine-in menu",
  body: postBody({ brandId: idSchema, storeId: idSchema }),
  data: storeMenuDataSchema,
});

/**
 * GET order/table-events?brandId=&storeId=&tableNumber=&t= — the table's tab live, as Server-Sent
 * Events (issue 18: 'another guest's phone shows the same remaining amount, updated live'; the
 * stream of decision 0026): `event: table`, `id: <version>`, `data:` the getTableLaterOrders answer,
 * at connect and on every change of the tab (an order added or moved, a split held, paid or
 * released, the tab closed). Authorised like getTableLaterOrders: anything else → 404
 * tableNotFound and nothing streamed; too many streams → 429.
 */
export const getTableEvents = defineCall({
  ...CALL_ADDRESSES.getTableEvents,
  summary: "A table's tab live as Server-Sent Events (text/event-stream), with the table token",
  eventStream: true,
  body: z.object({}),
  query: z.object({
    brandId: idSchema,
    storeId: idSchema,
    tableNumber: tableNumberSchema,
    t: tableTokenSchema,
  }),
  data: tableStateSchema,
});
