/**
 * Dine-in (issue 18, decision 0032): the table's tab — read it with the table link
 * (getTableLaterOrders), the dine-in part of place-order, the tab's side of an order's status move,
 * and the kitchen board's tabs. The entry other modules import (issue 16: through a service).
 */
import type { TableRef, TableState } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { tableState } from './tab-state.ts';
import { requireTable } from './table-access.ts';

export {
  checkDineIn,
  type DineInCheck,
  type DineInHold,
  dineInOpen,
  dineInOrderValues,
  holdDineIn,
  type OwnBasket,
  recordDineIn,
} from './place-dine-in.ts';
export { closeTableTab, staffTableTabs } from './staff-tabs.ts';
export { onTabOrderMoved } from './tab-effects.ts';
export { TABLE_EVENTS_CHANNEL } from './tab-repository.ts';
export { requireTable, tableState };

/**
 * order/getTableLaterOrders (002 §2.3, §7; decision 0032): the table's tab (tableStateSchema) for
 * the holder of the table link. `ref.brandId` must be the request's brand; a missing or wrong
 * token, an unknown table, another store's or another brand's table → 404 tableNotFound (one
 * answer, nothing of the tab read). A table with no open tab → zeros and sessionId null.
 */
export async function getTableLaterOrders(db: Db, ctx: RequestContext, ref: TableRef): Promise<TableState> {
  if (ref.brandId !== ctx.brandId) throw new AppError('tableNotFound', 404);
  return tableState(db, await requireTable(db, ref));
}
