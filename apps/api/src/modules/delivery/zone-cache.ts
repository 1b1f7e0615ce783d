import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { loadZones } from './repository.ts';
import { loadBrandStores } from './store-snapshots.ts';
import { registerZoneCache, subscribeZoneChanges, ZoneIndexCache } from './zone-index.ts';

/**
 * The zone index cache of an app (one per buildApp), with the brand's store snapshots next to each
 * index: registered for invalidateZoneIndex in this process, and, with `deps.internal.events`,
 * subscribed to ZONES_CHANGED_CHANNEL from app ready to close so a change made by another process
 * (import:zones or a store settings change on PostgreSQL) is seen at once.
 */
export function createZoneCache(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'internal'>,
): ZoneIndexCache {
  const cache = new ZoneIndexCache(
    (brandId) => loadZones(deps.db, brandId),
    (brandId) => loadBrandStores(deps.db, brandId),
  );
  const dispose = registerZoneCache(cache, deps.db);
  let unsubscribe: (() => Promise<void>) | undefined;
  const events = deps.internal?.events;
  if (events) {
    app.addHook('onReady', async () => {
      unsubscribe = await subscribeZoneChanges(events, cache);
    });
  }
  app.addHook('onClose', async () => {
    dispose();
    await unsubscribe?.();
  });
  return cache;
}
