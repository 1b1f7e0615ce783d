import { afterSavedCardsFetch } from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { stripeCustomerCardsQuery } from '../api/get-stripe-customer-cards.ts';
import { userPaymentCardsQuery } from '../api/get-user-payment-cards.ts';
import { useRemoveUserPaymentCard } from '../api/remove-user-payment-card.ts';
import type { CardProvider } from './pay-for-order.ts';
import { usePaymentSelection } from './payment-selection.ts';
import { fromStripeCard, fromUserCard, type SavedCard } from './saved-cards.ts';

/**
 * While `asked` (the card state is 'FETCH_CARDS'), fetches the provider's saved cards (001 §7.4:
 * card-elements get-customer-cards, card-frames get-user-payment-cards; their query options, never
 * fresh) and applies 001 §4.7's rule (afterSavedCardsFetch, PAY-03): at least one card → the
 * cards, the first selected, SAVED_CARDS; otherwise (also when the call fails) none and NEW_CARD.
 */
export function useSavedCardsFetch(provider: CardProvider, asked: boolean): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!asked) return;
    void (async () => {
      let cards: SavedCard[] = [];
      let ok = true;
      try {
        cards =
          provider.kind === 'card-elements'
            ? (await queryClient.fetchQuery(stripeCustomerCardsQuery(api))).cards.map(fromStripeCard)
            : (await queryClient.fetchQuery(userPaymentCardsQuery(api))).paymentCards.map(fromUserCard);
      } catch {
        ok = false;
      }
      usePaymentSelection.getState().setCards(afterSavedCardsFetch(ok, cards));
    })();
  }, [asked, provider, api, queryClient]);
}

/**
 * Removing a saved card after the confirm (user/remove-user-payment-card, which invalidates the
 * saved-card lists): the card leaves the card state; a failure keeps it listed (the customer may
 * try again). `settled` runs either way (the confirm closes); `deleting` while the call runs.
 */
export function useRemoveSavedCard(settled: () => void) {
  const removal = useRemoveUserPaymentCard();
  return {
    deleting: removal.isPending,
    remove: (card: SavedCard) =>
      removal.mutate(card.id, {
        onSuccess: () => usePaymentSelection.getState().removeCard(card.id),
        onSettled: settled,
      }),
  };
}
