import type { staffSendCode, staffSetOrderStatus, staffVerifyCode } from '@sufra/contract';
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
  | { kind: 'status'; status: CallBody<typeof staffSetOrderStatus>['status'] }
  | { kind: 'courier'; name: string; phone: string; vehicle?: string };

function send(api: ApiClient, token: string, orderId: string, r: BoardActionRequest) {
  const opts = { params: { orderId }, headers: staffHeaders(token) };
  switch (r.kind) {
    case 'accept':
      return api.call(ROUTES.staffAcceptOrder, { prepMinutes: r.prepMinutes }, opts);
    case 'reject':
      return api.call(ROUTES.staffRejectOrder, { reason: r.reason }, opts);
    case 'status':
      return api.call(ROUTES.staffSetOrderStatus, { status: r.status }, opts);
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
