import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFieldsError, loadScript, registerTokenizer } from './tokenizer.ts';

/** Stripe.js, loaded at run time from Stripe (decision 0022: never bundled). */
export const STRIPE_JS = 'https://js.stripe.com/v3';

/** The part of Stripe.js the checkout uses (https://docs.stripe.com/js). */
interface StripeJs {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): StripeCardElement };
  createPaymentMethod(input: { type: 'card'; card: StripeCardElement }): Promise<{
    paymentMethod?: {
      id: string;
      card?: { brand: string; last4: string; exp_month: number; exp_year: number };
    };
    error?: { type?: string; message?: string };
  }>;
}
interface StripeCardElement {
  mount(node: HTMLElement): void;
  destroy(): void;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => StripeJs;
  }
}

/**
 * Stripe's card element (001 §4.10 step 1) for a real card-elements integration: Stripe.js from
 * https://js.stripe.com/v3 with the brand's publishable key, the card element mounted here;
 * tokenising creates a PaymentMethod `pm_…` (createPaymentMethod). A card error →
 * 'pleaseEnterValidCardDetails'; a script that does not load → 'Online payment is facing some
 * issues, please use other payment method' (001 §8.3), told where the fields would be.
 */
export function StripeCardFields({ publishableKey }: { publishableKey: string }) {
  const { t, i18n } = useTranslation('payments');
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let stripe: StripeJs | null = null;
    let cancelled = false;
    const unregister = registerTokenizer(async () => {
      if (!stripe || !card) throw new CardFieldsError('providerFailed');
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (result.error || !result.paymentMethod)
        throw new CardFieldsError(
          result.error?.type === 'validation_error' ? 'pleaseEnterValidCardDetails' : 'cardProccesingError',
          result.error?.message,
        );
      return result.paymentMethod;
    });
    loadScript(STRIPE_JS)
      .then(() => {
        if (cancelled || !host.current || !window.Stripe) return;
        stripe = window.Stripe(publishableKey, { locale: i18n.language === 'ar' ? 'ar' : 'en' });
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(host.current);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      unregister();
      card?.destroy();
    };
  }, [publishableKey, i18n.language]);

  if (failed) return <p role="alert">{t('providerFailed')}</p>;
  return (
    <fieldset className="card-fields-host">
      <legend className="sr-only">{t('cardDetails')}</legend>
      <div ref={host} />
    </fieldset>
  );
}
