import type { StaffTableTab } from '@sufra/contract';
import { STAFF_ROUTES as ROUTES } from '@sufra/contract/staff-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { staffHeaders } from '../lib/staff-session.ts';

/**
 * Query options of GET staff/tables?storeId= (issue 18): the store's open table tabs (table,
 * opened time, orders, bill, paid, held, remaining in AED), by table number; key
 * `['kitchen-tables', brandId, storeId]` — the board's live events invalidate it
 * (use-kitchen-board.ts), and it polls every 30 s besides.
 */
export function tablesQuery(api: ApiClient, token: string, storeId: string) {
  return queryOptions({
    queryKey: ['kitchen-tables', api.brandId, storeId],
    queryFn: ({ signal }) =>
      api.call(ROUTES.staffTables, {}, { query: { storeId }, headers: staffHeaders(token), signal }),
    refetchInterval: 30_000,
  });
}

/** The open tabs of the board's store (tablesQuery). */
export function useStaffTables(token: string, storeId: string) {
  return useQuery(tablesQuery(useApi(), token, storeId));
}

/**
 * POST staff/tables/{sessionId}/close (issue 18): closes a tab paid at the counter. The tabs are
 * refetched after it, closed or refused; the caller shows a refusal's ApiError message (409
 * tablePaymentInProgress while a guest's online payment holds a share — the catalogue's text in
 * the UI language).
 */
export function useCloseTable(token: string, storeId: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = tablesQuery(api, token, storeId).queryKey;
  return useMutation({
    mutationFn: (tab: StaffTableTab) =>
      api.call(
        ROUTES.staffCloseTable,
        {},
        { params: { sessionId: tab.sessionId }, headers: staffHeaders(token) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
