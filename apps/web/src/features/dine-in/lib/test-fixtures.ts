/**
 * Test fixtures of the dine-in screens (issue 18), parsed with the contract's schemas so they
 * cannot drift from what the server answers (tableStateSchema, paymentOptionSchema).
 */
import { type PaymentOption, paymentOptionSchema, type TableState, tableStateSchema } from '@sufra/contract';

/** The id of the tab's pay-later order (a UUID, as the server's ids). */
export const ORDER_ID = '11111111-1111-4111-8111-111111111111';

/** The table link's query of table 5 at store s1 (decision 0032). */
export const TABLE_QUERY = '?store-id=s1&service-type=dine-in&table-number=5&t=tok-5';

/** A dine-in payment option (the demo's DINE_IN options: CREDIT_CARD, PAY_LATER, CASH, CARD_MACHINE). */
export function aDineInOption(
  paymentType: PaymentOption['paymentType'],
  en: string,
  ar: string,
): PaymentOption {
  return paymentOptionSchema.parse({
    _id: paymentType.toLowerCase(),
    paymentType,
    serviceType: 'DINE_IN',
    EN: { name: en },
    AR: { name: ar },
  });
}

/** The demo's dine-in options (task A: Al Nile's first store). */
export const DINE_IN_OPTIONS: PaymentOption[] = [
  aDineInOption('CREDIT_CARD', 'Credit Card', 'بطاقة ائتمان'),
  aDineInOption('PAY_LATER', 'Pay at the counter', 'الدفع عند الكاشير'),
  aDineInOption('CASH', 'Cash', 'نقدًا'),
  aDineInOption('CARD_MACHINE', 'Card machine', 'جهاز البطاقات'),
];

/** An order line of a tab order (orderLineSchema). */
const line = (title: string, quantity: number, price: number) => ({
  _id: `line-${title}`,
  itemId: title,
  categoryId: 'c1',
  sku: null,
  quantity,
  price,
  lineTotal: price * quantity,
  baseLanguage: { title },
  translations: { en: { title }, ar: { title: `${title} (ar)` } },
  itemImageURLs: [],
  options: [],
});

/** A table with no open tab (sessionId null, empty lists, zeros). */
export function anEmptyTable(): TableState {
  return tableStateSchema.parse({
    table: { number: 5, label: null, storeId: 's1' },
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
  });
}

/**
 * A table with one pay-later order: 2 × Hummus at 20 AED = 40 AED items, 5 % VAT 2 AED, tip 4 AED,
 * total 46 AED; `paid` AED already paid by a split (then one PAID split bill of that amount).
 */
export function aTableWithOrder(paid = 0): TableState {
  return tableStateSchema.parse({
    ...anEmptyTable(),
    sessionId: 'sess-1',
    version: 3,
    fetchedOrder: [
      {
        _id: ORDER_ID,
        orderNumber: '1001',
        orderPlacedTime: 1_780_000_000,
        orderStatus: 'PENDING',
        orderedMenu: [line('Hummus', 2, 20)],
        itemsTotalPrice: 40,
        totalOrderPrice: 46,
        taxRate: 5,
        taxAmount: 2,
        tipAmount: 4,
        discountAmount: 0,
        orderCurrency: 'AED',
        paymentType: 'PAY_LATER',
        selectedPaymentMethod: { EN: { name: 'Pay at the counter' }, AR: { name: 'الدفع عند الكاشير' } },
        selectedTip: null,
        discountApplied: null,
      },
    ],
    splitBills:
      paid > 0
        ? [
            {
              _id: 'split-1',
              type: 'CUSTOM-AMOUNT',
              status: 'PAID',
              totalAmount: paid,
              remainingAmount: 46 - paid,
              peopleAtTable: null,
              forPeople: null,
              selectedItems: [],
              paidAt: 1_780_000_100,
            },
          ]
        : [],
    splitPayed: paid,
    orderesTotalItemsPrice: 40,
    ordersTotalPrice: 46,
    ordersTotalTax: 2,
    totalTipAmount: 4,
    remainingAmount: 46 - paid,
    lockedSplitType: paid > 0 ? 'CUSTOM-AMOUNT' : null,
    billFils: 4600,
    paidFils: paid * 100,
    tipFils: 400,
  });
}
