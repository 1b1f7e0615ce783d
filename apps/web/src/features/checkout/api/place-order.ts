import type { CallData, Language, PlaceOrderBody, placeOrderV2 } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** What checkout sends: the order (order-payload.ts), the customer's token and the idempotency key. */
export interface PlaceOrderInput {
  payload: Omit<PlaceOrderBody, 'language'>;
  token: string | null;
  language: Language;
  /** One key per attempt to order (000 §7, decision 0004): a retry of the same attempt replays its answer. */
  idempotencyKey: string;
}

/**
 * order/place-order-v2 (000 §7.5, 001 §7): places the order; the server recomputes every price
 * and answers `{ savedOrder }`. Errors: ApiError — 409 `menu_updated` (the menu-updated modal),
 * 4xx with the spec's message, 0 or 5xx when the network or server failed (the caller keeps the
 * key for a retry). Placing an order changes Your Orders, the wallet (a redeem; LOY-08) and the
 * customer's coupon uses: 'my-orders', 'wallet' and 'discounts' are invalidated.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      payload,
      token,
      language,
      idempotencyKey,
    }: PlaceOrderInput): Promise<CallData<typeof placeOrderV2>> =>
      callApi(ROUTES.placeOrderV2, payload, {
        token,
        language,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all(
        ['my-orders', 'wallet', 'discounts'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
