import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';

/** A stores row as stored. */
export type StoreRow = typeof stores.$inferSelect;

/** The brand's stores, in display order. */
export async function listStores(db: Db, ctx: Pick<RequestContext, 'brandId'>): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(eq(stores.brandId, ctx.brandId))
    .orderBy(asc(stores.sort), asc(stores.nameEn));
}

/** One store of the brand, or null (another brand's store is null too). */
export async function findStore(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  storeId: string,
): Promise<StoreRow | null> {
  const rows = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.brandId, ctx.brandId)))
    .limit(1);
  return rows[0] ?? null;
}
