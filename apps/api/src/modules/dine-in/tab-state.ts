/**
 * The table's tab as every guest with the table link reads it (issue 18, decision 0032; 002 §2.3,
 * §3 'Aggregated table state', §7 order/getTableLaterOrders): tableStateSchema from the tab's rows.
 * Amounts AED (2 decimals) in the spec's fields, fils in the exact ones.
 */
import type { PayLaterOrder, SplitBill, TableState } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { DbOrTx } from '../../platform/tx.ts';
import { type TabOrder, type TabSplit, tabAmounts, tabSplitLines } from './tab-math.ts';
import {
  openSessionOf,
  type SessionRow,
  type SplitBillRow,
  type TabLineRow,
  type TableRow,
  type TabOrderRow,
  tabOrders,
  tabSplitBills,
} from './tab-repository.ts';

/** An order row with its lines as the tab arithmetic reads it (tab-math.ts TabOrder), fils. */
export function toTabOrder(order: TabOrderRow, lines: readonly TabLineRow[]): TabOrder {
  return {
    id: order.id,
    totalFils: order.totalFils,
    taxFils: order.taxFils,
    tipFils: order.tipFils,
    lines: lines.map((l) => ({
      itemId: l.itemId,
      optionIds: l.options.map((o) => o.optionId),
      quantity: l.quantity,
      lineTotalFils: l.lineTotalFils,
      titleEn: l.titleEn,
      titleAr: l.titleAr,
    })),
  };
}

/** A split bill row as the tab arithmetic reads it (PENDING or PAID only). */
export function toTabSplit(row: SplitBillRow): TabSplit {
  return {
    type: row.type as TabSplit['type'],
    status: row.status as TabSplit['status'],
    totalFils: row.totalFils,
    forPeople: row.forPeople,
    selectedItems: row.selectedItems,
  };
}

/** A tab order as a guest sees it (002 §3 Pay-later table order): lines and amounts, no name or phone. */
function toPayLaterOrder(order: TabOrderRow, lines: readonly TabLineRow[]): PayLaterOrder {
  const method = order.paymentMethodName as { en?: string; ar?: string } | null;
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    orderPlacedTime: Math.floor(order.placedAt.getTime() / 1000),
    orderStatus: order.status,
    orderedMenu: lines.map((l) => ({
      _id: l.id,
      itemId: l.itemId,
      categoryId: l.categoryId,
      sku: l.sku,
      quantity: l.quantity,
      price: filsToAed(l.unitPriceFils),
      lineTotal: filsToAed(l.lineTotalFils),
      baseLanguage: { title: l.titleEn },
      translations: { en: { title: l.titleEn }, ar: { title: l.titleAr } },
      itemImageURLs: l.imageUrls,
      options: l.options.map((o) => ({
        _id: o.optionId,
        optionId: o.optionId,
        modifierGroupId: o.modifierGroupId,
        price: filsToAed(o.priceFils),
        quantity: o.quantity,
        sku: null,
        baseLanguage: { optionName: o.nameEn },
        translations: { en: { optionName: o.nameEn }, ar: { optionName: o.nameAr } },
      })),
    })),
    itemsTotalPrice: filsToAed(order.itemsTotalFils),
    totalOrderPrice: filsToAed(order.totalFils),
    taxRate: Number(order.taxRate),
    taxAmount: filsToAed(order.taxFils),
    tipAmount: filsToAed(order.tipFils),
    discountAmount: filsToAed(order.discountFils),
    orderCurrency: 'AED',
    paymentType: order.paymentType,
    selectedPaymentMethod: { EN: { name: method?.en ?? '' }, AR: { name: method?.ar ?? '' } },
    selectedTip: order.selectedTip ?? null,
    discountApplied: order.discountCode ? { code: order.discountCode } : null,
  };
}

