/**
 * The dine-in query of the table link (002 §2.1, §2.2, §9; decision 0032): reading it, and keeping
 * it on every dine-in navigation (ROUTE-10).
 */
import { DINE_IN_QUERY_KEYS, DINE_IN_SERVICE_TYPE_QUERY } from '@sufra/contract/constants';

/** The table link's query, read: the store, and the table's number and token when given. */
export interface DineInQuery {
  storeId: string;
  /** 1–999, or null when the query has none (or a bad one). */
  tableNumber: number | null;
  /** The `t` of the table link, or null. */
  token: string | null;
}

/**
 * 002 §2.1: the dine-in route set applies only when the query has service-type=dine-in AND
 * store-id. Answers the query read, or null when it is not a dine-in query.
 */
export function readDineInQuery(search: string): DineInQuery | null {
  const q = new URLSearchParams(search);
  const storeId = q.get(DINE_IN_QUERY_KEYS.storeId)?.trim();
  if (q.get(DINE_IN_QUERY_KEYS.serviceType) !== DINE_IN_SERVICE_TYPE_QUERY || !storeId) return null;
  const raw = q.get(DINE_IN_QUERY_KEYS.tableNumber);
  const n = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  const token = q.get(DINE_IN_QUERY_KEYS.token);
  return {
    storeId,
    tableNumber: Number.isInteger(n) && n >= 1 && n <= 999 ? n : null,
    token: token ? token : null,
  };
}

/** The query string (with its '?') of a table link: store-id, service-type, table-number and t (decision 0032). */
export function dineInSearch(table: {
  storeId: string;
  tableNumber: number | null;
  token: string | null;
}): string {
  const q = new URLSearchParams();
  q.set(DINE_IN_QUERY_KEYS.storeId, table.storeId);
  q.set(DINE_IN_QUERY_KEYS.serviceType, DINE_IN_SERVICE_TYPE_QUERY);
  if (table.tableNumber !== null) q.set(DINE_IN_QUERY_KEYS.tableNumber, String(table.tableNumber));
  if (table.token) q.set(DINE_IN_QUERY_KEYS.token, table.token);
  return `?${q}`;
}

/** The dine-in keys of a query only (store-id, service-type, table-number, t), in a new '?…' string ('' when none). */
export function keptQuery(search: string): string {
  const from = new URLSearchParams(search);
  const q = new URLSearchParams();
  for (const key of Object.values(DINE_IN_QUERY_KEYS)) {
    const value = from.get(key);
    if (value !== null) q.set(key, value);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * ROUTE-10 (002 §2.2: 'Every dine-in navigation keeps the current query string'): `path` with
 * the dine-in query of `search` (the current location's), and the path's own query after it
 * (e.g. `payment=success`). The one helper every dine-in link and navigate goes through.
 */
export function withDineInQuery(path: string, search: string): string {
  const [pathname, own = ''] = path.split('?', 2) as [string, string?];
  const kept = new URLSearchParams(keptQuery(search));
  for (const [k, v] of new URLSearchParams(own)) kept.set(k, v);
  const s = kept.toString();
  return s ? `${pathname}?${s}` : pathname;
}
