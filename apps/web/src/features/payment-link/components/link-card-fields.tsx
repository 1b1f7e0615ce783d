import { type RefObject, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardTokenize, SandboxCardFrame } from '../../../shared/payments/sandbox-card-frame.tsx';

/**
 * Tokenises the card in the fields on screen into the provider's card (CardToken: PCI DSS SAQ A,
 * the number never reaches Sufra's code); rejects with CardTokenError: 'invalid' (the fields
 * refused the card) or 'failed' (no answer).
 */
export type LinkTokenizer = CardTokenize;

/**
 * The card input of a link (001 §2.12 "shows the card input"): the provider's fields, each
 * registering its tokenizer in `tokenizer`. The sandbox's card page (decision 0022) is the
 * shared SandboxCardFrame (an iframe of this origin spoken to by postMessage). A real
 * provider's fields (Stripe Elements, Checkout.com Frames) plug in here as another branch with
 * the same tokenizer contract; until then such a link shows 'Online payment is facing some
 * issues, please use other payment method' (001 §8.3).
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

/** The shared sandbox frame, its tokenizer kept in `tokenizer` while on screen. */
function SandboxFrame({
  brandId,
  tokenizer,
}: {
  brandId: string;
  tokenizer: RefObject<LinkTokenizer | null>;
}) {
  const { t } = useTranslation('payment-link');
  const register = useCallback(
    (tokenize: LinkTokenizer) => {
      tokenizer.current = tokenize;
      return () => {
        if (tokenizer.current === tokenize) tokenizer.current = null;
      };
    },
    [tokenizer],
  );
  return (
    <SandboxCardFrame
      brandId={brandId}
      className="link-card-frame"
      title={t('cardDetails')}
      register={register}
    />
  );
}
