/**
 * What an order's status move does to its table's tab (issue 18, decision 0032 'Holding a share,
 * exactly once'), in the transaction of the move (orders' transitionOrder, which every payment
 * apply, decline, expiry, cancel and reject goes through).
 */
import { ORDER_AWAITING_PAYMENT } from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';
import { tabAmounts } from './tab-math.ts';
import {
  bumpSession,
  OFF_TAB_STATUSES,
  sessionOfOrder,
  setSplitBillStatus,
  splitBillOfOrder,
  tabOrders,
  tabSplitBills,
} from './tab-repository.ts';
import { toTabOrder, toTabSplit } from './tab-state.ts';

/**
 * An order on an open tab moved from `from` to `to`:
 * - paid (PENDING_PAYMENT → PENDING): its PENDING split bill → PAID (paid_at);
 * - called off (CANCELLED — a declined card, an expired payment window, a cancel — or REJECTED):
 *   its PENDING split bill → RELEASED (the share is free again) and its own lines leave the bill;
 * then, when what is PAID covers the bill (> 0), the tab CLOSES ('PAID'); the version is bumped
 * and the table notified on every move of an order on an open tab. An order on no tab, or on a
 * closed one, changes nothing.
 */
export async function onTabOrderMoved(
  tx: Tx,
  ctx: Pick<RequestContext, 'now'>,
  orderId: string,
  from: string,
  to: string,
): Promise<void> {
  const session = await sessionOfOrder(tx, orderId);
  if (session?.status !== 'OPEN') return;
  const share = await splitBillOfOrder(tx, orderId);
  if (share?.bill.status === 'PENDING') {
    if (from === ORDER_AWAITING_PAYMENT && to === 'PENDING')
      await setSplitBillStatus(tx, share.bill.id, 'PAID', ctx.now);
    else if ((OFF_TAB_STATUSES as readonly string[]).includes(to))
      await setSplitBillStatus(tx, share.bill.id, 'RELEASED', ctx.now);
  }
  const [owed, bills] = await Promise.all([tabOrders(tx, session.id), tabSplitBills(tx, session.id)]);
  const a = tabAmounts(
    owed.map((o) => toTabOrder(o.order, o.lines)),
    bills.map(toTabSplit),
  );
  const paidUp = a.paidFils > 0 && a.paidFils >= a.billFils;
  await bumpSession(tx, session, paidUp ? { status: 'CLOSED', closedAt: ctx.now, closedReason: 'PAID' } : {});
}
