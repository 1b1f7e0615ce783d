import type { PaymentOption, PaymentProviderChoice } from '@sufra/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { cardSelectionReady, usePaymentSelection } from '../payments/payment-selection.ts';

// The card part loads when CREDIT_CARD is chosen (decision 0021's checkout ceiling holds).
// The hosted-iframe payment window loads when it opens (001 §4.14).
const HostedIframeModal = lazy(() =>
  import('../payments/hosted-iframe-modal.tsx').then((m) => ({ default: m.HostedIframeModal })),
);
const CardPaymentPanel = lazy(() =>
  import('../payments/card-payment-panel.tsx').then((m) => ({ default: m.CardPaymentPanel })),
);

/**
 * Checkout step 2's payment list (001 §2.8, §5.4): 'Choose Payment Method' with the store's
 * options for the service (checkoutPaymentOptions: CREDIT_CARD first, hidden with no gateway,
 * never PAY_LATER), 'No payment methods are currently available. Please contact support.' when
 * none, and under a chosen CREDIT_CARD the card panel (saved cards, new card, card fields).
 */
export function PaymentStep({
  options,
  paymentId,
  provider,
  register,
  busy,
  onCardReady,
  totalFils,
  errorOpen,
}: {
  options: readonly PaymentOption[];
  paymentId: string | null;
  provider: PaymentProviderChoice;
  register: UseFormRegisterReturn<'paymentId'>;
  busy: boolean;
  /** Told whether a card is chosen (001 §5.4: 'Place Order' is disabled while no card type is selected). */
  onCardReady: (ready: boolean) => void;
  /** The order's total, fils (the wallet sheet's amount). */
  totalFils: number;
  /** Whether checkout's error modal is open (001 §4.8: closing it resets a hosted-iframe new card). */
  errorOpen: boolean;
}) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const { pick } = useLanguage();
  const ready = usePaymentSelection(cardSelectionReady);
  const iframeOpen = usePaymentSelection((s) => s.iframeModal.isOpen);
  useEffect(() => onCardReady(ready), [ready, onCardReady]);
  // 001 §4.8, PAY-20: closing the error modal while the hosted iframe's new card is chosen resets the type.
  const errorWasOpen = useRef(errorOpen);
  useEffect(() => {
    const closed = errorWasOpen.current && !errorOpen;
    errorWasOpen.current = errorOpen;
    const selection = usePaymentSelection.getState();
    if (closed && provider.kind === 'hosted-iframe' && selection.type === 'NEW_CARD') selection.setType(null);
  }, [errorOpen, provider.kind]);
  const publicKey = brand.activeIntegrations.find(
    (i) => provider.kind !== 'none' && i.name === provider.gateway,
  )?.metaData.publishableKey;
  return (
    <section className="section" aria-labelledby="pay-with">
      <fieldset className="payment-options" disabled={busy}>
        <legend id="pay-with" className="section-title">
          {t('choosePaymentMethod')}
        </legend>
        {options.length === 0 ? <p className="empty-state">{t('noPaymentMethods')}</p> : null}
        {options.map((o) => (
          <div key={o._id} className="payment-option-group">
            <label className="payment-option">
              <input type="radio" value={o._id} {...register} />
              <span>{pick({ en: o.EN.name, ar: o.AR.name })}</span>
            </label>
            {o.paymentType === 'CREDIT_CARD' && o._id === paymentId && provider.kind !== 'none' ? (
              <Suspense fallback={<div className="skeleton saved-card-skeleton" />}>
                <CardPaymentPanel
                  provider={provider}
                  brandId={brand.brand._id}
                  publicKey={typeof publicKey === 'string' ? publicKey : ''}
                  disabled={busy}
                  totalFils={totalFils}
                />
              </Suspense>
            ) : null}
          </div>
        ))}
      </fieldset>
      {iframeOpen ? (
        <Suspense fallback={null}>
          <HostedIframeModal />
        </Suspense>
      ) : null}
    </section>
  );
}
