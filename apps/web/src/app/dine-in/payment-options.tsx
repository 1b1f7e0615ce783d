import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getPaymentSelection } from '../../features/checkout/payments/payment-selection.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../shared/ui/skeleton.tsx';
import { TotalBar } from '../../shared/ui/total-bar.tsx';
import { usePaymentOptions } from './use-payment-options.ts';
import '../../features/checkout/checkout.css';

// The checkout's payment list (cards with 3-D Secure, wallets, hosted page and frame) loads with PAY_NOW.
const PaymentStep = lazy(() =>
  import('../../features/checkout/components/payment-step.tsx').then((m) => ({ default: m.PaymentStep })),
);

/**
 * The payment options /dine-in/checkout/payment-options (002 §2.8, 001 §2.10; issue 18), a layout
 * over usePaymentOptions: without a timing in the navigation state the page goes back; title
 * 'Payment' ('Add a card' while a new card is entered — back then returns to the options);
 * PAY_LATER lists the store's pay-later choices, PAY_NOW the checkout's payment step; the footer
 * shows the payable and a button labelled with the timing's title.
 */
export function Component() {
  const { t } = useTranslation(['dine-in', 'checkout', 'payments']);
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const p = usePaymentOptions();
  const missing = p.option === null;
  useEffect(() => {
    if (missing) navigate(-1);
  }, [missing, navigate]);
  if (missing) return null;
  if (!p.store) return <SkeletonList rows={2} label={t('loading')} />;
  const back = () => (p.addingCard ? getPaymentSelection().setType(null) : navigate(-1));
  const register = p.form.register('paymentId', { onChange: (e) => void p.choose(e.target.value) });
  return (
    <div className="page-flow checkout-page dine-in-payment-options">
      <PageHeader title={p.addingCard ? t('addCard') : t('payment')} onBack={back} />
      {p.timing === 'PAY_LATER' ? (
        <fieldset className="section payment-options" disabled={p.busy}>
          <legend className="section-title">{t('payAtTable')}</legend>
          {p.options.map((o) => (
            <label key={o._id} className="payment-option">
              <input type="radio" value={o._id} {...register} />
              <span>{pick({ en: o.EN.name, ar: o.AR.name })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <Suspense fallback={<SkeletonList rows={2} label={t('loading')} />}>
          <PaymentStep
            options={p.options}
            paymentId={p.paymentId}
            provider={p.provider}
            busy={p.busy}
            onCardReady={p.setCardReady}
            totalFils={p.amounts.payableFils}
            errorOpen={false}
            register={register}
          />
        </Suspense>
      )}
      <TotalBar totalFils={p.amounts.payableFils}>
        <Button onClick={() => void p.place()} busy={p.busy} disabled={!p.canPlace}>
          {p.busy ? t('checkout:processing') : (p.option?.title ?? '')}
        </Button>
      </TotalBar>
    </div>
  );
}
