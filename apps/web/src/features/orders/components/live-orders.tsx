import type { Order } from '@sufra/contract';
import { useLiveOrder } from '../api/order-events.ts';
import { isActive } from '../lib/order-status.ts';

/** At most this many of 'Your Orders' are followed live (the API bounds streams per address, decision 0026). */
const MAX_LIVE_ORDERS = 3;

/** Follows one order live (useLiveOrder); renders nothing. */
function LiveOrder({ orderNumber, trackingToken }: { orderNumber: string; trackingToken: string }) {
  useLiveOrder(orderNumber, trackingToken);
  return null;
}

/**
 * 'Your Orders' live (issue 17, 002 §2.17, §4.1): the newest open orders of the list (at most
 * MAX_LIVE_ORDERS, not final) follow their event streams, so their badges change without reload.
 */
export function LiveOrders({
  orders,
}: {
  orders: readonly Pick<Order, 'orderNumber' | 'orderStatus' | 'trackingToken'>[];
}) {
  const open = orders.filter((o) => isActive(o.orderStatus)).slice(0, MAX_LIVE_ORDERS);
  return (
    <>
      {open.map((o) => (
        <LiveOrder key={o.orderNumber} orderNumber={o.orderNumber} trackingToken={o.trackingToken} />
      ))}
    </>
  );
}
