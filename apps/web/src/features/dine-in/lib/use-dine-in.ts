import { useCallback } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { readDineInQuery, withDineInQuery } from '../../../shared/navigation/dine-in-query.ts';
import { useDineInMenu } from '../api/dine-in-menu.ts';
import { useTableState } from '../api/table-state.ts';
import { type TableAt, useDineInSession } from './dine-in-session.ts';

/**
 * ROUTE-10 (002 §2.2): dine-in navigation that keeps the table link's query. `to(path)` is the
 * path with the current query (for `<Link to>`), `go(path, options)` navigates to it.
 */
export function useDineInNav() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const to = useCallback((path: string) => withDineInQuery(path, search), [search]);
  const go = useCallback(
    (path: string, options?: NavigateOptions) => navigate(withDineInQuery(path, search), options),
    [navigate, search],
  );
  return { to, go, search };
}

/**
 * The table the guest is at (decision 0032): from the table link's query when it carries the
 * table's number and token, else the one kept for the session at the same store (002 §2.3); null
 * without one (the menu stays public).
 */
export function useTableAt(): TableAt | null {
  const { search } = useLocation();
  const brandId = useBrand().brand._id;
  const stored = useDineInSession(brandId, (s) => s.table);
  const query = readDineInQuery(search);
  if (!query) return null;
  if (query.tableNumber !== null && query.token)
    return { storeId: query.storeId, tableNumber: query.tableNumber, token: query.token };
  return stored && stored.storeId === query.storeId ? stored : null;
}

/**
 * What every dine-in screen reads: the store id of the query, the table, its tab (TanStack Query,
 * kept live by the gate's table stream) and the store's dine-in menu (its storeInfo: name, tax
 * rate, dineInPaymentOptions).
 */
export function useDineIn() {
  const { search } = useLocation();
  const storeId = readDineInQuery(search)?.storeId ?? null;
  const table = useTableAt();
  const tableState = useTableState(table);
  const menu = useDineInMenu(storeId);
  return { storeId, table, tableState, menu, store: menu.data?.storeInfo };
}
