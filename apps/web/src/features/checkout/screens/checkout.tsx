import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { paths } from '../../../shared/config/paths.ts';
import { formatFils, isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { OrderTimingCard } from '../../../shared/timing/order-timing-card.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { TotalBar } from '../../../shared/ui/total-bar.tsx';
import { CheckoutModals } from '../components/checkout-modals.tsx';
import { OrderSummarySection } from '../components/order-summary-section.tsx';
import { PickupDetails } from '../components/pickup-details.tsx';
import { useCheckout } from '../lib/use-checkout.ts';
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
 * Checkout for pickup and delivery (001 §2.8 steps 1–2; /store/checkout and /order/checkout), a
 * layout over useCheckout (the logic): step 1 'Place Order' with the 'Pickup from' card and the
 * vehicle field when the store asks (PickupDetails) — or, for delivery, the delivery address card
 * (DeliveryDetails) — the 'Pickup Time' / 'Delivery Time' card (ASAP or the pre-order slot;
 * TIMING-14), the order summary with the promotions (OrderSummarySection) and 'Select Payment
 * Method', which validates the order (001 §5.1); step 2 'Payment Options' with the store's
 * options for the service and 'Place Order'. Below the minimum order (the delivery zone's) the
 * footer offers 'Add {remaining} more' instead (TOT-13). Success goes to the order-success page
 * (IS06); the dialogs are CheckoutModals.
 */
export function Component() {
  // The promotions texts load with the checkout's, so the discount box and tip show with the page.
  const { t } = useTranslation(['checkout', 'promotions', 'payments']);
  const { language } = useLanguage();
  const c = useCheckout();
  if (c.gate === 'home') return <Navigate to={paths.home} replace />;
  if (c.gate === 'loading' || !c.store) return <SkeletonList rows={3} label={t('loading')} />;
  const { store, step, totals } = c;

  return (
    <div className="page-flow checkout-page">
      <PageHeader title={step === 1 ? t('placeOrder') : t('paymentOptions')} onBack={c.back} />
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
            {c.forDelivery ? (
              <Suspense fallback={<div className="card checkout-card skeleton" />}>
                <DeliveryDetails />
              </Suspense>
            ) : (
              <PickupDetails
                store={store}
                onChangeStore={() => c.changeStore.setOpen(true)}
                // The basket page shows and keeps the same field (000 §2.14).
                registerVehicle={() =>
                  c.form.register('vehicleInfo', {
                    onChange: (e) => getBasket().setVehicleInfo(e.target.value),
                  })
                }
              />
            )}
            <OrderTimingCard view={c.timingView} variant="card" />
          </section>
          <OrderSummarySection basket={c.basket} outlet={c.outlet} />
        </>
      ) : (
        <Suspense fallback={<SkeletonList rows={2} label={t('loading')} />}>
          <PaymentStep
            options={c.options}
            paymentId={c.paymentId}
            provider={c.provider}
            busy={c.busy}
            onCardReady={c.setCardReady}
            totalFils={totals.orderGrossAmountFils}
            errorOpen={c.error !== null}
            register={c.form.register('paymentId', { onChange: (e) => c.choosePayment(e.target.value) })}
          />
        </Suspense>
      )}
      {c.verifying ? (
        <p className="payment-verifying" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('payments:verifying')}
        </p>
      ) : null}
      <TotalBar totalFils={totals.orderGrossAmountFils}>
        {totals.remainingToMinimumFils > 0 ? (
          <Link to={c.outlet ? paths.storeDetail : paths.home} className="btn btn-primary">
            {t('addMore', { amount: isolated(formatFils(totals.remainingToMinimumFils, language)) })}
          </Link>
        ) : step === 1 ? (
          <Button onClick={c.toStep2} busy={c.verifying}>
            {t('selectPaymentMethod')}
          </Button>
        ) : (
          <Button
            onClick={c.place}
            busy={c.busy || c.verifying}
            disabled={!c.payment || (c.byCard && !c.cardReady)}
          >
            {c.busy ? t('processing') : t('placeOrder')}
          </Button>
        )}
      </TotalBar>
      <CheckoutModals
        error={c.error}
        onCloseError={c.closeError}
        menuUpdated={c.menuUpdated}
        onRefresh={c.refreshMenu}
        changeStore={c.changeStore}
      />
    </div>
  );
}
