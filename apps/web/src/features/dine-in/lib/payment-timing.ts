/**
 * The payment timing of a dine-in order (002 §2.6, §4.2, §5; SPLIT-14; issue 18, decision 0032).
 */
import type { PaymentOption, PaymentTiming } from '@sufra/contract';

/** The pay-later payment kinds: paid at the table, not online (002 §2.8; 001 §2.10). */
export const PAY_AT_TABLE_TYPES = ['PAY_LATER', 'CASH', 'CARD_MACHINE'] as const;

/** The store's pay-later choices: its dineInPaymentOptions paid at the table (PAY_LATER 'Pay at the counter', CASH, CARD_MACHINE). */
export function payLaterChoices(dineInPaymentOptions: readonly PaymentOption[]): PaymentOption[] {
  return dineInPaymentOptions.filter((o) =>
    (PAY_AT_TABLE_TYPES as readonly string[]).includes(o.paymentType),
  );
}

/**
 * The timings offered (002 §2.6, §4.2): PAY_NOW always; PAY_LATER only when the store's
 * dineInPaymentOptions allow it (PAY_LATER among them, 002 §2.6 'the store allows it'), the table
 * has no split bills and the guest has no split in progress (SPLIT-14: a split forces PAY_NOW).
 */
export function offeredTimings(input: {
  dineInPaymentOptions: readonly PaymentOption[];
  tableSplit: boolean;
  splitInProgress: boolean;
}): PaymentTiming[] {
  const allowed = input.dineInPaymentOptions.some((o) => o.paymentType === 'PAY_LATER');
  return allowed && !input.tableSplit && !input.splitInProgress ? ['PAY_NOW', 'PAY_LATER'] : ['PAY_NOW'];
}

/**
 * The timing in effect: PAY_NOW when a split forces it (`forced`: the table has split bills or the
 * guest applied a split, SPLIT-14); else the chosen one while it is offered; else null — none
 * chosen yet ('Place Order' stays disabled, 002 §2.6).
 */
export function effectiveTiming(
  chosen: PaymentTiming | null,
  offered: readonly PaymentTiming[],
  forced: boolean,
): PaymentTiming | null {
  if (forced) return 'PAY_NOW';
  return chosen && offered.includes(chosen) ? chosen : null;
}

/**
 * 002 §5: the Place Order button shows only when the cart has items, or when there are previous
 * orders and the type is not PAY_LATER (a guest who only pays the tab).
 */
export function placeOrderShown(input: {
  basketLines: number;
  hasPreviousOrders: boolean;
  timing: PaymentTiming | null;
}): boolean {
  return input.basketLines > 0 || (input.hasPreviousOrders && input.timing !== 'PAY_LATER');
}
