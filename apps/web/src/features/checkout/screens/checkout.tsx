import { localizeMessage, MESSAGES } from '@sufra/contract';
import { Store as StoreIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatFils, isolated } from '../../../shared/format/money.ts';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { markOrderPlaced } from '../../../shared/navigation/after-order.ts';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { usePricedBasketAt } from '../../../shared/promotions/use-priced-basket.ts';
import { useSelectedStore } from '../../../shared/queries/selected-store.ts';
import { useSession } from '../../../shared/session/session-state.ts';
import { OrderTimingCard } from '../../../shared/timing/order-timing-card.tsx';
import { useOrderTiming } from '../../../shared/timing/use-order-timing.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { TotalBar } from '../../../shared/ui/total-bar.tsx';
import { usePlaceOrder } from '../api/place-order.ts';
import { OrderSummarySection } from '../components/order-summary-section.tsx';
import { type CheckoutContext, type CheckoutValues, checkoutProblem } from '../lib/checkout-rules.ts';
import { buildOrderPayload, type PayloadPromotions } from '../lib/order-payload.ts';
import type * as StepTwo from '../payments/step-two.ts';
import { usePaymentReturn } from '../payments/use-payment-return.ts';
import '../checkout.css';

// The delivery address card and its sheet load for a delivery checkout only (issue 8: the pickup
// checkout's JavaScript does not grow).
const DeliveryDetails = lazy(() =>
  import('../components/delivery-details.tsx').then((m) => ({ default: m.DeliveryDetails })),
);
// Step 2's payment list loads with step 2; the hosted-iframe payment window when it opens (001 §4.14).
const PaymentStep = lazy(() =>
  import('../components/payment-step.tsx').then((m) => ({ default: m.PaymentStep })),
);

/**
 * Checkout for pickup and delivery (001 §2.8 steps 1–2; /store/checkout and /order/checkout):
 * step 1 'Place Order' with the 'Pickup from' card and the vehicle field when the store asks — or,
 * for delivery, the delivery address card (DeliveryDetails) — the 'Pickup Time' / 'Delivery Time'
 * card (ASAP or the pre-order slot, 'Change' opening the timing sheet; TIMING-14), the order
 * summary with the promotions (OrderSummarySection: discount code,
 * loyalty, tip, price summary; priced by usePricedBasket) and 'Select Payment Method', which
 * validates the order (001 §5.1); step 2 'Payment Options' with the store's options for the service and
 * 'Place Order' (delivery: the store's delivery payment options). Below the minimum order (the
 * delivery zone's) the footer offers 'Add {remaining} more' instead
 * (TOT-13). Placing sends the promotions (order-payload.ts) and an Idempotency-Key kept across
 * retries; success goes to the order-success page (IS06); a 'menu_updated' refusal opens the
 * 'menu updated' modal (000 §2.22).
 */
