import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';

/** loyalty/get-by-brand (000 §7.2, §2.17): the brand's loyalty policy (AED, percentages). */
function loyaltyPolicyQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['loyalty-policy', api.brandId],
    queryFn: () => api.call(ROUTES.getLoyaltyByBrand, {}),
    staleTime: 5 * 60_000,
  });
}

/** The brand's loyalty policy when it is active (isLoyaltyActive), else null (also while loading or after a failure). */
export function useLoyaltyPolicy() {
  const { data } = useQuery(loyaltyPolicyQuery(useApi()));
  return data?.isLoyaltyActive ? data : null;
}
