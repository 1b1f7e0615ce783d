import { useTranslation } from 'react-i18next';
import {
  CardTokenError,
  type CardTokenize,
  SandboxCardFrame,
} from '../../../../shared/payments/sandbox-card-frame.tsx';
import { CardFieldsError, registerTokenizer } from './tokenizer.ts';

/**
 * Registers the sandbox frame's tokenizer for checkout (tokenizeCard), its failures told with
 * 001 §5.4's keys: the card refused → 'pleaseEnterValidCardDetails' (the frame's text as the
 * detail); no frame or no answer → 'cardProccesingError'.
 */
function registerSandbox(tokenize: CardTokenize): () => void {
  return registerTokenizer(() =>
    tokenize().catch((error: unknown) => {
      throw error instanceof CardTokenError && error.reason === 'invalid'
        ? new CardFieldsError('pleaseEnterValidCardDetails', error.detail)
        : new CardFieldsError('cardProccesingError');
    }),
  );
}

/**
 * The sandbox gateway's card fields in checkout (decision 0022): the shared SandboxCardFrame
 * (its page in an iframe of the same origin, spoken to by postMessage), registered as the card
 * fields on screen.
 */
export function SandboxCardFields({ brandId }: { brandId: string }) {
  const { t } = useTranslation('payments');
  return (
    <SandboxCardFrame
      brandId={brandId}
      className="card-fields-frame"
      title={t('cardDetails')}
      register={registerSandbox}
    />
  );
}
