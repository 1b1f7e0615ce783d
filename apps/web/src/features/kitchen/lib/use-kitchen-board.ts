import type { StaffMember } from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { ApiError } from '../../../shared/api/client.ts';
import { type BoardActionRequest, boardQuery, useBoardAction, useBoardOrders } from '../api/kitchen-calls.ts';
import { tablesQuery } from '../api/kitchen-tables.ts';
import type { DialogKind } from '../components/action-dialog.tsx';
import { beep, unlockSound } from './beep.ts';
import { type BoardAction, type BoardOrder, boardColumns, columnOf, newCount } from './board.ts';
import { useBoardStream } from './board-stream.ts';

const storeKey = (brandId: string) => `sufra:kitchen-store:${brandId}`;

/** The status a one-tap action sets (the others open a dialog first). */
const DIRECT: Partial<Record<BoardAction, 'PREPARING' | 'READY' | 'DELIVERED' | 'COMPLETE'>> = {
  preparing: 'PREPARING',
  ready: 'READY',
  delivered: 'DELIVERED',
  complete: 'COMPLETE',
};

/**
 * The kitchen board's logic (issue 17): the chosen store (remembered per brand; the member's first
 * store by default), the board query (polling every 15 s only while the live stream is down), the
 * live stream (each event refetches the board and the open tables, coalesced), the ring and count of new orders (sound
 * after the user turned it on — a click, as browsers require), the open dialog and the actions
 * (a refusal's message, e.g. 409 orderStatusConflict, is kept to show; the board refetches).
 * `onSignedOut` runs when the staff token is refused (401).
 */
export function useKitchenBoard(token: string, staff: StaffMember, onSignedOut: () => void) {
  const api = useApi();
  const client = useQueryClient();
  const [storeId, setStoreIdState] = useState<string | null>(() => {
    const saved = localStorage.getItem(storeKey(api.brandId));
    return saved && staff.storeIds.includes(saved) ? saved : (staff.storeIds[0] ?? null);
  });
  const setStoreId = (id: string) => {
    localStorage.setItem(storeKey(api.brandId), id);
    setStoreIdState(id);
  };
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onEvent = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      void client.invalidateQueries({ queryKey: boardQuery(api, token, storeId ?? '').queryKey });
      // Issue 18: a table's orders and payments move its tab; the Tables panel follows.
      void client.invalidateQueries({ queryKey: tablesQuery(api, token, storeId ?? '').queryKey });
    }, 100);
  }, [client, api, token, storeId]);
  const live = useBoardStream(api.brandId, storeId, token, onEvent);
  const query = useBoardOrders(token, storeId, live ? false : 15_000);
  const orders = useMemo(() => query.data?.orders ?? [], [query.data]);
  const columns = useMemo(() => boardColumns(orders), [orders]);

  useEffect(() => {
    if (query.error instanceof ApiError && query.error.status === 401) onSignedOut();
  }, [query.error, onSignedOut]);

  const [sound, setSound] = useState(false);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const fresh = query.data.orders.filter((o) => columnOf(o) === 'new').map((o) => o._id);
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...fresh]);
    if (known && sound && fresh.some((id) => !known.has(id))) beep();
  }, [query.data, sound]);
  const toggleSound = () => setSound((on) => (on ? false : unlockSound()));

  const [dialog, setDialog] = useState<{ order: BoardOrder; kind: DialogKind } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useBoardAction(token, storeId ?? '');
  const run = (order: BoardOrder, request: BoardActionRequest) => {
    setNotice(null);
    mutation.reset();
    mutation.mutate(
      { orderId: order._id, request },
      {
        onSuccess: () => setDialog(null),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) onSignedOut();
          // A 409: someone moved the order first; the card now shows its state, the dialog closes.
          if (error instanceof ApiError && error.status === 409) setDialog(null);
          setNotice(error.message);
        },
      },
    );
  };
  const act = (order: BoardOrder, action: BoardAction) => {
    const status = DIRECT[action];
    if (status) run(order, { kind: 'status', status });
    else
      setDialog({
        order,
        kind: action === 'dispatch' || action === 'reject' || action === 'cancelOrder' ? action : 'accept',
      });
  };

  return {
    storeId,
    setStoreId,
    live,
    query,
    columns,
    newOrders: newCount(orders),
    sound,
    toggleSound,
    dialog,
    closeDialog: () => {
      setDialog(null);
      mutation.reset();
    },
    act,
    run,
    busy: mutation.isPending,
    notice,
    dialogError: dialog && mutation.error ? mutation.error.message : null,
  };
}
