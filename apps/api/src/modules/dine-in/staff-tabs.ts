/**
 * The kitchen board's table tabs (issue 18, decision 0032; contract staff/calls-tables.ts): one
 * store's open tabs, and closing a tab paid at the counter. Staff auth and store scoping are the
 * board's (staff/service requireStaffForStore: 401 staffLoginRequired, 404 somethingIncorrect).
 */
import type { StaffTableTab } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/tx.ts';
import { requireStaffForStore } from '../staff/service.ts';
import { tabAmounts } from './tab-math.ts';
import {
  bumpSession,
  openTabsOfStore,
  type SessionRow,
  sessionById,
  type TableRow,
  tableById,
  tabOrders,
  tabSplitBills,
} from './tab-repository.ts';
import { toTabOrder, toTabSplit } from './tab-state.ts';

/** A tab as the board lists it (amounts AED). */
async function staffTab(db: DbOrTx, session: SessionRow, table: TableRow): Promise<StaffTableTab> {
  const [owed, bills] = await Promise.all([tabOrders(db, session.id), tabSplitBills(db, session.id)]);
  const a = tabAmounts(
    owed.map((o) => toTabOrder(o.order, o.lines)),
    bills.map(toTabSplit),
  );
  return {
    sessionId: session.id,
    tableNumber: table.number,
    label: table.label,
    openedAt: Math.floor(session.openedAt.getTime() / 1000),
    orderNumbers: owed.filter((o) => o.lines.length > 0).map((o) => o.order.orderNumber),
    billAmount: filsToAed(a.billFils),
    paidAmount: filsToAed(a.paidFils),
    heldAmount: filsToAed(a.heldFils),
    remainingAmount: filsToAed(a.remainingFils),
    version: session.version,
  };
}

/** GET staff/tables?storeId= — the store's open tabs by table number (401 / 404 as the board). */
export async function staffTableTabs(db: Db, ctx: RequestContext, storeId: string) {
  const store = await requireStaffForStore(db, ctx, storeId);
  const rows = await openTabsOfStore(db, ctx.brandId, store.id);
  return { tabs: await Promise.all(rows.map((r) => staffTab(db, r.session, r.table))) };
}

/**
 * POST staff/tables/{sessionId}/close — closes a tab paid at the counter: CLOSED ('STAFF', the
 * member and the time), version + 1, the table notified, in one transaction under the tab's lock.
 * A closed tab answers itself with changed false (idempotent). 409 tablePaymentInProgress while a
 * PENDING share exists; 404 somethingIncorrect for an unknown tab or one of a store the member
 * does not work in (checked before anything is read of it).
 */
export async function closeTableTab(db: Db, ctx: RequestContext, sessionId: string) {
  const found = await sessionById(db, ctx.brandId, sessionId);
  if (!found) throw new AppError('somethingIncorrect', 404);
  await requireStaffForStore(db, ctx, found.storeId);
  const staffId = ctx.actor?.kind === 'staff' ? ctx.actor.staffId : null;
  return db.transaction(async (tx) => {
    const session = (await sessionById(tx, ctx.brandId, sessionId, true))!;
    const table = (await tableById(tx, session.tableId))!;
    if (session.status !== 'OPEN')
      return { tab: { ...(await staffTab(tx, session, table)), status: 'CLOSED' as const }, changed: false };
    if ((await tabSplitBills(tx, session.id)).some((b) => b.status === 'PENDING'))
      throw new AppError('tablePaymentInProgress', 409);
    const version = await bumpSession(tx, session, {
      status: 'CLOSED',
      closedAt: ctx.now,
      closedReason: 'STAFF',
      closedByStaffId: staffId,
    });
    const tab = await staffTab(tx, { ...session, version }, table);
    return { tab: { ...tab, status: 'CLOSED' as const }, changed: true };
  });
}
