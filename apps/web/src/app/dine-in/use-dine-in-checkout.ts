import type { PaymentTiming } from '@sufra/contract';
import { useState } from 'react';
import { usePaymentReturn } from '../../features/checkout/payments/use-payment-return.ts';
import { isTableSplit } from '../../features/dine-in/lib/dine-in-routing.ts';
import { dineInSession, useDineInSession } from '../../features/dine-in/lib/dine-in-session.ts';
import { dineInAmounts } from '../../features/dine-in/lib/dine-in-summary.ts';
import {
  effectiveTiming,
  offeredTimings,
  placeOrderShown,
} from '../../features/dine-in/lib/payment-timing.ts';
import { useDineIn, useDineInNav } from '../../features/dine-in/lib/use-dine-in.ts';
import { useFinishDineInOrder } from '../../features/dine-in/lib/use-finish-order.ts';
import { useBasket } from '../../shared/basket/basket-state.ts';
import { useBrand } from '../../shared/brand/brand-context.tsx';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { type ShownMessage, shownText } from '../../shared/i18n/shown-message.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { usePricedBasketAt } from '../../shared/promotions/use-priced-basket.ts';
import { notify } from '../../shared/ui/notifications.tsx';

/** 002 §9: a cart error is a top notification cleared after 3 s. */
export const CART_ERROR_MS = 3000;

/** The navigation state of the payment options page (002 §2.6, §2.8): the chosen timing and its title. */
export interface PaymentOptionsState {
  paymentOptions: { id: PaymentTiming; title: string };
}

/**
 * The logic of 'Your Order' /dine-in/checkout (002 §2.6, §5; issue 18): the basket priced at the
 * query's store (usePricedBasketAt: the brand's discounts, loyalty, the tip; DINE_IN, no fee), the
 * table's tab, the guest's split (`SplitChoice | null`, kept for the session), the amounts
 * (dineInAmounts: TOT-18 lines, TOT-09, the payable TOT-19), the timings offered (PAY_LATER only
 * when the store allows it and the table is not split; a split forces PAY_NOW, SPLIT-14) and the
 * chosen one, whether 'Place Order' shows (002 §5) and is enabled (a timing chosen), and the
 * return from a redirect payment (dine-in/checkout?{query}&payment=success|failure): paid → the
 * outcome (useFinishDineInOrder), failed → the text as a top notification for 3 s.
 */
export function useDineInCheckout() {
  const brandId = useBrand().brand._id;
  const { api } = useLanguage();
  const { go } = useDineInNav();
  const { table, tableState, store, menu } = useDineIn();
  const lines = useBasket((s) => s.lines);
  const basket = usePricedBasketAt(store);
  const split = useDineInSession(brandId, (s) => s.split);
  const chosen = useDineInSession(brandId, (s) => s.timing);
  const [splitOpen, setSplitOpen] = useState(false);
  const state = tableState.data;
  const tableSplit = isTableSplit(state);
  const amounts = dineInAmounts({
    totals: basket.priced.totals,
    taxRatePercent: basket.taxRatePercent,
    table: state,
    split,
  });
  const offered = offeredTimings({
    dineInPaymentOptions: store?.dineInPaymentOptions ?? [],
    tableSplit,
    splitInProgress: split !== null,
  });
  const timing = effectiveTiming(chosen, offered, tableSplit || split !== null);
  const finish = useFinishDineInOrder();
  const showError = (message: ShownMessage) => notify(shownText(message, api), 'danger', CART_ERROR_MS);
  const verifying = usePaymentReturn({
    onPaid: (orderNumber, trackingToken) => finish(orderNumber, trackingToken, 'PAY_NOW'),
    onFailed: (text) => showError({ text }),
  });
  const shown = placeOrderShown({
    basketLines: lines.length,
    hasPreviousOrders: amounts.hasPreviousOrders,
    timing,
  });
  return {
    table,
    store,
    loading: menu.isLoading || (Boolean(table) && tableState.isLoading),
    basket,
    lines,
    amounts,
    tableState: state,
    tableSplit,
    split,
    splitOpen,
    /** 'Split Bill' / '{type} Split Applied' (SPLIT-11): opens the Split Bill modal (task D). */
    openSplit: () => setSplitOpen(true),
    closeSplit: () => setSplitOpen(false),
    offered,
    timing,
    chooseTiming: (t: PaymentTiming) => dineInSession(brandId).getState().setTiming(t),
    placeShown: shown,
    verifying,
    /** 'Place Order' (002 §2.6): to the payment options with the chosen timing in the navigation state. */
    toPaymentOptions: (title: string) => {
      if (!timing) return;
      const navState: PaymentOptionsState = { paymentOptions: { id: timing, title } };
      go(dineInPaths.paymentOptions, { state: navState });
    },
  };
}
