import {
  checkoutPaymentOptions,
  coded,
  type PaymentOption,
  type PaymentProviderChoice,
  type PaymentTiming,
  resolvePaymentProvider,
} from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { usePlaceAndPay } from '../../features/checkout/lib/use-place-and-pay.ts';
import {
  getPaymentSelection,
  usePaymentSelection,
} from '../../features/checkout/payments/payment-selection.ts';
import { dineInOrderFields } from '../../features/dine-in/lib/dine-in-payload.ts';
import { dineInSession, useDineInSession } from '../../features/dine-in/lib/dine-in-session.ts';
import { dineInAmounts } from '../../features/dine-in/lib/dine-in-summary.ts';
import { PAY_AT_TABLE_TYPES, payLaterChoices } from '../../features/dine-in/lib/payment-timing.ts';
import { useDineIn } from '../../features/dine-in/lib/use-dine-in.ts';
import { useFinishDineInOrder } from '../../features/dine-in/lib/use-finish-order.ts';
import { useBasket } from '../../shared/basket/basket-state.ts';
import { useBrand } from '../../shared/brand/brand-context.tsx';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { type ShownMessage, shownText } from '../../shared/i18n/shown-message.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { withDineInQuery } from '../../shared/navigation/dine-in-query.ts';
import { usePricedBasketAt } from '../../shared/promotions/use-priced-basket.ts';
import { useSession } from '../../shared/session/session-state.ts';
import { notify } from '../../shared/ui/notifications.tsx';
import type { PaymentOptionsState } from './use-dine-in-checkout.ts';
import { CART_ERROR_MS } from './use-dine-in-checkout.ts';

const NO_PROVIDER: PaymentProviderChoice = { kind: 'none' };

/** The timing of the navigation state (002 §2.8: paymentOptions.id PAY_NOW or PAY_LATER), or null. */
export function timingOfState(state: unknown): PaymentOptionsState['paymentOptions'] | null {
  const o = (state as Partial<PaymentOptionsState> | null)?.paymentOptions;
  return o && (o.id === 'PAY_NOW' || o.id === 'PAY_LATER') && typeof o.title === 'string' ? o : null;
}

/**
 * The options a timing lists (002 §2.8, 001 §2.10): PAY_LATER — the store's pay-later choices
 * (dineInPaymentOptions paid at the table: PAY_LATER 'Pay at the counter', CASH, CARD_MACHINE),
 * no card provider; PAY_NOW — the store's dine-in options paid online (checkoutPaymentOptions for
 * DINE_IN: CREDIT_CARD first and only with a card gateway) with the brand's card provider (cards
 * with 3-D Secure, wallets, the hosted page or frame). Pure.
 */
export function optionsForTiming(
  timing: PaymentTiming,
  dineInPaymentOptions: readonly PaymentOption[],
  integrations: Parameters<typeof resolvePaymentProvider>[0],
): { options: PaymentOption[]; provider: PaymentProviderChoice } {
  if (timing === 'PAY_LATER')
    return { options: payLaterChoices(dineInPaymentOptions), provider: NO_PROVIDER };
  const provider = resolvePaymentProvider(integrations);
  const online = dineInPaymentOptions.filter(
    (o) => !(PAY_AT_TABLE_TYPES as readonly string[]).includes(o.paymentType),
  );
  return { options: checkoutPaymentOptions(online, 'DINE_IN', provider), provider };
}

/**
 * The logic of the payment options page /dine-in/checkout/payment-options (002 §2.8; 001 §2.10;
 * issue 18): the timing of the navigation state (none → the page goes back), the options it
 * lists (optionsForTiming; PAY_NOW pre-selects the card as checkout's step 2 does), the choice —
 * a pay-later choice clears the selected cards and the split (SPLIT-15) —, the payable (TOT-19,
 * the footer's total), and 'Place' (usePlaceAndPay with the dine-in fields, the payable as the
 * charge and dine-in/checkout?{query} as the providers' return). A refusal or a failed payment is
 * a top notification cleared after 3 s, and the table's tab is asked again (a 409 tableBillChanged:
 * the guest sees the new remainder); paid → the outcome (useFinishDineInOrder).
 */
