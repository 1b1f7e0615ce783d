/**
 * The dine-in part of place-order (issue 18, decision 0032; 002 §2.6–§2.8, §7, §9; TOT-19, TOT-20):
 * the table and the store's dine-in rules before pricing (`checkDineIn`), then — in the order's own
 * transaction — the tab's lock and the share held (`holdDineIn`) and, once the order row exists,
 * the tab's rows (`recordDineIn`). orders/place-order.ts calls them; nothing here writes an order.
 */
import type { PaymentTiming, PaymentType, PlaceOrderBody, SplitType } from '@sufra/contract';
import { meetsOnlineMinimum } from '@sufra/contract';
import { filsToAed, filsToAedText, splitItemUniqueId } from '@sufra/pricing';
import type { BrandSettings } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { DbOrTx, Tx } from '../../platform/tx.ts';
import { paymentOption, paymentTypesFor, type StoreRow } from '../stores/service.ts';
import { planTabPayment, type TabOrder, type TabPaymentPlan, tabAmounts } from './tab-math.ts';
import {
  addTabOrder,
  bumpSession,
  insertSplitBill,
  openOrJoinSession,
  openSessionOf,
  type SessionRow,
  type TableRow,
  tabOrders,
  tabSplitBills,
} from './tab-repository.ts';
import { toTabOrder, toTabSplit } from './tab-state.ts';
import { requireTable } from './table-access.ts';

/** Pay-later choices (decision 0032 'Store settings'): the DINE_IN options paid at the table, not online. */
const PAY_AT_TABLE: readonly PaymentType[] = ['PAY_LATER', 'CASH', 'CARD_MACHINE'];
/**
 * Pay-now types: the online ones of the store's DINE_IN options. On an open tab only CREDIT_CARD
 * (decision 0032 'Store settings'): its order waits in PENDING_PAYMENT and is paid by the brand's
 * card provider — card elements, card frames, the hosted page or the hosted frame — whose every
 * report moves the order (and so the held share); PAYMENT_GATEWAY orders are placed unpaid.
 */
const PAY_ONLINE: readonly PaymentType[] = ['CREDIT_CARD', 'PAYMENT_GATEWAY'];

/** What checkDineIn found: the table, the timing, and the pay-later method's names (EN/AR). */
export interface DineInCheck {
  table: TableRow;
  timing: PaymentTiming;
  method: { en: string; ar: string } | null;
}

/**
 * Whether the store takes dine-in orders (decision 0032 'Store settings'): the brand's
 * `isDineInEnabled` and a non-empty `payment_options.DINE_IN`.
 */
export function dineInOpen(brand: { settings: { isDineInEnabled?: boolean } }, store: StoreRow): boolean {
  return brand.settings.isDineInEnabled === true && (store.paymentOptions.DINE_IN ?? []).length > 0;
}

/**
 * The dine-in checks of a DINE_IN place-order before anything is priced or written:
 * - 404 dineInNotAvailable when the store does not take dine-in (dineInOpen);
 * - 404 tableNotFound without the table number and its token, or with a wrong one (table-access);
 * - PAY_LATER (paymentTiming, or paymentType PAY_LATER): 409 payLaterNotAllowed unless the store's
 *   DINE_IN options include PAY_LATER; 400 choosePaymentMethod unless paymentType is PAY_LATER and
 *   selectedPaymentMethod (by its EN or AR name; absent → 'Pay later') is one of the store's
 *   pay-at-table choices (PAY_LATER, CASH, CARD_MACHINE); 400 basketIsEmpty for an empty basket;
 * - PAY_NOW: 400 choosePaymentMethod unless paymentType is one of the store's online DINE_IN types.
 */
