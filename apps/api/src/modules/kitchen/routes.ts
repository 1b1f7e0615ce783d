import {
  staffAcceptOrder,
  staffBoardEvents,
  staffBoardOrders,
  staffRejectOrder,
  staffSetCourier,
  staffSetOrderStatus,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { BoardEventHub } from './board-events.ts';
import { boardAction, boardOrders, requireBoardStore } from './service.ts';

/**
 * The kitchen board's calls (issue 17, decision 0028), each with `Authorization: Staff <token>`
 * (401 staffLoginRequired otherwise, a customer token included): GET staff/orders?storeId=, POST
 * staff/orders/{id}/accept {prepMinutes}, …/reject {reason}, …/status {status, reason?},
 * …/courier {name, phone, vehicle?}, and the live stream GET staff/events?storeId=
 * (text/event-stream). A store the member does not work in → 404 somethingIncorrect; an order of
 * such a store → 404 orderNotFound; errors of the lifecycle as the operator API's (409
 * orderStatusConflict, 409 orderNotDispatchable, 400 courierPhoneInvalid). Registered after the
 * order routes: the board's streams follow the customer's hub (`app.orderEvents`).
 */
export function registerKitchenRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, staffBoardOrders, (ctx, { query }) => boardOrders(deps.db, ctx, query.storeId));
  registerCall(app, staffAcceptOrder, (ctx, { params, body }) =>
    boardAction(deps.db, ctx, params.orderId, { kind: 'accept', prepMinutes: body.prepMinutes }),
  );
  registerCall(app, staffRejectOrder, (ctx, { params, body }) =>
    boardAction(deps.db, ctx, params.orderId, { kind: 'reject', reason: body.reason }),
  );
  registerCall(app, staffSetOrderStatus, (ctx, { params, body }) =>
    boardAction(deps.db, ctx, params.orderId, { kind: 'status', status: body.status, reason: body.reason }),
  );
  registerCall(app, staffSetCourier, (ctx, { params, body }) =>
    boardAction(deps.db, ctx, params.orderId, {
      kind: 'courier',
      name: body.name,
      phone: body.phone,
      vehicle: body.vehicle,
    }),
  );
  const hub = new BoardEventHub(deps.db);
  app.decorate('boardEvents', hub);
  app.addHook('onReady', async () => hub.start(app.orderEvents));
  app.addHook('preClose', async () => hub.stop());
  registerCall(app, staffBoardEvents, async (ctx, { query, reply }) => {
    const storeId = await requireBoardStore(deps.db, ctx, query.storeId);
    hub.open(reply, ctx.ip, ctx.brandId, storeId);
    // The reply is hijacked: this value is never sent; it only satisfies the handler's type.
    return { orderId: '', version: 0, orderStatus: 'PENDING' as const };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kitchen board's live streams of this app (issue 17; tests and the bench read its size). */
    boardEvents: BoardEventHub;
  }
}
