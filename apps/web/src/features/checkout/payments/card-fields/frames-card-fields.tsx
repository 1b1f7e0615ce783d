import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFieldsError, loadScript, registerTokenizer } from './tokenizer.ts';

/** Checkout.com Frames, loaded at run time from Checkout.com's CDN (decision 0022: never bundled). */
export const FRAMES_JS = 'https://cdn.checkout.com/js/framesv2.min.js';

/** The part of Frames the checkout uses (https://www.checkout.com/docs/developer-resources/sdks/frames-reference). */
interface FramesJs {
  init(options: { publicKey: string; localization?: string }): void;
  isCardValid(): boolean;
  submitCard(): Promise<{
    token: string;
    scheme?: string;
    last4?: string;
    expiry_month?: number;
    expiry_year?: number;
  }>;
  enableSubmitForm(): void;
}
declare global {
  interface Window {
    Frames?: FramesJs;
  }
}

/**
 * Checkout.com Frames (001 §4.12 step 1) for a real card-frames integration: the script from
 * cdn.checkout.com with the brand's public key, initialised on the `.card-frame` element here;
 * tokenising checks the card (001 §5.4: invalid → 'pleaseEnterValidCardDetails') and submits it
 * for a token `tok_…` (none → 'cardProccesingError').
 */
export function FramesCardFields({ publicKey }: { publicKey: string }) {
  const { t, i18n } = useTranslation('payments');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let ready = false;
    const unregister = registerTokenizer(async () => {
      const frames = window.Frames;
      if (!ready || !frames) throw new CardFieldsError('providerFailed');
      if (!frames.isCardValid()) throw new CardFieldsError('pleaseEnterValidCardDetails');
      const result = await frames.submitCard().catch(() => null);
      frames.enableSubmitForm();
      if (!result?.token) throw new CardFieldsError('cardProccesingError');
      return {
        id: result.token,
        card: {
          brand: result.scheme,
          last4: result.last4,
          exp_month: result.expiry_month,
          exp_year: result.expiry_year,
        },
      };
    });
    loadScript(FRAMES_JS)
      .then(() => {
        window.Frames?.init({ publicKey, localization: i18n.language === 'ar' ? 'AR' : 'EN-GB' });
        ready = true;
      })
      .catch(() => setFailed(true));
    return unregister;
  }, [publicKey, i18n.language]);

  if (failed) return <p role="alert">{t('providerFailed')}</p>;
  return (
    <fieldset className="card-fields-host">
      <legend className="sr-only">{t('cardDetails')}</legend>
      <div className="card-frame" />
    </fieldset>
  );
}
