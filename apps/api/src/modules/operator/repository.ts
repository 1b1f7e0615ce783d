import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import { operatorKeys } from '../../db/schema-operator.ts';

/** An operator_keys row (issue 17). */
export type OperatorKeyRow = typeof operatorKeys.$inferSelect;

/** The id of the brand whose temporaryDomainName is `slug`, or null. */
export async function findBrandIdBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.temporaryDomainName, slug))
    .limit(1);
  return row?.id ?? null;
}

/** Which of `storeIds` (uuids) are stores of the brand. */
export async function brandStoreIds(db: Db, brandId: string, storeIds: readonly string[]): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.brandId, brandId), inArray(stores.id, [...storeIds])));
  return rows.map((r) => r.id);
}

/** Inserts an operator key row (hash, prefix, scope); returns it. */
export async function insertOperatorKey(
  db: Db,
  row: {
    brandId: string;
    keyHash: string;
    keyPrefix: string;
    storeIds: string[] | null;
    label: string | null;
  },
): Promise<OperatorKeyRow> {
  const [inserted] = await db.insert(operatorKeys).values(row).returning();
  return inserted!;
}

/** The key row of a SHA-256 hex hash, or null (revoked ones included: the caller decides). */
export async function findOperatorKeyByHash(db: Db, keyHash: string): Promise<OperatorKeyRow | null> {
  const [row] = await db.select().from(operatorKeys).where(eq(operatorKeys.keyHash, keyHash)).limit(1);
  return row ?? null;
}

/**
 * Revokes the keys of the brand (or of every brand when `brandId` is null) whose id is `idOrPrefix`
 * (a uuid) or whose prefix is `idOrPrefix`, not revoked yet, at `at`; returns the revoked rows.
 */
export async function revokeOperatorKeys(
  db: Db,
  idOrPrefix: string,
  brandId: string | null,
  at: Date,
): Promise<OperatorKeyRow[]> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrPrefix);
  return db
    .update(operatorKeys)
    .set({ revokedAt: at })
    .where(
      and(
        isUuid ? eq(operatorKeys.id, idOrPrefix) : eq(operatorKeys.keyPrefix, idOrPrefix),
        brandId ? eq(operatorKeys.brandId, brandId) : undefined,
        isNull(operatorKeys.revokedAt),
      ),
    )
    .returning();
}

/** The operator keys of a brand (or of every brand when null), oldest first, with their brand's slug. */
export async function listOperatorKeyRows(
  db: Db,
  brandId: string | null,
): Promise<Array<OperatorKeyRow & { brandSlug: string }>> {
  const rows = await db
    .select({ key: operatorKeys, brandSlug: brands.temporaryDomainName })
    .from(operatorKeys)
    .innerJoin(brands, eq(brands.id, operatorKeys.brandId))
    .where(brandId ? eq(operatorKeys.brandId, brandId) : undefined)
    .orderBy(asc(operatorKeys.createdAt));
  return rows.map((r) => ({ ...r.key, brandSlug: r.brandSlug }));
}

/** Stamps a key's last use at `at`, at most once a minute (one conditional UPDATE). */
export async function touchOperatorKey(db: Db, keyId: string, at: Date): Promise<void> {
  await db
    .update(operatorKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(operatorKeys.id, keyId),
        or(isNull(operatorKeys.lastUsedAt), lt(operatorKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
      ),
    );
}
