import type { CallData, PlaceOrderBody, placeOrderV2 } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What checkout sends: the order (order-payload.ts) and the idempotency key (the client adds token and language). */
export interface PlaceOrderInput {
  payload: Omit<PlaceOrderBody, 'language'>;
  /** One key per attempt to order (000 §7, decision 0004): a retry of the same attempt replays its answer. */
  idempotencyKey: string;
}

/**
 * order/place-order-v2 (000 §7.5, 001 §7): places the order; the server recomputes every price
 * and answers `{ savedOrder }`. Errors: ApiError — 409 `menu_updated` (the menu-updated modal),
 * 4xx with the spec's message, 0 or 5xx when the network or server failed (the caller keeps the
 * key for a retry). Placing an order changes Your Orders, the wallet (a redeem; LOY-08) and the
 * customer's coupon uses: 'my-orders', 'wallet' and 'discounts' are invalidated (their options
 * live in other areas, so by their first key).
 */
export function usePlaceOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: PlaceOrderInput): Promise<CallData<typeof placeOrderV2>> =>
      api.call(ROUTES.placeOrderV2, payload, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () =>
      Promise.all(
        ['my-orders', 'wallet', 'discounts'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