export async function checkDineIn(
  db: DbOrTx,
  ctx: Pick<RequestContext, 'brandId'>,
  brand: { settings: BrandSettings },
  store: StoreRow,
  body: PlaceOrderBody,
): Promise<DineInCheck> {
  if (!dineInOpen(brand, store)) throw new AppError('dineInNotAvailable', 404);
  if (body.dineInTableNumber === undefined) throw new AppError('tableNotFound', 404);
  const table = await requireTable(db, {
    brandId: ctx.brandId,
    storeId: store.id,
    tableNumber: body.dineInTableNumber,
    tableToken: body.tableToken,
  });
  const offered = paymentTypesFor(store, 'DINE_IN');
  const timing: PaymentTiming =
    body.paymentTiming ?? (body.paymentType === 'PAY_LATER' ? 'PAY_LATER' : 'PAY_NOW');
  if (timing === 'PAY_NOW') {
    if (!PAY_ONLINE.includes(body.paymentType) || !offered.includes(body.paymentType))
      throw new AppError('choosePaymentMethod', 400);
    return { table, timing, method: null };
  }
  if (!offered.includes('PAY_LATER')) throw new AppError('payLaterNotAllowed', 409);
  // Only a payment of the tab may come without lines (place-order-v2's orderedMenu).
  if (body.orderedMenu.length === 0) throw new AppError('basketIsEmpty', 400);
  if (body.paymentType !== 'PAY_LATER') throw new AppError('choosePaymentMethod', 400);
  const choices = offered
    .filter((t) => PAY_AT_TABLE.includes(t))
    .map((t) => paymentOption(store.id, 'DINE_IN', t));
  const wanted = body.selectedPaymentMethod;
  const chosen = wanted
    ? choices.find((c) => c.EN.name === wanted.EN.name || c.AR.name === wanted.AR.name)
    : choices.find((c) => c.paymentType === 'PAY_LATER');
  if (!chosen) throw new AppError('choosePaymentMethod', 400);
  return { table, timing, method: { en: chosen.EN.name, ar: chosen.AR.name } };
}

/** What holdDineIn decided, under the tab's lock: the tab (null: no tab), the charge (null: the order's total) and the plan. */
export interface DineInHold {
  session: SessionRow | null;
  chargeFils: number | null;
  plan: TabPaymentPlan | null;
}

/** The basket being placed as the tab arithmetic reads it (id null: its uniqueIds are 'basket-…'). */
export type OwnBasket = Omit<TabOrder, 'id'>;

/**
 * In the order's transaction, before the order is written (decision 0032 'Holding a share, exactly
 * once'): PAY_LATER opens or joins the table's tab (locked) and is refused with 409
 * payLaterNotAllowed while the tab has split bills (SPLIT-14). PAY_NOW locks the open tab (SELECT …
 * FOR UPDATE): none → an ordinary order (its own total above 2 AED for a card, TOT-20); one →
 * CREDIT_CARD only (400 choosePaymentMethod for PAYMENT_GATEWAY too: nothing would report its
 * payment, so its share would stay held), paid by whichever card provider the brand resolves —
 * card elements, card frames, the hosted page or the hosted frame all charge `charge_fils` and move
 * the order (payments' amountDueFils, orders' transitionOrder → tab-effects' onTabOrderMoved) —
 * and planTabPayment's refusal as an AppError (tableBillChanged carries the new remainder, AED with
 * 2 decimals; addMoreThanTwoAED for a share of 2 AED or less). Nothing is written here.
 */
