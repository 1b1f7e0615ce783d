import type { CallData, removeUserPaymentCard as RemoveUserPaymentCard } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { stripeCustomerCardsQuery } from './get-stripe-customer-cards.ts';
import { userPaymentCardsQuery } from './get-user-payment-cards.ts';

/**
 * user/remove-user-payment-card (001 §3.8, decision 0022): forgets one of the customer's saved
 * cards (`cardId`: Sufra's `_id` or the provider's card id) and answers `{ removed: true }`;
 * any other id → 404. Throws ApiError.
 */
function removeUserPaymentCard(
  api: ApiClient,
  cardId: string,
): Promise<CallData<typeof RemoveUserPaymentCard>> {
  return api.call(ROUTES.removeUserPaymentCard, { cardId });
}

/** removeUserPaymentCard as a mutation (the card id); the customer's saved-card lists are invalidated. */
export function useRemoveUserPaymentCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => removeUserPaymentCard(api, cardId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userPaymentCardsQuery(api).queryKey }),
        queryClient.invalidateQueries({ queryKey: stripeCustomerCardsQuery(api).queryKey }),
      ]),
  });
}
