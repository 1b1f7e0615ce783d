/**
 * Test data for the Split Bill modal (issue 18): a table's tab as getTableLaterOrders answers it
 * (`aTable`), a split bill (`aSplitBill`), and SPLIT-04's example of 002 §9 as a tab plus a basket
 * (`exampleInput`): order #1001 on the tab with 2 × 30.00 burger and 1 × 12.00 fries, the
 * guest's basket with 3 × 5.00 water; 5 % VAT; a 10 % tip (8.70: 7.20 on the tab, 1.50 on the
 * basket) — the bill is 100.05 AED.
 */
import type { PayLaterOrder, SplitBill, TableState } from '@sufra/contract';
import type { SplitInput } from './split-lines.ts';

/** A table's tab with nothing on it, with `over`. */
export function aTable(over: Partial<TableState> = {}): TableState {
  return {
    table: { number: 7, label: null, storeId: 's1' },
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
    ...over,
  };
}

/** A paid split bill, with `over` (AED amounts, as the contract speaks them). */
export function aSplitBill(over: Partial<SplitBill> = {}): SplitBill {
  return {
    _id: 'sb1',
    type: 'CUSTOM-AMOUNT',
    status: 'PAID',
    totalAmount: 0,
    remainingAmount: 0,
    peopleAtTable: null,
    forPeople: null,
    selectedItems: [],
    paidAt: 1_790_000_000,
    ...over,
  };
}

/** A pay-later order of the tab, as every guest sees it. */
function aPayLaterOrder(over: Partial<PayLaterOrder>): PayLaterOrder {
  return {
    _id: 'o1',
    orderNumber: '1001',
    orderPlacedTime: 1_790_000_000,
    orderStatus: 'PENDING',
    orderedMenu: [],
    itemsTotalPrice: 72,
    totalOrderPrice: 82.8,
    taxRate: 5,
    taxAmount: 3.6,
    tipAmount: 7.2,
    discountAmount: 0,
    orderCurrency: 'AED',
    paymentType: 'PAY_LATER',
    selectedPaymentMethod: { EN: { name: 'Cash' }, AR: { name: 'نقدًا' } },
    selectedTip: null,
    discountApplied: null,
    ...over,
  };
}

export const BURGER = 'old-burger-noOptions-o1';
export const FRIES = 'old-fries-noOptions-o1';
export const WATER = 'basket-water-noOptions';

/**
 * SPLIT-04's example (002 §9) as a tab and a basket: the tab's bill 82.80 (items 72.00, VAT
 * 3.60, tip 7.20), the basket's 17.25 (items 15.00, VAT 0.75, tip 1.50): 100.05 AED in all.
 * `table` overrides the tab (its paid amounts, split bills, paid quantities…).
 */
export function exampleInput(table: Partial<TableState> = {}): SplitInput {
  return {
    table: aTable({
      sessionId: 'ts1',
      fetchedOrder: [aPayLaterOrder({})],
      ordersTotalPrice: 82.8,
      billFils: 8280,
      tipFils: 720,
      remainingAmount: 82.8,
      splitLines: [
        {
          uniqueId: BURGER,
          key: 'old',
          orderId: 'o1',
          itemId: 'burger',
          title: { en: 'Burger', ar: 'برجر' },
          quantity: 2,
          paidQuantity: 0,
          itemsFils: 6000,
          taxFils: 300,
        },
        {
          uniqueId: FRIES,
          key: 'old',
          orderId: 'o1',
          itemId: 'fries',
          title: { en: 'Fries', ar: 'بطاطا مقلية' },
          quantity: 1,
          paidQuantity: 0,
          itemsFils: 1200,
          taxFils: 60,
        },
      ],
      ...table,
    }),
    basket: {
      lines: [
        {
          uniqueId: WATER,
          itemId: 'water',
          title: { en: 'Water', ar: 'ماء' },
          quantity: 3,
          itemsFils: 1500,
          taxFils: 75,
        },
      ],
    },
    basketTipFils: 150,
    basketGrossFils: 1725,
  };
}

/** A tab of `billFils` with no lines (CUSTOM-AMOUNT and DIVIDE-EQUALLY read only the amounts), an empty basket. */
export function amountsInput(billFils: number, table: Partial<TableState> = {}): SplitInput {
  return {
    table: aTable({ sessionId: 'ts1', billFils, ordersTotalPrice: billFils / 100, ...table }),
    basket: { lines: [] },
    basketTipFils: 0,
    basketGrossFils: 0,
  };
}
