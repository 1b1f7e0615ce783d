import type { CallData, getUserPaymentCards as GetUserPaymentCards } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';

/**
 * user/get-user-payment-cards (001 §7.4, decision 0022): the signed-in customer's saved cards with
 * the card-frames (or hosted) provider, `{ paymentCards: UserPaymentCard[] }`. Throws ApiError.
 */
function getUserPaymentCards(api: ApiClient): Promise<CallData<typeof GetUserPaymentCards>> {
  return api.call(ROUTES.getUserPaymentCards, {});
}

/**
 * Query options of getUserPaymentCards, keyed by the customer's token
 * (`['user-payment-cards', brandId, token]`); never fresh (staleTime 0): step 2 asks again each
 * time it needs the cards (001 §4.7). Removing a card invalidates it.
 */
export function userPaymentCardsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['user-payment-cards', api.brandId, api.token()],
    queryFn: () => getUserPaymentCards(api),
    staleTime: 0,
  });
}
