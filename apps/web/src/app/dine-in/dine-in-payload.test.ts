import { placeOrderBodySchema } from '@sufra/contract';
import { asFils } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from '../../features/checkout/lib/order-payload.ts';
import { dineInOrderFields } from '../../features/dine-in/lib/dine-in-payload.ts';
import {
  anEmptyTable,
  aTableWithOrder,
  DINE_IN_OPTIONS,
  ORDER_ID,
} from '../../features/dine-in/lib/test-fixtures.ts';
import type { SplitChoice } from '../../features/dine-in/split/split-choice.ts';
import { aBasketLine, aStore } from '../../shared/testing/fixtures.ts';

const BRAND = '22222222-2222-4222-8222-222222222222';
const STORE = '33333333-3333-4333-8333-333333333333';
const TABLE = { storeId: STORE, tableNumber: 5, token: 'tok-5' };
const LINE = aBasketLine({
  quantity: 2,
  storeId: STORE,
  itemId: '44444444-4444-4444-8444-444444444444',
  categoryId: '55555555-5555-4555-8555-555555555555',
});
const [CARD, PAY_LATER] = DINE_IN_OPTIONS as [(typeof DINE_IN_OPTIONS)[0], (typeof DINE_IN_OPTIONS)[0]];

/** The payload checkout's usePlaceAndPay sends for a dine-in order: its payload with the dine-in fields over it. */
function payload(fields: ReturnType<typeof dineInOrderFields>, lines = [LINE]) {
  const items = lines.reduce((s, l) => s + l.unitPriceFils * l.quantity, 0);
  const base = buildOrderPayload({
    brandId: BRAND,
    store: aStore({ _id: STORE }),
    lines,
    promotions: {
      totals: {
        originalPriceFils: asFils(items),
        orderGrossAmountFils: asFils(Math.round(items * 1.05)),
        tipAmountFils: asFils(0),
        discountAmountFils: asFils(0),
        loyaltyAmountFils: asFils(0),
        cashBackFils: asFils(0),
      },
      coupon: null,
      selectedTip: null,
      loyaltyApplied: false,
    },
    payment: CARD,
    language: 'EN',
    specialInstructions: 'no onions',
    vehicleInfo: '',
    user: { phoneNumber: '+971501234567', name: 'Sara', email: null },
    timing: null,
    delivery: null,
  });
  return placeOrderBodySchema.parse({ ...base, ...fields, language: 'EN' });
}

describe("the dine-in place-order payload (002 §7 'Dine-in parts'; decision 0032)", () => {
  it("PAY_LATER: orderType DINE_IN ('DINE IN'), the table and its token, paymentType PAY_LATER with the chosen option's names, no payLaterOrders, no split", () => {
    const body = payload(
      dineInOrderFields({
        table: TABLE,
        timing: 'PAY_LATER',
        payment: PAY_LATER,
        tableState: aTableWithOrder(),
        split: null,
      }),
    );
    expect(body.orderType).toMatchObject({
      type: 'DINE_IN',
      EN: { name: 'DINE IN' },
      AR: { name: 'DINE IN' },
    });
    expect(body.dineInTableNumber).toBe(5);
    expect(body.tableToken).toBe('tok-5');
    expect(body.paymentTiming).toBe('PAY_LATER');
    expect(body.paymentType).toBe('PAY_LATER');
    expect(body.selectedPaymentMethod).toMatchObject({ EN: { name: 'Pay at the counter' } });
    expect(body.payLaterOrders).toBeUndefined();
    expect(body.isSplitted).toBe(false);
    expect(body.split).toBeUndefined();
    expect(body.pickupTiming).toBeUndefined();
    expect(body.orderLevelSpecialRequest).toBe('no onions');
  });

  it("PAY_NOW on a table with orders: the card's type and payLaterOrders, the ids of the table's orders", () => {
    const body = payload(
      dineInOrderFields({
        table: TABLE,
        timing: 'PAY_NOW',
        payment: CARD,
        tableState: aTableWithOrder(),
        split: null,
      }),
    );
    expect(body.paymentType).toBe('CREDIT_CARD');
    expect(body.paymentTiming).toBe('PAY_NOW');
    expect(body.payLaterOrders).toEqual([ORDER_ID]);
  });

  it('PAY_NOW with a split: isSplitted and split {type, totalAmount AED, amount / people / items} (SPLIT-16)', () => {
    const split: SplitChoice = {
      type: 'DIVIDE-EQUALLY',
      totalAmountFils: 2300,
      remainingAmountFils: 2300,
      peopleAtTable: 2,
      forPeople: 1,
      already: false,
    };
    const body = payload(
      dineInOrderFields({
        table: TABLE,
        timing: 'PAY_NOW',
        payment: CARD,
        tableState: aTableWithOrder(),
        split,
      }),
      [],
    );
    expect(body.isSplitted).toBe(true);
    expect(body.split).toEqual({ type: 'DIVIDE-EQUALLY', totalAmount: 23, peopleAtTable: 2, forPeople: 1 });
    // A guest who only pays the tab: an empty basket is allowed with payLaterOrders (002 §5).
    expect(body.orderedMenu).toEqual([]);
  });

  it('a pay-later order never carries the split (SPLIT-15: choosing pay later clears it)', () => {
    const split: SplitChoice = {
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 1000,
      remainingAmountFils: 0,
      amountFils: 1000,
      already: false,
    };
    const fields = dineInOrderFields({
      table: TABLE,
      timing: 'PAY_LATER',
      payment: PAY_LATER,
      tableState: anEmptyTable(),
      split,
    });
    expect(fields.isSplitted).toBe(false);
    expect(fields.split).toBeUndefined();
  });

  it('a CUSTOM-AMOUNT split sends its amount in AED', () => {
    const split: SplitChoice = {
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 1250,
      remainingAmountFils: 0,
      amountFils: 1250,
      already: false,
    };
    const fields = dineInOrderFields({
      table: TABLE,
      timing: 'PAY_NOW',
      payment: CARD,
      tableState: anEmptyTable(),
      split,
    });
    expect(fields.split).toEqual({ type: 'CUSTOM-AMOUNT', totalAmount: 12.5, amount: 12.5 });
    expect(fields.payLaterOrders).toBeUndefined();
  });
});
