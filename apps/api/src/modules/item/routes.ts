import { getItemDetail, getMenuItemDetail } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getItemDetailData } from './service.ts';

/** Item detail calls (000 §7.3): with a store and without. */
export function registerItemRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getMenuItemDetail, (ctx, { body }) =>
    getItemDetailData(deps.db, ctx, body.itemId, body.storeId),
  );
  registerCall(app, getItemDetail, (ctx, { body }) => getItemDetailData(deps.db, ctx, body.itemId));
}
