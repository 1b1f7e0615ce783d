import { eq, sql } from 'drizzle-orm';
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

/**
 * Sets whether the brand is live (issue 19, decision 0036), in one transaction that also notifies
 * `channels` with the brand id (pg_notify, delivered at commit: other servers drop the brand's
 * cached menus). Answers the row, or null when unknown.
 */
export async function setBrandLive(
  db: Db,
  brandId: string,
  isLive: boolean,
  channels: readonly string[],
): Promise<BrandRow | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await tx.update(brands).set({ isLive }).where(eq(brands.id, brandId)).returning();
    for (const channel of channels) await tx.execute(sql`select pg_notify(${channel}, ${brandId})`);
    return rows[0] ?? null;
  });
}

/**
 * Stores `token` as the brand's preview token unless it has one already (`replace` false), or in
 * any case (`replace` true: a rotation). Answers the token the brand holds afterwards, or null when
 * the brand is unknown. One statement, so two commands at once leave one token that both print.
 */
export async function storePreviewToken(
  db: Db,
  brandId: string,
  token: string,
  replace: boolean,
): Promise<string | null> {
  const rows = await db
    .update(brands)
    .set({ previewToken: replace ? token : sql`coalesce(${brands.previewToken}, ${token})` })
    .where(eq(brands.id, brandId))
    .returning({ previewToken: brands.previewToken });
  return rows[0]?.previewToken ?? null;
}

/** The custom-domain hosts of a brand, in insertion order (for its printed links). */
export async function brandHosts(db: Db, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ host: brandDomains.host })
    .from(brandDomains)
    .where(eq(brandDomains.brandId, brandId));
  return rows.map((r) => r.host);
}
