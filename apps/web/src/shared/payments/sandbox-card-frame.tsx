import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A card tokenised by the provider's own fields (decision 0022, PCI DSS SAQ A: the number never
 * reaches Sufra's code): the PaymentMethod id (the sandbox's `pm_sbx_…`) and the card's public
 * details when the provider gives them.
 */
export interface CardToken {
  id: string;
  card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
}

/** Tokenises the card typed into the fields on screen; rejects with CardTokenError. */
export type CardTokenize = () => Promise<CardToken>;

/**
 * Why a card could not be tokenised: 'invalid' (the fields refused the card; `detail` is the
 * fields' own text, when they gave one) or 'failed' (no fields on screen, or no answer in time).
 * `message` is `detail`, else the reason.
 */
export class CardTokenError extends Error {
  constructor(
    readonly reason: 'invalid' | 'failed',
    readonly detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** How long the sandbox's card page may take to answer a submit, ms. */
const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * Asks the sandbox's card page in `target` (the iframe's window) for its card (decision 0022):
 * posts `{ type: 'sufra-sandbox-card-submit' }` to this origin and reads back, only from that
 * window and this origin, `{ type: 'sufra-sandbox-card', paymentMethod: { id, card } }` → the
 * card, or `{ type: 'sufra-sandbox-card-error', message }` → CardTokenError 'invalid' with the
 * message. No window, or no answer within 15 s → CardTokenError 'failed'.
 */
function requestSandboxCard(target: Window | null | undefined): Promise<CardToken> {
  return new Promise<CardToken>((resolve, reject) => {
    if (!target) return reject(new CardTokenError('failed'));
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== target || event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; paymentMethod?: CardToken; message?: string };
      if (data?.type === 'sufra-sandbox-card' && data.paymentMethod?.id) {
        done();
        resolve(data.paymentMethod);
      } else if (data?.type === 'sufra-sandbox-card-error') {
        done();
        reject(new CardTokenError('invalid', data.message));
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new CardTokenError('failed'));
    }, SUBMIT_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    target.postMessage({ type: 'sufra-sandbox-card-submit' }, window.location.origin);
  });
}

/**
 * The sandbox gateway's card fields (decision 0022), shared by checkout and the payment link:
 * its page `/api/v1/payments/sandbox/card-fields?brandId=…&lang=en|ar` (the UI language) in an
 * iframe of the same origin, with `className` and the accessible `title`. While on screen, its
 * tokenizer (requestSandboxCard on the frame) is handed to `register`, which answers the function
 * that unregisters it; `register` should be stable (it is registered again when it changes).
 */
export function SandboxCardFrame({
  brandId,
  className,
  title,
  register,
}: {
  brandId: string;
  className: string;
  title: string;
  register: (tokenize: CardTokenize) => () => void;
}) {
  const { i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  useEffect(() => register(() => requestSandboxCard(frame.current?.contentWindow)), [register]);
  return (
    <iframe
      ref={frame}
      className={className}
      title={title}
      src={`/api/v1/payments/sandbox/card-fields?brandId=${encodeURIComponent(brandId)}&lang=${lang}`}
    />
  );
}
