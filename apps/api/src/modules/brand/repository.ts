import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDomains, brands } from '../../db/schema.ts';

/** A brand row as stored. */
export type BrandRow = typeof brands.$inferSelect;

/** The brand with this id, or null. */
export async function findBrandById(db: Db, brandId: string): Promise<BrandRow | null> {
  const rows = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  return rows[0] ?? null;
}

/** The brand whose temporaryDomainName is this (case-insensitive), or null. */
export async function findBrandByTemporaryDomain(db: Db, name: string): Promise<BrandRow | null> {
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.temporaryDomainName, name.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Host → brand cache, one per database (an app instance), so two apps in one process never share it. */
const hostCaches = new WeakMap<Db, Map<string, { brandId: string | null; until: number }>>();

/** The brand id mapped to a custom-domain host, cached 30 s per host (000 §2.4 brandid header). */
export async function brandIdForHost(db: Db, host: string): Promise<string | null> {
  if (!host) return null;
  let hostCache = hostCaches.get(db);
  if (!hostCache) {
    hostCache = new Map();
    hostCaches.set(db, hostCache);
  }
  const hit = hostCache.get(host);
  if (hit && hit.until > Date.now()) return hit.brandId;
  const rows = await db
    .select({ brandId: brandDomains.brandId })
    .from(brandDomains)
    .where(eq(brandDomains.host, host))
    .limit(1);
  const brandId = rows[0]?.brandId ?? null;
  if (hostCache.size > 10_000) hostCache.clear();
  hostCache.set(host, { brandId, until: Date.now() + 30_000 });
  return brandId;
}
