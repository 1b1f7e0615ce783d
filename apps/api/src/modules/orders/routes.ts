import {
  createFeedback,
  getCustomerOrders,
  getOrderEvents,
  getOrderInfo,
  getOrderTrackingInfo,
  placeOrderV2,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { AdmissionQueue } from '../../platform/admission.ts';
import type { DeliveryDeps, ZoneIndexCache } from '../delivery/zone-service.ts';
import { createOrderFeedback } from './feedback-service.ts';
import { OrderEventHub } from './order-events.ts';
import { placeOrder } from './place-order.ts';
import { getMyOrder, getMyOrders, getTracking, openLiveOrder } from './service.ts';

/** A signal that aborts when the client closes its connection before the answer was written. */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/** Order calls (001 §7.3, 002 §7; issue 5: tracking token, paginated history — decision 0007; issue 17: feedbacks/create, 002 §2.21). `zones` is the app's zone index (delivery, decision 0017). */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps, zones: ZoneIndexCache): void {
  const d: DeliveryDeps = { db: deps.db, zones };
  // Overload fails fast (issue 16): a bounded queue in front of place-order, when configured. The
  // slot is taken once the body is parsed (its language known) and before any database work — the
  // brand, the session, the order — and given back when the answer is sent or the client has gone.
  if (deps.admission) {
    const admission = new AdmissionQueue(deps.admission);
    app.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.config?.call !== placeOrderV2) return;
      (request as { releaseSlot?: () => void }).releaseSlot = await admission.acquire(clientGone(reply));
    });
    // onResponse also runs when the client went away mid-answer; the release is idempotent.
    app.addHook('onResponse', async (request) => {
      (request as { releaseSlot?: () => void }).releaseSlot?.();
    });
  }
  registerCall(app, placeOrderV2, (ctx, { body, headers }) =>
    placeOrder(d, ctx, body, headers['idempotency-key']),
  );
  registerCall(app, getCustomerOrders, (ctx, { query }) => getMyOrders(deps.db, ctx, query));
  registerCall(app, getOrderTrackingInfo, (ctx, { params, query }) =>
    getTracking(deps.db, ctx, params.orderId, query.t),
  );
  registerCall(app, getOrderInfo, (ctx, { params }) => getMyOrder(deps.db, ctx, params.id));
  registerCall(app, createFeedback, (ctx, { body }) => createOrderFeedback(deps.db, ctx, body));
  registerOrderEvents(app, deps);
}

/**
 * GET order/events/:orderNumber?t= (issue 17, 002 §4.1, decision 0026): the order's live tracking
 * as Server-Sent Events, fanned out by this process's OrderEventHub (one LISTEN on the order
 * channel from app ready; every stream ended before the server closes). Authorised as the public
 * tracking link (openLiveOrder: 404 orderNotFoundTracking), bounded by the hub (429); the
 * resume point is the `Last-Event-ID` header, else the `lastEventId` query parameter.
 */
function registerOrderEvents(app: FastifyInstance, deps: AppDeps): void {
  const hub = new OrderEventHub(deps.db, deps.internal?.events, deps.orderStreams);
  app.decorate('orderEvents', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  registerCall(app, getOrderEvents, async (ctx, { params, query, headers, reply }) => {
    const mark = hub.mark();
    const live = await openLiveOrder(deps.db, ctx, params.orderNumber, query.t);
    hub.open(reply, ctx.ip, ctx.brandId, live, headers['last-event-id'] ?? query.lastEventId, mark);
    return live.answer;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live order streams of this app (issue 17; tests and the bench read its size). */
    orderEvents: OrderEventHub;
  }
}
