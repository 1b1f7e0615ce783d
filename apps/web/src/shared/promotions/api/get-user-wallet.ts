import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';
import { useSession } from '../../session/session-state.ts';

/**
 * wallet/get-user-wallet (002 §4.7): the signed-in customer's wallet at the brand (AED), keyed by
 * the customer's `token`. Placing an order invalidates the brand's wallets (walletQuery(api, '')'s
 * key without the token).
 */
function walletQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['wallet', api.brandId, token],
    queryFn: () => api.call(ROUTES.getUserWallet, {}),
  });
}

/** The signed-in customer's wallet ({ balance, lifetimeSpending } in AED), or null for a guest, while loading or after a failure. */
export function useWallet() {
  const api = useApi();
  const token = useSession((s) => s.token);
  const { data } = useQuery({ ...walletQuery(api, token ?? ''), enabled: Boolean(token) });
  return token ? (data ?? null) : null;
}
