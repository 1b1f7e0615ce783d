import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { useSession } from '../../session/session-state.ts';

/** wallet/get-user-wallet (002 §4.7): the signed-in customer's wallet at the brand (AED). Placing an order invalidates ['wallet']. */
function walletQuery(brandId: string, token: string) {
  return queryOptions({
    queryKey: ['wallet', brandId, token],
    queryFn: () => callApi(ROUTES.getUserWallet, { brandId }, { token }),
  });
}

/** The signed-in customer's wallet ({ balance, lifetimeSpending } in AED), or null for a guest, while loading or after a failure. */
export function useWallet() {
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const { data } = useQuery({ ...walletQuery(brand.brand._id, token ?? ''), enabled: Boolean(token) });
  return token ? (data ?? null) : null;
}
