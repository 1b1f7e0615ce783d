import type {
  StoreAvailability,
  staffSendCode,
  staffSetExtraPrep,
  staffSetOrderStatus,
  staffSetSoldOut,
  staffVerifyCode,
} from '@sufra/contract';
import { STAFF_ROUTES as ROUTES } from '@sufra/contract/staff-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import type { BoardOrder } from '../lib/board.ts';
import { staffHeaders } from '../lib/staff-session.ts';

/**
 * Query options of GET staff/orders (issue 17): the board of `storeId` with the staff `token`;
 * key `['kitchen-board', brandId, storeId]`. Polls every 15 s as the live stream's fallback
 * (`pollMs` false while the stream is open).
 */
export function boardQuery(api: ApiClient, token: string, storeId: string, pollMs: number | false = 15_000) {
  return queryOptions({
    queryKey: ['kitchen-board', api.brandId, storeId],
    queryFn: ({ signal }) =>
      api.call(ROUTES.staffBoardOrders, {}, { query: { storeId }, headers: staffHeaders(token), signal }),
    refetchInterval: pollMs,
    refetchIntervalInBackground: true,
  });
}

/** The board of one store (boardQuery); disabled without a store. */
export function useBoardOrders(token: string, storeId: string | null, pollMs: number | false) {
  return useQuery({ ...boardQuery(useApi(), token, storeId ?? '', pollMs), enabled: storeId !== null });
}

/** staff/send-code (decision 0027): sends a staff code to the phone (E.164 or national, AE). */
export function useStaffSendCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: CallBody<typeof staffSendCode>) => api.call(ROUTES.staffSendCode, body),
  });
}

/** staff/verify-code (decision 0027): answers `{ token, staff }`. */
export function useStaffVerifyCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: CallBody<typeof staffVerifyCode>) => api.call(ROUTES.staffVerifyCode, body),
  });
}

/** staff/sign-out: ends the staff session on the server (the board forgets it either way). */
export function staffSignOut(api: ApiClient, token: string) {
  return api.call(ROUTES.staffSignOut, {}, { headers: staffHeaders(token) });
}

/** One board action as the card asks for it (issue 17): the staff call and its body. */
export type BoardActionRequest =
  | { kind: 'accept'; prepMinutes: number }
  | { kind: 'reject'; reason: string }
  | { kind: 'status'; status: CallBody<typeof staffSetOrderStatus>['status']; reason?: string }
  | { kind: 'courier'; name: string; phone: string; vehicle?: string };

function send(api: ApiClient, token: string, orderId: string, r: BoardActionRequest) {
  const opts = { params: { orderId }, headers: staffHeaders(token) };
  switch (r.kind) {
    case 'accept':
      return api.call(ROUTES.staffAcceptOrder, { prepMinutes: r.prepMinutes }, opts);
    case 'reject':
      return api.call(ROUTES.staffRejectOrder, { reason: r.reason }, opts);
    case 'status':
      return api.call(
        ROUTES.staffSetOrderStatus,
        { status: r.status, ...(r.reason ? { reason: r.reason } : {}) },
        opts,
      );
    case 'courier':
      return api.call(
        ROUTES.staffSetCourier,
        { name: r.name, phone: r.phone, ...(r.vehicle ? { vehicle: r.vehicle } : {}) },
        opts,
      );
  }
}

/**
 * A board action on one order (staff/orders/{id}/accept|reject|status|courier). On success the
 * order in the board's cache is replaced by the answer; on any refusal (409 orderStatusConflict
 * when someone else moved it first) the board is refetched so the card shows the state now. The
 * caller shows the ApiError's message (the catalogue's, in the UI language).
 */
export function useBoardAction(token: string, storeId: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = boardQuery(api, token, storeId).queryKey;
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: string; request: BoardActionRequest }) =>
      send(api, token, orderId, request),
    onSuccess: ({ order }) =>
      client.setQueryData(key, (old) =>
        old ? { ...old, orders: old.orders.map((o: BoardOrder) => (o._id === order._id ? order : o)) } : old,
      ),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Query options of staff/me (issue 17): the signed-in member and the stores they work in with
 * their names `{ staff, stores: [{ id, name: { en, ar } }] }`; key `['kitchen-me', brandId]`.
 */
function staffMeQuery(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['kitchen-me', api.brandId],
    queryFn: ({ signal }) => api.call(ROUTES.staffMe, {}, { headers: staffHeaders(token), signal }),
    staleTime: 5 * 60_000,
  });
}

/** staff/me of the board's session (staffMeQuery). */
export function useStaffMe(token: string) {
  return useQuery(staffMeQuery(useApi(), token));
}

/**
 * Query options of GET staff/stores/:storeId/availability (decision 0030): the store's sold-out
 * marks, pause and extra preparation time (StoreAvailability); key `['kitchen-availability',
 * brandId, storeId]`. Refetched every 30 s, so the pause badge ends when the pause does.
 */
function availabilityQuery(api: ApiClient, token: string, storeId: string) {
  return queryOptions({
    queryKey: ['kitchen-availability', api.brandId, storeId],
    queryFn: ({ signal }) =>
      api.call(
        ROUTES.staffStoreAvailability,
        {},
        { params: { storeId }, headers: staffHeaders(token), signal },
      ),
    refetchInterval: 30_000,
  });
}

/** The availability of the board's store (availabilityQuery); disabled without a store. */
export function useStoreAvailability(token: string, storeId: string | null) {
  return useQuery({ ...availabilityQuery(useApi(), token, storeId ?? ''), enabled: storeId !== null });
}

/** One change of a store's availability as the panel asks for it (decision 0030): its call and body. */
export type AvailabilityRequest =
  | { kind: 'pause'; minutes: 0 | 15 | 30 | 60 }
  | { kind: 'extraPrep'; minutes: CallBody<typeof staffSetExtraPrep>['minutes'] }
  | ({ kind: 'soldOut' } & CallBody<typeof staffSetSoldOut>);

function sendAvailability(api: ApiClient, token: string, storeId: string, r: AvailabilityRequest) {
  const opts = { params: { storeId }, headers: staffHeaders(token) };
  switch (r.kind) {
    case 'pause':
      return api.call(ROUTES.staffPauseStore, { minutes: r.minutes }, opts);
    case 'extraPrep':
      return api.call(ROUTES.staffSetExtraPrep, { minutes: r.minutes }, opts);
    case 'soldOut': {
      const { kind: _kind, ...body } = r;
      return api.call(ROUTES.staffSetSoldOut, body, opts);
    }
  }
}

/**
 * A change of the store's availability (staff/stores/:storeId/pause | extra-prep | sold-out,
 * decision 0030). The answer (the store's state after it) replaces the cached availability, and
 * the availability is refetched after every change, refused or not; the caller shows a refusal's
 * ApiError message (the catalogue's, in the request language).
 */
export function useAvailabilityChange(token: string, storeId: string) {
  const api = useApi();
  const client = useQueryClient();
  const key = availabilityQuery(api, token, storeId).queryKey;
  return useMutation({
    mutationFn: (request: AvailabilityRequest) => sendAvailability(api, token, storeId, request),
    onSuccess: (state: StoreAvailability) => client.setQueryData(key, state),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
