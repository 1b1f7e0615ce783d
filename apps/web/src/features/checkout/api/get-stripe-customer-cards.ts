import type { CallData, getStripeCustomerCards as GetStripeCustomerCards } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';

/**
 * orders-checkout-payment/stripe/get-customer-cards (001 §7.4, decision 0022): the signed-in
 * customer's saved cards with the card-elements provider, `{ cards: StripeCustomerCard[] }`.
 * Throws ApiError.
 */
function getStripeCustomerCards(api: ApiClient): Promise<CallData<typeof GetStripeCustomerCards>> {
  return api.call(ROUTES.getStripeCustomerCards, {});
}

/**
 * Query options of getStripeCustomerCards, keyed by the customer's token
 * (`['stripe-customer-cards', brandId, token]`); never fresh (staleTime 0): step 2 asks again
 * each time it needs the cards (001 §4.7). Removing a card invalidates it.
 */
export function stripeCustomerCardsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['stripe-customer-cards', api.brandId, api.token()],
    queryFn: () => getStripeCustomerCards(api),
    staleTime: 0,
  });
}
