import { checkStoreAvailability, getStoresForPickup } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { checkAvailability, getPickupStores } from './service.ts';

/** Store calls (001 §7.2). */
export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getStoresForPickup, (ctx) => getPickupStores(deps.db, ctx));
  registerCall(app, checkStoreAvailability, (ctx, { body }) =>
    checkAvailability(deps.db, ctx, body.storeId, body.serviceType),
  );
}
