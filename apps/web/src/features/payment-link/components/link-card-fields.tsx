import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A card tokenised by the provider's own fields (PCI DSS SAQ A: the number never reaches Sufra's code). */
export interface LinkToken {
  id: string;
}

/** Tokenises the card in the fields on screen; rejects with a text to show (001 §5.4 keys). */
export type LinkTokenizer = () => Promise<LinkToken>;

/** Why a card could not be tokenised: 'invalid' (the fields refused the card) or 'failed' (no answer). */
export class LinkCardError extends Error {
  constructor(
    readonly reason: 'invalid' | 'failed',
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** How long the sandbox's card page may take to answer a submit, ms. */
const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * The card input of a link (001 §2.12 "shows the card input"): the provider's fields, each
 * registering its tokenizer in `tokenizer`. The sandbox's card page (decision 0022) is an iframe
 * of this origin, `/api/v1/payments/sandbox/card-fields?brandId=…&lang=en|ar`: the page posts
 * `{ type: 'sufra-sandbox-card-submit' }` and reads back `{ type: 'sufra-sandbox-card',
 * paymentMethod: { id } }` or `{ type: 'sufra-sandbox-card-error', message }` (only from that
 * frame and this origin). A real provider's fields (Stripe Elements, Checkout.com Frames) plug in
 * here as another branch with the same tokenizer contract; until then such a link shows
 * 'Online payment is facing some issues, please use other payment method' (001 §8.3).
 */
export function LinkCardFields({
  brandId,
  sandbox,
  tokenizer,
}: {
  brandId: string;
  sandbox: boolean;
  tokenizer: RefObject<LinkTokenizer | null>;
}) {
  const { t } = useTranslation('payment-link');
  if (!sandbox)
    return (
      <p className="link-info" role="status">
        {t('providerFailed')}
      </p>
    );
  return <SandboxFrame brandId={brandId} tokenizer={tokenizer} />;
}

function SandboxFrame({
  brandId,
  tokenizer,
}: {
  brandId: string;
  tokenizer: RefObject<LinkTokenizer | null>;
}) {
  const { t, i18n } = useTranslation('payment-link');
  const frame = useRef<HTMLIFrameElement>(null);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  useEffect(() => {
    const tokenize: LinkTokenizer = () =>
      new Promise<LinkToken>((resolve, reject) => {
        const target = frame.current?.contentWindow;
        if (!target) return reject(new LinkCardError('failed'));
        const done = () => {
          window.removeEventListener('message', onMessage);
          clearTimeout(timer);
        };
        const onMessage = (event: MessageEvent) => {
          if (event.source !== target || event.origin !== window.location.origin) return;
          const data = event.data as { type?: string; paymentMethod?: LinkToken; message?: string };
          if (data?.type === 'sufra-sandbox-card' && data.paymentMethod?.id) {
            done();
            resolve({ id: data.paymentMethod.id });
          } else if (data?.type === 'sufra-sandbox-card-error') {
            done();
            reject(new LinkCardError('invalid', data.message));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new LinkCardError('failed'));
        }, SUBMIT_TIMEOUT_MS);
        window.addEventListener('message', onMessage);
        target.postMessage({ type: 'sufra-sandbox-card-submit' }, window.location.origin);
      });
    tokenizer.current = tokenize;
    return () => {
      if (tokenizer.current === tokenize) tokenizer.current = null;
    };
  }, [tokenizer]);
  return (
    <iframe
      ref={frame}
      className="link-card-frame"
      title={t('cardDetails')}
      src={`/api/v1/payments/sandbox/card-fields?brandId=${encodeURIComponent(brandId)}&lang=${lang}`}
    />
  );
}
