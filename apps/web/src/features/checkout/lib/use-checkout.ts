import { coded, type PaymentProviderChoice } from '@sufra/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import type { ShownMessage } from '../../../shared/i18n/shown-message.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { markOrderPlaced } from '../../../shared/navigation/after-order.ts';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { usePricedBasketAt } from '../../../shared/promotions/use-priced-basket.ts';
import { useSelectedStore } from '../../../shared/queries/selected-store.ts';
import { useSession } from '../../../shared/session/session-state.ts';
import { useOrderTiming } from '../../../shared/timing/use-order-timing.ts';
import type * as StepTwo from '../payments/step-two.ts';
import { usePaymentReturn } from '../payments/use-payment-return.ts';
import { type CheckoutContext, type CheckoutValues, checkoutProblem } from './checkout-rules.ts';
import { usePlaceAndPay } from './use-place-and-pay.ts';

const NO_PROVIDER: PaymentProviderChoice = { kind: 'none' };

/**
 * Checkout's logic (001 §2.8 steps 1–2; CONVENTIONS "a screen is a layout; its logic is a hook"):
 * the basket priced at the selected store, the timing, the form (vehicle info, the payment option)
 * checked by the form schema (checkout-form.ts, loaded with the first check) against the order as
 * it stands (checkoutProblem), the steps, the payment choices of step 2 (payments/step-two.ts,
 * loaded with step 2), the return from a provider (usePaymentReturn) and place-then-pay
 * (usePlaceAndPay). `gate` says what the screen shows instead of checkout: home (an empty basket,
 * no store) or the loader. The one problem of the form (a catalogue code), a refusal or a payment
 * failure (their text as it is) is `error` (ShownMessage, written in the 'Message' dialog in the
 * UI language; issue 16: errors by code); paid → the order-success page, and the
 * basket, timing and card state are cleared (001 §4.9; decision 0022: only now).
 */
