/**
 * The dine-in query of the table link (002 §2.1, §2.2, §9; decision 0032): reading it, keeping it
 * on every dine-in navigation (ROUTE-10), and the dine-in twins of the storefront's own screens
 * reused at a table. One small module: the sign-in and order screens carry it (initial-JS budget).
 */
import { DINE_IN_QUERY_KEYS, DINE_IN_SERVICE_TYPE_QUERY } from '@sufra/contract/constants';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';

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

/** The dine-in keys of a query only (store-id, service-type, table-number, t), in a new '?…' string ('' when none). */
function keptQuery(search: string): string {
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

/** The dine-in route set's base (dine-in-paths.ts `dineInPaths.menu`; not imported: this file is on the storefront's screens). */
const DINE_IN = '/dine-in';
/** Storefront paths whose dine-in twin is not '/dine-in' + the path (002 §2.2); the basket of a table is 'Your Order'. */
const TWINS: Readonly<Record<string, string>> = {
  [paths.home]: DINE_IN,
  [paths.verifyOtp]: `${DINE_IN}/auth/verification`,
  [paths.editProfile]: `${DINE_IN}/auth/edit-profile`,
  [paths.myOrders]: `${DINE_IN}/my-orders`,
  [paths.orderDetail]: `${DINE_IN}/order-detail`,
  [paths.storeBasket]: `${DINE_IN}/checkout`,
  [paths.brandBasket]: `${DINE_IN}/checkout`,
  [paths.storeDetail]: DINE_IN,
};
/** Storefront paths (and prefixes) whose dine-in twin is '/dine-in' + the path (002 §2.2). */
const PREFIXED = [
  paths.login,
  paths.settings,
  paths.paymentConfirm,
  '/order/order-success/',
  '/track-order/',
  '/order/order-feedback/',
];

/**
 * The dine-in twin of a storefront path (002 §2.2): home → /dine-in, the sign-in, settings, orders
 * and payment-confirm pages → their /dine-in routes, an order's success, tracking and feedback →
 * under /dine-in; the basket → 'Your Order'; any other path is returned as it is. The path's own
 * query (e.g. `?orderId=`) is kept.
 */
export function dineInTwinPath(path: string): string {
  const [pathname = '', own] = path.split('?', 2);
  const twin =
    TWINS[pathname] ??
    (PREFIXED.some((p) => pathname === p || (p.endsWith('/') && pathname.startsWith(p)))
      ? `${DINE_IN}${pathname}`
      : pathname);
  return own ? `${twin}?${own}` : twin;
}

/**
 * ROUTE-10 for the storefront's own screens reused at a table (sign-in, settings, orders, tracking,
 * feedback, payment confirmation; 002 §2.2): on a dine-in route (a /dine-in path with the dine-in
 * query) a storefront path becomes its dine-in twin with the table link's query; elsewhere it is
 * returned unchanged, so the pickup and delivery screens behave as before.
 */
export function useStorefrontPath(): (path: string) => string {
  const { pathname, search } = useLocation();
  const dineIn = pathname.startsWith(DINE_IN) && readDineInQuery(search) !== null;
  return useCallback(
    (path: string) => (dineIn ? withDineInQuery(dineInTwinPath(path), search) : path),
    [dineIn, search],
  );
}
