/**
 * The place-order payload of a dine-in order (002 §7 'Dine-in parts of the place-order payload';
 * issue 18, decision 0032): the fields laid over checkout's payload (buildOrderPayload: the lines,
 * the amounts the guest saw, tip, coupon, loyalty, language, special request, userInfo) — the
 * dine-in order type and the table's fields.
 */
import type { PaymentOption, PaymentTiming, PlaceOrderSplit, TableState } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { SplitChoice } from '../split/split-choice.ts';
import type { TableAt } from './dine-in-session.ts';

/** The dine-in order type in both languages (002 §7; IS23: 'DINE IN' is the order-type spelling). */
export const DINE_IN_ORDER_TYPE = {
  type: 'DINE_IN' as const,
  EN: { name: 'DINE IN' },
  AR: { name: 'DINE IN' },
};

/** A SplitChoice (fils) as place-order's `split` (AED, 2 decimals; 002 §3 Split, placeOrderSplitSchema). */
export function toPlaceOrderSplit(split: SplitChoice): PlaceOrderSplit {
  return {
    type: split.type,
    totalAmount: filsToAed(split.totalAmountFils),
    ...(split.type === 'CUSTOM-AMOUNT' && split.amountFils !== undefined
      ? { amount: filsToAed(split.amountFils) }
      : {}),
    ...(split.type === 'DIVIDE-EQUALLY'
      ? { peopleAtTable: split.peopleAtTable, forPeople: split.forPeople }
      : {}),
    ...(split.type === 'SELECTED-ITEMS' ? { selectedItems: split.selectedItems ?? [] } : {}),
  };
}

/**
 * The dine-in fields of the payload (002 §7; decision 0032):
 * `orderType` DINE_IN ('DINE IN' in EN and AR), `dineInTableNumber` and `tableToken` (the `t` of
 * the table link), `paymentTiming`; `paymentType` and `selectedPaymentMethod` — PAY_LATER: the
 * type PAY_LATER and the chosen dineInPaymentOptions entry's names (002 §4.2 'payment type
 * PAY_LATER'); PAY_NOW: the chosen option's type (a card or wallet) and names; `payLaterOrders`
 * — the ids of the table's orders when the table has some and the timing is not PAY_LATER;
 * `isSplitted` and `split` (AED) when the bill is split (PAY_NOW only: a split forces PAY_NOW,
 * SPLIT-14; the pay-later choice clears the split, SPLIT-15). No pickup timing or vehicle.
 */
export function dineInOrderFields(input: {
  table: TableAt;
  timing: PaymentTiming;
  payment: Pick<PaymentOption, 'paymentType' | 'EN' | 'AR'>;
  tableState: Pick<TableState, 'fetchedOrder'> | null | undefined;
  split: SplitChoice | null;
}) {
  const payLater = input.timing === 'PAY_LATER';
  const orderIds = input.tableState?.fetchedOrder.map((o) => o._id) ?? [];
  const split = payLater ? null : input.split;
  return {
    orderType: DINE_IN_ORDER_TYPE,
    dineInTableNumber: input.table.tableNumber,
    tableToken: input.table.token,
    paymentTiming: input.timing,
    paymentType: payLater ? ('PAY_LATER' as const) : input.payment.paymentType,
    selectedPaymentMethod: { EN: input.payment.EN, AR: input.payment.AR },
    payLaterOrders: !payLater && orderIds.length > 0 ? orderIds : undefined,
    isSplitted: split !== null,
    split: split ? toPlaceOrderSplit(split) : undefined,
    pickupTiming: undefined,
    pickupVehicleInfo: undefined,
  };
}