export function useCheckout() {
  const brand = useBrand();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const lines = useBasket((s) => s.lines);
  const special = useBasket((s) => s.specialInstructions);
  const vehicle = useBasket((s) => s.vehicleInfo);
  const selectedTip = useBasket((s) => s.selectedTip);
  const loyaltyApplied = useBasket((s) => s.loyaltyApplied);
  const forDelivery = (useOrderSettings((s) => s.serviceType) ?? 'PICKUP') === 'DELIVERY';
  const delivery = useOrderSettings((s) => s.delivery);
  const user = useSession((s) => s.user);
  const { store, isLoading } = useSelectedStore();
  const basket = usePricedBasketAt(store);
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState<ShownMessage | null>(null);
  const [menuUpdated, setMenuUpdated] = useState(false);
  // Step 2's rules load with step 2 (payments/step-two.ts); the card panel reports whether a card is chosen.
  const [stepTwo, setStepTwo] = useState<typeof StepTwo | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [changeStore, setChangeStore] = useState(false);
  // The time the order is placed for, kept up to date with the clock; null when the store yields
  // none (TIMING-08). Once placed, the order's timing is cleared (PAY-24) and not set again.
  const timingView = useOrderTiming(placed ? null : store);
  const { timing } = timingView;
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const { totals } = basket.priced;
  const choices = store
    ? (stepTwo?.storePaymentChoices(brand.activeIntegrations, store, forDelivery) ?? null)
    : null;
  const options = choices?.options ?? [];
  const provider = choices?.provider ?? NO_PROVIDER;
  // The order as it stands now: what the form is checked against at submit (no ref: the resolver
  // of the latest render is the one react-hook-form uses).
  const context: CheckoutContext | null = store
    ? {
        step,
        hasTiming: timing !== null,
        paymentOptions: options,
        draft: {
          brandId: brand.brand._id,
          store,
          user,
          serviceType: forDelivery ? 'DELIVERY' : 'PICKUP',
          delivery: forDelivery ? { zone: delivery.zone, address: delivery.address } : undefined,
          itemsTotalFils: totals.originalPriceFils,
          totalFils: totals.orderGrossAmountFils,
          couponRefused: Boolean(
            basket.coupon && !basket.coupon.auto && basket.priced.coupon && !basket.priced.coupon.ok,
          ),
          timing,
          lines: lines.map((l) => ({
            itemId: l.itemId,
            quantity: l.quantity,
            name: pick(l.title),
            maximumOrderQuantity: l.maximumOrderQuantity,
            isStockEnabled: l.isStockEnabled,
            availableStock: l.availableStock,
          })),
        },
      }
    : null;
  // The schema and zod load with the first check (a lazy chunk), not with the screen (decision 0013).
  const resolver: Resolver<CheckoutValues> = async (values, ctx, opts) => {
    if (!context) return { values, errors: {} };
    const { checkoutResolver } = await import('./checkout-form.ts');
    return checkoutResolver((v) => checkoutProblem(context, v))(values, ctx, opts);
  };
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: { vehicleInfo: vehicle, paymentId: null },
    // The problem is told in the 'Message' dialog (001 §5.1), not by moving the focus.
    shouldFocusError: false,
  });
  const paymentId = form.watch('paymentId');
  const payment = options.find((o) => o._id === paymentId) ?? null;
  const byCard = payment?.paymentType === 'CREDIT_CARD' && provider.kind !== 'none';
  const setPaymentId = (id: string | null) => form.setValue('paymentId', id);

  const finishPaid = (orderNumber: string, trackingToken: string | null) => {
    setPlaced(true);
    markOrderPlaced();
    navigate(paths.orderSuccess(orderNumber), { replace: true, state: { trackingToken } });
    getBasket().clear();
    getOrderSettings().setTiming(null);
  };
  const placing = usePlaceAndPay({
    onPaid: finishPaid,
    onError: setError,
    onMenuUpdated: () => setMenuUpdated(true),
  });
  // Back from a 3-D Secure page or a hosted page (001 §4.10–§4.13): verified before anything
  // else is shown, then the order-success page, or the text on checkout with the basket kept.
  const verifying = usePaymentReturn({ onPaid: finishPaid, onFailed: (text) => setError({ text }) });

  /**
   * The form holds one problem at most (the first in the spec's order): shown in the 'Message'
   * dialog with its values (the field's error holds its code only), as the resolver found it.
   */
  const showProblem = () =>
    setError((context && checkoutProblem(context, form.getValues())?.message) ?? null);

  const gate = lines.length === 0 && !placed ? 'home' : isLoading ? 'loading' : !store ? 'home' : null;
  return {
    gate,
    store,
    basket,
    totals,
    step,
    forDelivery,
    outlet,
    timingView,
    form,
    options,
    provider,
    paymentId,
    payment,
    byCard,
    cardReady,
    setCardReady,
    busy: placing.busy,
    verifying,
    error,
    closeError: () => setError(null),
    menuUpdated,
    back: () => (step === 2 ? setStep(1) : navigate(outlet ? paths.storeBasket : paths.brandBasket)),
    /** 'Select Payment Method' (001 §4.8): the order is checked; step 2 resets the card state and pre-selects the card option (PAY-01/02). */
    toStep2: form.handleSubmit(async () => {
      if (!store) return;
      const rules = await import('../payments/step-two.ts');
      rules.enterStepTwo(
        rules.storePaymentChoices(brand.activeIntegrations, store, forDelivery),
        setPaymentId,
      );
      setStepTwo(rules);
      setStep(2);
    }, showProblem),
    /** Step 2's option radio changed: the card state follows the choice (001 §4.8). */
    choosePayment: (id: string) =>
      stepTwo?.choosePayment(provider, options.find((o) => o._id === id) ?? null, setPaymentId),
    /** 'Place Order' (001 §2.8 step 2): the order is checked, then placed and paid (usePlaceAndPay). */
    place: form.handleSubmit(async ({ vehicleInfo }) => {
      if (!payment || !user) return setError(coded('choosePaymentMethod'));
      if (!store) return;
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
        vehicleInfo,
        timing,
        delivery: forDelivery ? delivery : null,
        storeName: pick(store.translations).name,
      });
    }, showProblem),
    /** The 'Change' store question (pickup): open, answered no (closed) or yes (the basket emptied, home). */
    changeStore: {
      open: changeStore,
      setOpen: setChangeStore,
      confirm: () => {
        getBasket().clear();
        navigate(paths.home);
      },
    },
    /** 'Refresh' of the menu-updated modal (000 §2.22): the basket is emptied and the brand's home reloaded. */
    refreshMenu: () => {
      getBasket().clear();
      window.location.assign(`${brand.basename}/`);
    },
  };
}
