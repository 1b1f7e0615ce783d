import { STAFF_ROUTES as ROUTES } from '@sufra/contract/staff-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { staffHeaders } from '../lib/staff-session.ts';

/**
 * Query options of GET staff/blacklisted-numbers (issue 19, decision 0033): the brand's blocked
 * phones (E.164, newest first); key `['kitchen-blacklist', brandId]`. Owner only: a 'staff'
 * member's call is refused 403 ownerOnly (the board shows the panel to owners only).
 */
export function blacklistQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['kitchen-blacklist', api.brandId],
    queryFn: ({ signal }) => api.call(ROUTES.staffBlacklist, {}, { headers: staffHeaders(token), signal }),
  });
}

/** The brand's blacklist (blacklistQuery). */
export function useBlacklist(token: string) {
  return useQuery(blacklistQuery(useApi(), token));
}

/**
 * POST staff/blacklisted-numbers/add (`block`: true) or …/remove (false) (issue 19): blocks or
 * unblocks a phone; the answer (the list after it and whether it changed) replaces the cached
 * list. A refusal is an ApiError with the catalogue's message in the UI language (400
 * workingMobileNumber, 403 ownerOnly).
 */
export function useSetBlacklisted(token: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = blacklistQuery(api, token).queryKey;
  return useMutation({
    mutationFn: ({ phoneNumber, block }: { phoneNumber: string; block: boolean }) => {
      const opts = { headers: staffHeaders(token) };
      return block
        ? api.call(ROUTES.staffAddBlacklisted, { phoneNumber }, opts)
        : api.call(ROUTES.staffRemoveBlacklisted, { phoneNumber }, opts);
    },
    onSuccess: (data) => client.setQueryData(key, data),
  });
}