export async function holdDineIn(
  tx: Tx,
  check: DineInCheck,
  own: OwnBasket,
  body: PlaceOrderBody,
): Promise<DineInHold> {
  if (check.timing === 'PAY_LATER') {
    const session = await openOrJoinSession(tx, check.table);
    if ((await tabSplitBills(tx, session.id)).length > 0) throw new AppError('payLaterNotAllowed', 409);
    return { session, chargeFils: null, plan: null };
  }
  const session = await openSessionOf(tx, check.table.id, true);
  if (!session) {
    if (body.paymentType === 'CREDIT_CARD' && !meetsOnlineMinimum(own.totalFils))
      throw new AppError('addMoreThanTwoAED', 400);
    return { session: null, chargeFils: null, plan: null };
  }
  if (body.paymentType !== 'CREDIT_CARD') throw new AppError('choosePaymentMethod', 400);
  const [owed, bills] = await Promise.all([tabOrders(tx, session.id), tabSplitBills(tx, session.id)]);
  const result = planTabPayment({
    lockedSplitType: (session.splitType as SplitType | null) ?? null,
    lockedPeopleAtTable: session.peopleAtTable,
    orders: owed.map((o) => toTabOrder(o.order, o.lines)),
    splits: bills.map(toTabSplit),
    own: { ...own, id: null },
    payLaterOrders: body.payLaterOrders ?? [],
    split: body.isSplitted === false ? null : (body.split ?? null),
  });
  if (!result.ok) {
    const r = result.refusal;
    if (r.code === 'tableBillChanged')
      throw new AppError('tableBillChanged', 409, { args: [filsToAedText(r.remainingFils)] });
    throw new AppError(r.code, r.status);
  }
  return { session, chargeFils: result.plan.chargeFils, plan: result.plan };
}

/** The order's dine-in columns (orders.dine_in_table_number, payment_timing, charge_fils). */
export function dineInOrderValues(check: DineInCheck, hold: DineInHold) {
  return {
    dineInTableNumber: check.table.number,
    paymentTiming: check.timing,
    chargeFils: hold.chargeFils,
  };
}

/**
 * In the order's transaction, after the order row is written: puts it on the tab, writes its
 * split bill PENDING (the share held; SELECTED-ITEMS' basket lines renamed 'old-…-{orderId}'),
 * locks the tab's split type (and DIVIDE-EQUALLY's peopleAtTable) on the first split, bumps the
 * version and notifies the table. Answers the tab after the order (remaining AED, version), or
 * undefined for an order with no tab.
 */
export async function recordDineIn(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  hold: DineInHold,
  order: { id: string; customerId: string; lines: OwnBasket['lines'] },
): Promise<{ remainingAmount: number; version: number } | undefined> {
  const session = hold.session;
  if (!session) return undefined;
  await addTabOrder(tx, session.id, order.id);
  const plan = hold.plan;
  let patch = {};
  if (plan) {
    const renamed = new Map(
      order.lines.map((l) => [
        splitItemUniqueId({ key: 'basket', itemId: l.itemId, optionIds: l.optionIds }),
        splitItemUniqueId({ key: 'old', itemId: l.itemId, optionIds: l.optionIds, orderId: order.id }),
      ]),
    );
    await insertSplitBill(tx, {
      brandId: ctx.brandId,
      sessionId: session.id,
      orderId: order.id,
      customerId: order.customerId,
      type: plan.type,
      status: 'PENDING',
      totalFils: plan.chargeFils,
      itemsFils: plan.itemsFils,
      taxFils: plan.taxFils,
      tipFils: plan.tipFils,
      billFils: plan.billFils,
      remainingFils: plan.remainingFils,
      peopleAtTable: plan.peopleAtTable,
      forPeople: plan.forPeople,
      selectedItems: plan.selectedItems.map((s) =>
        s.orderId === null ? { ...s, uniqueId: renamed.get(s.uniqueId) ?? s.uniqueId, orderId: order.id } : s,
      ),
    });
    if (plan.type !== 'FULL' && !session.splitType)
      patch = { splitType: plan.type, peopleAtTable: plan.peopleAtTable };
  }
  const version = await bumpSession(tx, session, patch);
  const [owed, bills] = await Promise.all([tabOrders(tx, session.id), tabSplitBills(tx, session.id)]);
  const a = tabAmounts(
    owed.map((o) => toTabOrder(o.order, o.lines)),
    bills.map(toTabSplit),
  );
  return { remainingAmount: filsToAed(a.remainingFils), version };
}