/** A split bill as a guest sees it (002 §3 splitBills). */
function toSplitBill(row: SplitBillRow): SplitBill {
  return {
    _id: row.id,
    // FULL is Sufra's (the whole remainder): shown as a custom amount of that remainder.
    type: row.type === 'FULL' ? 'CUSTOM-AMOUNT' : (row.type as SplitBill['type']),
    status: row.status as SplitBill['status'],
    totalAmount: filsToAed(row.totalFils),
    remainingAmount: filsToAed(row.remainingFils),
    peopleAtTable: row.peopleAtTable,
    forPeople: row.forPeople,
    selectedItems: row.selectedItems,
    paidAt: row.paidAt ? Math.floor(row.paidAt.getTime() / 1000) : null,
  };
}

/** The empty tab of a table without an open one (sessionId null, zeros). */
function emptyState(table: TableRow): TableState {
  return {
    table: { number: table.number, label: table.label, storeId: table.storeId },
    sessionId: null,
    version: 0,
    fetchedOrder: [],
    splitBills: [],
    splitPayed: 0,
    orderesTotalItemsPrice: 0,
    ordersTotalPrice: 0,
    ordersTotalTax: 0,
    totalTipAmount: 0,
    remainingAmount: 0,
    lockedSplitType: null,
    peopleAtTable: null,
    splittedforPeople: 0,
    billFils: 0,
    paidFils: 0,
    heldFils: 0,
    tipFils: 0,
    splitLines: [],
  };
}

/**
 * The state of `session` (an open tab of `table`), read from its orders and split bills:
 * fetchedOrder = its owed orders with lines (a payment-only order is not food), splitBills =
 * PENDING and PAID (not FULL, not RELEASED), splitPayed = paid + held (AED), remainingAmount
 * (TOT-10), the merged splitLines (SPLIT-07/08) with paidQuantity, and the exact fils fields.
 */
export async function sessionState(db: DbOrTx, table: TableRow, session: SessionRow): Promise<TableState> {
  const [owed, bills] = await Promise.all([tabOrders(db, session.id), tabSplitBills(db, session.id)]);
  const tab = owed.map((o) => toTabOrder(o.order, o.lines));
  const splits = bills.map(toTabSplit);
  const a = tabAmounts(tab, splits);
  const itemsFils = owed.reduce((s, o) => s + o.order.itemsTotalFils, 0);
  return {
    ...emptyState(table),
    sessionId: session.id,
    version: session.version,
    fetchedOrder: owed.filter((o) => o.lines.length > 0).map((o) => toPayLaterOrder(o.order, o.lines)),
    splitBills: bills.filter((b) => b.type !== 'FULL').map(toSplitBill),
    splitPayed: filsToAed(a.paidFils + a.heldFils),
    orderesTotalItemsPrice: filsToAed(itemsFils),
    ordersTotalPrice: filsToAed(a.billFils),
    ordersTotalTax: filsToAed(a.taxFils),
    totalTipAmount: filsToAed(a.tipFils),
    remainingAmount: filsToAed(a.remainingFils),
    lockedSplitType: (session.splitType as TableState['lockedSplitType']) ?? null,
    peopleAtTable: session.peopleAtTable,
    splittedforPeople: a.splittedForPeople,
    billFils: a.billFils,
    paidFils: a.paidFils,
    heldFils: a.heldFils,
    tipFils: a.tipFils,
    splitLines: tabSplitLines(tab, splits)
      .filter((l) => l.orderId !== null)
      .map((l) => ({
        uniqueId: l.uniqueId,
        key: 'old' as const,
        orderId: l.orderId!,
        itemId: l.itemId,
        title: l.title,
        quantity: l.quantity,
        paidQuantity: l.paidQuantity,
        itemsFils: l.itemsFils,
        taxFils: l.taxFils,
      })),
  };
}

/** The table's tab now (its open one, or the empty state with sessionId null). */
export async function tableState(db: DbOrTx, table: TableRow): Promise<TableState> {
  const session = await openSessionOf(db, table.id);
  return session ? sessionState(db, table, session) : emptyState(table);
}
