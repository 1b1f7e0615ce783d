import { getCustomerOrders, getOrderInfo, getOrderTrackingInfo, placeOrderV2 } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { HttpError } from '../../http/errors.ts';
import { registerCall } from '../../http/register-call.ts';
import { placeOrder } from './place-order.ts';
import { getMyOrder, getMyOrders, getTracking } from './service.ts';

/** Order calls (001 §7.3, 002 §7). */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, placeOrderV2, (ctx, { body, request }) => {
    const key = request.headers['idempotency-key'];
    if (Array.isArray(key) || (key !== undefined && (key.length < 1 || key.length > 200))) {
      throw new HttpError(400, 'Idempotency-Key must be 1 to 200 characters');
    }
    return placeOrder(deps.db, ctx, body, key);
  });
  registerCall(app, deps, getCustomerOrders, (ctx) => getMyOrders(deps.db, ctx));
  registerCall(app, deps, getOrderTrackingInfo, (ctx, { params }) =>
    getTracking(deps.db, ctx, params.orderId ?? ''),
  );
  registerCall(app, deps, getOrderInfo, (ctx, { params }) => getMyOrder(deps.db, ctx, params.id ?? ''));
}
