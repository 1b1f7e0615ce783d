import { staffPauseStore, staffSetExtraPrep, staffSetSoldOut, staffStoreAvailability } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getStoreAvailability, pauseStore, setExtraPrep, setStoreSoldOut } from './service.ts';

/**
 * The staff's "sold out and busy" calls (issue 17, decision 0030), each with
 * `Authorization: Staff <token>` of a member working at the store (401 staffLoginRequired; 404
 * somethingIncorrect for another store or brand): GET staff/stores/:storeId/availability?brandId=,
 * POST staff/stores/:storeId/sold-out {itemId | optionId, soldOut, until?}, POST …/pause {minutes},
 * POST …/extra-prep {minutes}; each answers the store's StoreAvailability. Errors as in service.ts.
 */
export function registerAvailabilityRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, staffStoreAvailability, (ctx, { params }) =>
    getStoreAvailability(deps.db, ctx, params.storeId),
  );
  registerCall(app, staffSetSoldOut, (ctx, { params, body }) =>
    setStoreSoldOut(deps.db, ctx, params.storeId, {
      target: body.itemId !== undefined ? { itemId: body.itemId } : { modifierId: body.optionId! },
      soldOut: body.soldOut,
      until: body.until,
    }),
  );
  registerCall(app, staffPauseStore, (ctx, { params, body }) =>
    pauseStore(deps.db, ctx, params.storeId, body.minutes),
  );
  registerCall(app, staffSetExtraPrep, (ctx, { params, body }) =>
    setExtraPrep(deps.db, ctx, params.storeId, body.minutes),
  );
}
