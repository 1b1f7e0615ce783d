import { ROUTES } from '@sufra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useSession } from '../../../shared/session/session-state.ts';

/**
 * GET blacklisted-numbers/check/status (002 §7 'Blacklist status', §4.6; issue 19): whether the
 * signed-in customer is blacklisted at the brand, asked once per token — when a signed-in customer
 * opens the app, and after sign-in (a new token). Not retried, never refetched in the session,
 * and its errors are ignored (002 §8 'Blacklist check | none | ignored'): false until it answers
 * true. A guest asks nothing.
 */
export function useIsBlacklisted(): boolean {
  const api = useApi();
  const token = useSession((s) => s.token);
  const { data } = useQuery({
    queryKey: ['blacklist-status', api.brandId, token ?? ''],
    queryFn: () => api.call(ROUTES.getBlacklistStatus),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return Boolean(token) && data?.isBlacklisted === true;
}
