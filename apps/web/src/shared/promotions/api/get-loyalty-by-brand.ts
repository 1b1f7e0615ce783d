import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useBrand } from '../../brand/brand-context.tsx';

/** loyalty/get-by-brand (000 §7.2, §2.17): the brand's loyalty policy (AED, percentages). */
function loyaltyPolicyQuery(brandId: string) {
  return queryOptions({
    queryKey: ['loyalty-policy', brandId],
    queryFn: () => callApi(ROUTES.getLoyaltyByBrand, { brandId }),
    staleTime: 5 * 60_000,
  });
}

/** The brand's loyalty policy when it is active (isLoyaltyActive), else null (also while loading or after a failure). */
export function useLoyaltyPolicy() {
  const brand = useBrand();
  const { data } = useQuery(loyaltyPolicyQuery(brand.brand._id));
  return data?.isLoyaltyActive ? data : null;
}
