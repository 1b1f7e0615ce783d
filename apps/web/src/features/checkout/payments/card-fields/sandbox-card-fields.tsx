import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFieldsError, registerTokenizer, type TokenisedCard } from './tokenizer.ts';

/** How long the sandbox's card page may take to answer a submit, ms. */
const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * The sandbox gateway's card fields (decision 0022): its page
 * `/api/v1/payments/sandbox/card-fields?brandId=…&lang=en|ar` in an iframe of the same origin.
 * Tokenising posts `{ type: 'sufra-sandbox-card-submit' }` to the frame, which answers
 * `{ type: 'sufra-sandbox-card', paymentMethod: { id, card } }` or
 * `{ type: 'sufra-sandbox-card-error', message }` by postMessage (only messages from that frame
 * and this origin are read).
 */
export function SandboxCardFields({ brandId }: { brandId: string }) {
  const { t, i18n } = useTranslation('payments');
  const frame = useRef<HTMLIFrameElement>(null);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';

  useEffect(
    () =>
      registerTokenizer(
        () =>
          new Promise<TokenisedCard>((resolve, reject) => {
            const target = frame.current?.contentWindow;
            if (!target) return reject(new CardFieldsError('cardProccesingError'));
            const done = () => {
              window.removeEventListener('message', onMessage);
              clearTimeout(timer);
            };
            const onMessage = (event: MessageEvent) => {
              if (event.source !== target || event.origin !== window.location.origin) return;
              const data = event.data as { type?: string; paymentMethod?: TokenisedCard; message?: string };
              if (data?.type === 'sufra-sandbox-card' && data.paymentMethod?.id) {
                done();
                resolve(data.paymentMethod);
              } else if (data?.type === 'sufra-sandbox-card-error') {
                done();
                reject(new CardFieldsError('pleaseEnterValidCardDetails', data.message));
              }
            };
            const timer = setTimeout(() => {
              done();
              reject(new CardFieldsError('cardProccesingError'));
            }, SUBMIT_TIMEOUT_MS);
            window.addEventListener('message', onMessage);
            target.postMessage({ type: 'sufra-sandbox-card-submit' }, window.location.origin);
          }),
      ),
    [],
  );

  return (
    <iframe
      ref={frame}
      className="card-fields-frame"
      title={t('cardDetails')}
      src={`/api/v1/payments/sandbox/card-fields?brandId=${encodeURIComponent(brandId)}&lang=${lang}`}
    />
  );
}
