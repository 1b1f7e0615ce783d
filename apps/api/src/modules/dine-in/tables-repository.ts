/**
 * SQL of a store's tables (issue 18, decision 0032): `dine_in_tables` rows read, created and
 * re-tokened for `npm run tables` and the demo seed. Every query filters by the brand.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDomains } from '../../db/schema.ts';
import { dineInTables } from '../../db/schema-dine-in.ts';

/** A table as the tables commands read it: number (1–999), label, token (43 characters base64url). */
export interface TableRow {
  id: string;
  number: number;
  label: string | null;
  token: string;
}

const tableColumns = {
  id: dineInTables.id,
  number: dineInTables.number,
  label: dineInTables.label,
  token: dineInTables.token,
};

/** The store's tables of the brand, by number. */
export function listStoreTables(db: Db, brandId: string, storeId: string): Promise<TableRow[]> {
  return db
    .select(tableColumns)
    .from(dineInTables)
    .where(and(eq(dineInTables.brandId, brandId), eq(dineInTables.storeId, storeId)))
    .orderBy(asc(dineInTables.number));
}

/**
 * Inserts the tables `rows` of the store (numbers not there yet: ON CONFLICT on (store, number)
 * does nothing, so two runs at once create each table once). Answers how many were inserted.
 */
export async function insertStoreTables(
  db: Db,
  brandId: string,
  storeId: string,
  rows: Array<{ number: number; label: string | null; token: string }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(dineInTables)
    .values(rows.map((r) => ({ brandId, storeId, ...r })))
    .onConflictDoNothing({ target: [dineInTables.storeId, dineInTables.number] })
    .returning({ id: dineInTables.id });
  return inserted.length;
}

/** Sets a table's token (and `rotated_at` = now): `--rotate`. */
export async function setTableToken(db: Db, brandId: string, tableId: string, token: string, now: Date) {
  await db
    .update(dineInTables)
    .set({ token, rotatedAt: now })
    .where(and(eq(dineInTables.brandId, brandId), eq(dineInTables.id, tableId)));
}

/** Sets the labels of the store's tables by number (`--labels 12=Terrace`; null removes one). */
export async function setTableLabels(
  db: Db,
  brandId: string,
  storeId: string,
  labels: ReadonlyMap<number, string | null>,
) {
  for (const [number, label] of labels) {
    await db
      .update(dineInTables)
      .set({ label })
      .where(
        and(
          eq(dineInTables.brandId, brandId),
          eq(dineInTables.storeId, storeId),
          eq(dineInTables.number, number),
        ),
      );
  }
}

/** The custom domains (hosts) of a brand (000 §2.4 brand_domains). */
export async function brandHosts(db: Db, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ host: brandDomains.host })
    .from(brandDomains)
    .where(eq(brandDomains.brandId, brandId));
  return rows.map((r) => r.host).sort();
}