export function Component() {
  const brand = useBrand();
  // The promotions texts load with the checkout's, so the discount box and tip show with the page.
  const { t } = useTranslation(['checkout', 'promotions', 'payments']);
  const { language, pick, api } = useLanguage();
  const navigate = useNavigate();
  const lines = useBasket((s) => s.lines);
  const special = useBasket((s) => s.specialInstructions);
  const vehicle = useBasket((s) => s.vehicleInfo);
  const selectedTip = useBasket((s) => s.selectedTip);
  const loyaltyApplied = useBasket((s) => s.loyaltyApplied);
  const serviceType = useOrderSettings((s) => s.serviceType) ?? 'PICKUP';
  const delivery = useOrderSettings((s) => s.delivery);
  const forDelivery = serviceType === 'DELIVERY';
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const { store, isLoading } = useSelectedStore();
  const basket = usePricedBasketAt(store);
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState<string | null>(null);
  const [menuUpdated, setMenuUpdated] = useState(false);
  const [changeStore, setChangeStore] = useState(false);
  const [busy, setBusy] = useState(false);
  // Step 2's rules load with step 2 (payments/step-two.ts); the card panel reports whether a card is chosen.
  const [stepTwo, setStepTwo] = useState<typeof StepTwo | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  const auth = { token, language: api, brandId: brand.brand._id };
  const placed = useRef(false);
  // The time the order is placed for: kept up to date with the clock (a slot that passes while
  // the customer is here is replaced, with a notice); null when the store yields none (TIMING-08).
  // Once placed, the order's timing is cleared (PAY-24) and not set again.
  const timingView = useOrderTiming(placed.current ? null : store);
  const { timing } = timingView;
  const placeOrder = usePlaceOrder();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  // The schema reads the order as it stands at submit time (store, user, totals, step). It and
  // zod load with the first check (a lazy chunk), not with the screen (decision 0013).
  const context = useRef<CheckoutContext | null>(null);
  const resolver: Resolver<CheckoutValues> = async (values, ctx, options) => {
    const current = context.current;
    if (!current) return { values, errors: {} };
    const { checkoutResolver } = await import('../lib/checkout-form.ts');
    return checkoutResolver((v) => checkoutProblem(current, v))(values, ctx, options);
  };
  const form = useForm<CheckoutValues>({
    resolver,
    defaultValues: { vehicleInfo: vehicle, paymentId: null },
    // The problem is told in the 'Message' dialog (001 §5.1), not by moving the focus.
    shouldFocusError: false,
  });
  const paymentId = form.watch('paymentId');

  /**
   * The order is paid (decision 0022: the basket is cleared only now): the order-success page
   * replaces checkout, and the basket, the timing and the card state are cleared (001 §4.9).
   */
  const finishPaid = (orderNumber: string, trackingToken: string | null) => {
    placed.current = true;
    markOrderPlaced();
    navigate(paths.orderSuccess(orderNumber), { replace: true, state: { trackingToken } });
    getBasket().clear();
    getOrderSettings().setTiming(null);
  };

  // Back from a 3-D Secure page or a hosted page (001 §4.10–§4.13): verified before anything
  // else is shown, then the order-success page, or the text on checkout with the basket kept.
  const verifying = usePaymentReturn({ auth, onPaid: finishPaid, onFailed: setError });

  if (lines.length === 0 && !placed.current) return <Navigate to={paths.home} replace />;
  if (isLoading) return <SkeletonList rows={3} label={t('loading')} />;
  if (!store) return <Navigate to={paths.home} replace />;

  const { totals } = basket.priced;
  const couponApplied = basket.priced.coupon?.ok && basket.coupon ? basket.coupon.discount : null;
  const promotions: PayloadPromotions = {
    totals,
    coupon: couponApplied,
    selectedTip,
    loyaltyApplied,
  };
  const choices = stepTwo?.storePaymentChoices(brand.activeIntegrations, store, forDelivery) ?? null;
  const options = choices?.options ?? [];
  const provider = choices?.provider ?? { kind: 'none' as const };
  const payment = options.find((o) => o._id === paymentId) ?? null;
  const byCard = payment?.paymentType === 'CREDIT_CARD' && provider.kind !== 'none';
  const setPaymentId = (id: string | null) => form.setValue('paymentId', id);
  context.current = {
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
  };
  /** The form holds one problem at most (the first in the spec's order): shown in the 'Message' dialog. */
  const showProblem = (errors: FieldErrors<CheckoutValues>) =>
    setError(errors.vehicleInfo?.message ?? errors.paymentId?.message ?? errors.root?.message ?? null);

  // 001 §4.8: entering step 2 resets the cards, the method and type and the hosted-iframe window;
  // then the credit-card option is pre-selected when the store offers it (001 §4.7, PAY-01/02).
  const toStep2 = form.handleSubmit(async () => {
    const rules = await import('../payments/step-two.ts');
    rules.enterStepTwo(rules.storePaymentChoices(brand.activeIntegrations, store, forDelivery), setPaymentId);
    setStepTwo(rules);
    setStep(2);
  }, showProblem);

  const place = form.handleSubmit(async ({ vehicleInfo }) => {
    if (!payment || !user) return setError(MESSAGES.choosePaymentMethod);
    // The card code loads with the first card order (payments/checkout-card.ts).
    const card = byCard ? await import('../payments/checkout-card.ts') : null;
    const refused = card?.cardProblem(totals.orderGrossAmountFils);
    if (refused) return setError(refused);
    setBusy(true);
    let orderPlaced = false;
    try {
      // A new card is tokenised before placing, so an invalid card places no order (001 §5.4).
      const newCard = byCard && card ? await card.tokenizeNewCard(provider) : null;
      const payload = buildOrderPayload({
        brandId: brand.brand._id,
        store,
        lines,
        promotions,
        payment,
        language: api,
        specialInstructions: special,
        vehicleInfo,
        user,
        timing,
        delivery:
          forDelivery && delivery.address && delivery.zone
            ? { address: delivery.address, zone: delivery.zone }
            : null,
      });
      const result = await placeOrder.mutateAsync({
        payload,
        token,
        language: api,
        idempotencyKey: idempotencyKey.current,
      });
      if (!byCard || !card) return finishPaid(result.savedOrder.orderNumber, result.savedOrder.trackingToken);
      orderPlaced = true;
      // The order waits in PENDING_PAYMENT; the provider's flow pays for it (decision 0022).
      const outcome = await card.payPlacedOrder({
        provider,
        placed: result,
        totalFils: totals.orderGrossAmountFils,
        store: { id: store._id, name: pick(store.translations).name },
        brand,
        userId: user.userId,
        auth,
        newCard,
        checkoutPath: outlet ? paths.storeCheckout : paths.brandCheckout,
      });
      if (outcome.status === 'paid') return finishPaid(outcome.orderNumber, result.savedOrder.trackingToken);
      // On the way to the provider the loader stays a moment (001 §4.12: 4 s; §4.13: 5 s).
      card.releaseLoader(outcome, provider, () => setBusy(false));
      idempotencyKey.current = crypto.randomUUID();
    } catch (err) {
      card?.settleWallet(false);
      setBusy(false);
      if (err instanceof ApiError && err.errorCategory === 'menu_updated') setMenuUpdated(true);
      else setError((err as Error).message);
      if (!orderPlaced && (!(err instanceof ApiError) || err.status >= 500 || err.status === 0)) return;
      // A placed order whose payment failed is cancelled (decision 0022): placing again makes a new one.
      if (orderPlaced && err instanceof ApiError && (err.status >= 500 || err.status === 0)) return;
      idempotencyKey.current = crypto.randomUUID();
    }
  }, showProblem);

  return (
    <div className="page-flow checkout-page">
      <PageHeader
        title={step === 1 ? t('placeOrder') : t('paymentOptions')}
        onBack={() => (step === 2 ? setStep(1) : navigate(outlet ? paths.storeBasket : paths.brandBasket))}
      />
      <ol className="checkout-progress" aria-label={t('progress')}>
        <li aria-current={step === 1 ? 'step' : undefined}>{t('stepDetails')}</li>
        <li aria-current={step === 2 ? 'step' : undefined}>{t('stepPayment')}</li>
      </ol>
      {step === 1 ? (
        <>
          <section className="section" aria-labelledby="delivery-details">
            <h2 id="delivery-details" className="section-title">
              {t('deliveryDetails')}
            </h2>
            <p className="muted">{t('deliveryDetailsSubtitle')}</p>
            {forDelivery ? (
              <Suspense fallback={<div className="card checkout-card skeleton" />}>
                <DeliveryDetails />
              </Suspense>
            ) : null}
            {forDelivery ? null : (
              <div className="card checkout-card">
                <StoreIcon size={20} aria-hidden="true" />
                <div className="checkout-card-body">
                  <span className="muted">{t('pickupFrom')}</span>
                  <strong>{pick(store.translations).name}</strong>
                  <span className="muted">{storeAddress(store, language) || t('selectLocation')}</span>
                </div>
                <Button variant="ghost" onClick={() => setChangeStore(true)}>
                  {t('change')}
                </Button>
              </div>
            )}
            {!forDelivery && store.vehicleInfoForPickup.isActive ? (
              <div className="field">
                <label htmlFor="vehicle">{t('addVehicleInfo')}</label>
                <input
                  id="vehicle"
                  className="input"
                  placeholder={t('vehiclePlaceholder')}
                  autoComplete="off"
                  aria-required={store.vehicleInfoForPickup.isRequired}
                  {...form.register('vehicleInfo', {
                    // The basket page shows and keeps the same field (000 §2.14).
                    onChange: (e) => getBasket().setVehicleInfo(e.target.value),
                  })}
                />
              </div>
            ) : null}
            <OrderTimingCard view={timingView} variant="card" />
          </section>
          <OrderSummarySection basket={basket} outlet={outlet} />
        </>
      ) : (
        <Suspense fallback={<SkeletonList rows={2} label={t('loading')} />}>
          <PaymentStep
            options={options}
            paymentId={paymentId}
            provider={provider}
            busy={busy}
            onCardReady={setCardReady}
            totalFils={totals.orderGrossAmountFils}
            errorOpen={error !== null}
            register={form.register('paymentId', {
              onChange: (e) =>
                stepTwo?.choosePayment(
                  provider,
                  options.find((o) => o._id === e.target.value) ?? null,
                  setPaymentId,
                ),
            })}
          />
        </Suspense>
      )}
      {verifying ? (
        <p className="payment-verifying" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('payments:verifying')}
        </p>
      ) : null}
      <TotalBar totalFils={totals.orderGrossAmountFils}>
        {totals.remainingToMinimumFils > 0 ? (
          <Link to={outlet ? paths.storeDetail : paths.home} className="btn btn-primary">
            {t('addMore', { amount: isolated(formatFils(totals.remainingToMinimumFils, language)) })}
          </Link>
        ) : step === 1 ? (
          <Button onClick={toStep2} busy={verifying}>
            {t('selectPaymentMethod')}
          </Button>
        ) : (
          <Button onClick={place} busy={busy || verifying} disabled={!payment || (byCard && !cardReady)}>
            {busy ? t('processing') : t('placeOrder')}
          </Button>
        )}
      </TotalBar>
      <Modal
        open={error !== null}
        onOpenChange={(o) => (o ? null : setError(null))}
        title={t('message')}
        description={error ? localizeMessage(error, api) : ''}
        actions={<Button onClick={() => setError(null)}>{t('close')}</Button>}
      />
      <Modal
        open={menuUpdated}
        title={t('message')}
        description={t('menuUpdated')}
        dismissible={false}
        actions={
          <Button
            onClick={() => {
              getBasket().clear();
              window.location.assign(`${brand.basename}/`);
            }}
          >
            {t('refresh')}
          </Button>
        }
      />
      <Modal
        open={changeStore}
        onOpenChange={setChangeStore}
        title={t('changeStoreTitle')}
        description={t('changeStoreMessage')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setChangeStore(false)}>
              {t('no')}
            </Button>
            <Button
              onClick={() => {
                getBasket().clear();
                navigate(paths.home);
              }}
            >
              {t('yes')}
            </Button>
          </>
        }
      />
    </div>
  );
}
