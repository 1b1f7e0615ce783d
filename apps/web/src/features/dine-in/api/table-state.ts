import type { TableState } from '@sufra/contract';
import { APP_NAME, APP_VERSION } from '@sufra/contract/constants';
import { callPath, ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import type { TableAt } from '../lib/dine-in-session.ts';

/** The table's query key: `['table', brandId, storeId, tableNumber]` (the token is not part of the key: one table, one tab). */
export const tableKey = (brandId: string, table: Pick<TableAt, 'storeId' | 'tableNumber'>) =>
  ['table', brandId, table.storeId, table.tableNumber] as const;

/**
 * Query options of order/getTableLaterOrders (002 §2.3, §7; decision 0032): the table's tab —
 * its pay-later orders, split bills, amounts (AED) and exact fils — with the table's token. A
 * wrong token or table answers 404 tableNotFound (ApiError, code 'tableNotFound'); not retried.
 */
export function tableStateQuery(api: ApiClient, table: TableAt) {
  return queryOptions({
    queryKey: tableKey(api.brandId, table),
    queryFn: () =>
      api.call(ROUTES.getTableLaterOrders, {
        storeId: table.storeId,
        tableNumber: table.tableNumber,
        tableToken: table.token,
      }),
    retry: false,
  });
}

/** The table's tab (tableStateQuery), asked while there is a table. */
export function useTableState(table: TableAt | null) {
  const api = useApi();
  return useQuery({
    ...tableStateQuery(api, table ?? { storeId: '', tableNumber: 0, token: '' }),
    enabled: Boolean(table),
  });
}

/**
 * The address of GET order/table-events (decision 0032): brandId, storeId, tableNumber, the token
 * `t` (EventSource sends no header) and the common query; relative, same origin.
 */
export function tableEventsUrl(brandId: string, table: TableAt): string {
  const query = new URLSearchParams({
    app_version: APP_VERSION,
    app_name: APP_NAME,
    brandId,
    storeId: table.storeId,
    tableNumber: String(table.tableNumber),
    t: table.token,
  });
  return `/api/v1/${callPath(ROUTES.getTableEvents, {})}?${query}`;
}

/**
 * The tab to keep when a `table` event arrives: `next` unless `old` is a newer version of the same
 * tab. The versions count within one tab only: the empty state the stream sends when the tab closes
 * (sessionId null, version 0) and a new tab's first state replace the old tab whatever its version
 * (e2e: a closed tab kept on screen, its landing never left, 002 §2.4).
 */
export function keepNewer(old: TableState | undefined, next: TableState): TableState {
  return old && old.sessionId === next.sessionId && old.version > next.version ? old : next;
}

/**
 * Follows the table's tab live (issue 18: 'another guest's phone shows the same remaining amount,
 * updated live'; the stream of decision 0026): an EventSource on GET order/table-events; each
 * `table` event (the getTableLaterOrders answer) replaces the table's query data when its
 * `version` is not older (keepNewer). The browser reconnects by itself (Last-Event-ID); closed on unmount.
 * Without EventSource nothing is opened (the query is refetched on focus instead).
 */
export function useTableEvents(table: TableAt | null): void {
  const api = useApi();
  const client = useQueryClient();
  const storeId = table?.storeId;
  const tableNumber = table?.tableNumber;
  const token = table?.token;
  useEffect(() => {
    if (!storeId || !tableNumber || !token || typeof EventSource === 'undefined') return;
    const at = { storeId, tableNumber, token };
    const source = new EventSource(tableEventsUrl(api.brandId, at));
    source.addEventListener('table', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as TableState;
        client.setQueryData<TableState>(tableKey(api.brandId, at), (old) => keepNewer(old, data));
      } catch {
        // Not a table event: ignored; the query still holds the last answer.
      }
    });
    return () => source.close();
  }, [api.brandId, client, storeId, tableNumber, token]);
}
