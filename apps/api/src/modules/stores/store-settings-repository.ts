import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';

/** Why writeStoreSettings wrote nothing: no brand of that name, or no such store in it. */
export type StoreSettingsMiss = 'no-brand' | 'no-store';

/**
 * Writes `patch` (already validated: columns of `stores`) on store `storeId` of the brand
 * `temporaryDomainName`, in one transaction that also notifies `channels` with the brand id
 * (pg_notify, delivered at commit). Answers the brand id, or why nothing was written.
 */
export async function writeStoreSettings(
  db: Db,
  input: {
    temporaryDomainName: string;
    storeId: string;
    patch: Partial<typeof stores.$inferInsert>;
    channels: readonly string[];
  },
): Promise<{ brandId: string } | StoreSettingsMiss> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [brand] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.temporaryDomainName, input.temporaryDomainName));
    if (!brand) return 'no-brand';
    const updated = await tx
      .update(stores)
      .set(input.patch)
      .where(and(eq(stores.id, input.storeId), eq(stores.brandId, brand.id)))
      .returning({ id: stores.id });
    if (updated.length === 0) return 'no-store';
    for (const channel of input.channels) await tx.execute(sql`select pg_notify(${channel}, ${brand.id})`);
    return { brandId: brand.id };
  });
}
