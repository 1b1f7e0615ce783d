import { CreditCard, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolated } from '../../../shared/format/money.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { CardTypeChoice } from './card-type-choice.tsx';
import type { CardProvider } from './pay-for-order.ts';
import { usePaymentSelection } from './payment-selection.ts';
import { expiryOf, type SavedCard, schemeName } from './saved-cards.ts';
import { useRemoveSavedCard, useSavedCardsFetch } from './use-saved-cards.ts';
import './payments.css';

const SandboxCardFields = lazy(() =>
  import('./card-fields/sandbox-card-fields.tsx').then((m) => ({ default: m.SandboxCardFields })),
);
const StripeCardFields = lazy(() =>
  import('./card-fields/stripe-card-fields.tsx').then((m) => ({ default: m.StripeCardFields })),
);
const WalletChoice = lazy(() => import('./wallet-choice.tsx').then((m) => ({ default: m.WalletChoice })));
const FramesCardFields = lazy(() =>
  import('./card-fields/frames-card-fields.tsx').then((m) => ({ default: m.FramesCardFields })),
);

/**
 * The card part of checkout step 2 under the CREDIT_CARD option (001 §2.8, §4.7–§4.8, §5.4):
 * 'If you have chosen an online payment method, you can select an existing card or add a new
 * one'; the saved cards (card-elements and card-frames: scheme, •••• last four, expiry), each
 * with a delete button and a confirm (user/remove-user-payment-card); the new-card choice labelled
 * 'Add new card' ('Pay with card' for the hosted page, PAY-08); for a new card of card-elements or
 * card-frames, the card fields — the sandbox's iframe, Stripe's card element or Checkout.com
 * Frames, by the integration — and 'Save this card for next time'; with a real card-elements
 * provider on a device with a wallet, the wallet choice (PAY-14). Fetches the saved cards when
 * the selection asks for them ('FETCH_CARDS').
 */
export function CardPaymentPanel({
  provider,
  brandId,
  publicKey,
  disabled,
  totalFils,
}: {
  provider: CardProvider;
  brandId: string;
  /** The provider's public key (metaData.publishableKey) for Stripe.js or Frames. */
  publicKey: string;
  disabled: boolean;
  /** The order's total, fils (the wallet sheet's amount, PAY-14). */
  totalFils: number;
}) {
  const { t } = useTranslation('payments');
  const type = usePaymentSelection((s) => s.type);
  const cards = usePaymentSelection((s) => s.savedCards);
  const selected = usePaymentSelection((s) => s.selectedCard);
  const saveCard = usePaymentSelection((s) => s.saveCard);
  const selection = usePaymentSelection.getState();
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  useSavedCardsFetch(provider, type === 'FETCH_CARDS');
  const { remove, deleting } = useRemoveSavedCard(() => setToDelete(null));

  const newCardLabel = provider.newCardLabel === 'Pay with card' ? t('payWithCard') : t('addNewCard');
  const cardFields =
    provider.kind === 'card-elements' || provider.kind === 'card-frames' ? (
      <Suspense fallback={<div className="card-fields-frame skeleton" />}>
        {provider.sandbox ? (
          <SandboxCardFields brandId={brandId} />
        ) : provider.kind === 'card-elements' ? (
          <StripeCardFields publishableKey={publicKey} />
        ) : (
          <FramesCardFields publicKey={publicKey} />
        )}
      </Suspense>
    ) : null;

  return (
    <div className="card-payment">
      <p className="muted card-payment-hint">{t('chooseCardHint')}</p>
      {type === 'FETCH_CARDS' ? (
        <div className="skeleton saved-card-skeleton" role="status" aria-label={t('loadingCards')} />
      ) : null}
      {cards.length > 0 ? (
        <fieldset className="saved-cards" disabled={disabled}>
          <legend className="sr-only">{t('savedCards')}</legend>
          {cards.map((card) => {
            const expiry = expiryOf(card);
            return (
              <div key={card.id} className="saved-card">
                <label className="saved-card-choice">
                  <input
                    type="radio"
                    name="saved-card"
                    checked={type === 'SAVED_CARDS' && selected?.id === card.id}
                    onChange={() => selection.selectCard(card)}
                  />
                  <CreditCard size={20} aria-hidden="true" />
                  <span className="saved-card-text">
                    <bdi dir="ltr">
                      {t('cardEnding', { brand: schemeName(card.brand), last4: card.last4 })}
                    </bdi>
                    {expiry ? (
                      <span className="muted">{t('expires', { date: isolated(expiry) })}</span>
                    ) : null}
                  </span>
                </label>
                <button
                  type="button"
                  className="btn btn-ghost saved-card-delete"
                  aria-label={t('deleteCard', { last4: card.last4 })}
                  onClick={() => setToDelete(card)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {provider.kind === 'card-elements' && provider.wallets && !provider.sandbox && publicKey ? (
        <Suspense fallback={null}>
          <WalletChoice publishableKey={publicKey} totalFils={totalFils} disabled={disabled} />
        </Suspense>
      ) : null}
      {type !== 'FETCH_CARDS' ? (
        <CardTypeChoice
          type="NEW_CARD"
          disabled={disabled}
          icon={<CreditCard size={20} aria-hidden="true" />}
          label={newCardLabel}
        />
      ) : null}
      {type === 'NEW_CARD' ? (
        <div className="new-card">
          {cardFields}
          {provider.kind === 'hosted-page' ? <p className="muted">{t('hostedPageHint')}</p> : null}
          {provider.kind === 'hosted-iframe' ? <p className="muted">{t('hostedIframeHint')}</p> : null}
          {provider.savedCards ? (
            <label className="save-card">
              <input
                type="checkbox"
                checked={saveCard}
                disabled={disabled}
                onChange={(e) => selection.setSaveCard(e.target.checked)}
              />
              <span>{t('saveCard')}</span>
            </label>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteCardTitle')}
        message={toDelete ? t('deleteCardMessage', { last4: toDelete.last4 }) : ''}
        onNo={() => (deleting ? null : setToDelete(null))}
        onYes={() => (toDelete && !deleting ? remove(toDelete) : null)}
      />
    </div>
  );
}