export function usePaymentOptions() {
  const brand = useBrand();
  const brandId = brand.brand._id;
  const location = useLocation();
  const { api, pick } = useLanguage();
  const queryClient = useQueryClient();
  const option = timingOfState(location.state);
  const timing = option?.id ?? 'PAY_NOW';
  const { table, tableState, store } = useDineIn();
  const user = useSession((s) => s.user);
  const lines = useBasket((s) => s.lines);
  const special = useBasket((s) => s.specialInstructions);
  const selectedTip = useBasket((s) => s.selectedTip);
  const loyaltyApplied = useBasket((s) => s.loyaltyApplied);
  const split = useDineInSession(brandId, (s) => s.split);
  const basket = usePricedBasketAt(store);
  const { totals } = basket.priced;
  const amounts = dineInAmounts({
    totals,
    taxRatePercent: basket.taxRatePercent,
    table: tableState.data,
    split: timing === 'PAY_LATER' ? null : split,
  });
  const { options, provider } = useMemo(
    () => optionsForTiming(timing, store?.dineInPaymentOptions ?? [], brand.activeIntegrations),
    [timing, store, brand.activeIntegrations],
  );
  const form = useForm<{ paymentId: string | null }>({ defaultValues: { paymentId: null } });
  const paymentId = form.watch('paymentId');
  const payment = options.find((o) => o._id === paymentId) ?? null;
  const byCard = payment?.paymentType === 'CREDIT_CARD' && provider.kind !== 'none';
  const [cardReady, setCardReady] = useState(false);
  const addingCard = usePaymentSelection((s) => s.type === 'NEW_CARD');
  const finish = useFinishDineInOrder();
  const showError = (message: ShownMessage) => {
    notify(shownText(message, api), 'danger', CART_ERROR_MS);
    void queryClient.invalidateQueries({ queryKey: ['table', brandId] });
  };
  const placing = usePlaceAndPay({
    onPaid: (orderNumber, trackingToken) => finish(orderNumber, trackingToken, timing),
    onError: showError,
    onMenuUpdated: () => showError(coded('menuUpdated')),
  });
  const setPaymentId = (id: string | null) => form.setValue('paymentId', id);

  // PAY_NOW: the card state reset and the card pre-selected, as checkout's step 2 (001 §4.7–§4.8).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the options are known.
  useEffect(() => {
    if (timing !== 'PAY_NOW' || options.length === 0) return;
    void import('../../features/checkout/payments/step-two.ts').then((rules) =>
      rules.enterStepTwo({ provider, options }, setPaymentId),
    );
  }, [timing, options.length]);

  const choose = async (id: string) => {
    const chosen = options.find((o) => o._id === id) ?? null;
    if (timing === 'PAY_LATER') {
      // SPLIT-15 (002 §4.2): the pay-later choice clears the selected cards and the split.
      getPaymentSelection().reset();
      dineInSession(brandId).getState().setSplit(null);
      setPaymentId(chosen?._id ?? null);
      return;
    }
    const rules = await import('../../features/checkout/payments/step-two.ts');
    rules.choosePayment(provider, chosen, setPaymentId);
  };

  const place = async () => {
    if (!store || !user || !table || !payment) return;
    await placing.place({
      store,
      user,
      lines,
      promotions: {
        totals,
        coupon: basket.priced.coupon?.ok && basket.coupon ? basket.coupon.discount : null,
        selectedTip,
        loyaltyApplied,
      },
      payment,
      provider,
      byCard,
      specialInstructions: special,
      vehicleInfo: '',
      timing: null,
      delivery: null,
      storeName: pick(store.translations).name,
      dineIn: {
        fields: dineInOrderFields({ table, timing, payment, tableState: tableState.data, split }),
        payableFils: amounts.payableFils,
        checkoutPath: withDineInQuery(dineInPaths.checkout, location.search),
        confirmPath: withDineInQuery(dineInPaths.paymentConfirm, location.search),
      },
    });
  };

  return {
    option,
    timing,
    store,
    table,
    options,
    provider,
    form,
    paymentId,
    payment,
    byCard,
    cardReady,
    setCardReady,
    addingCard,
    amounts,
    busy: placing.busy,
    choose,
    place,
    canPlace: Boolean(payment && user && table && store) && (!byCard || cardReady),
  };
}
