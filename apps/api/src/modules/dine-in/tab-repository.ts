/**
 * The table's tab in the database (issue 18, decision 0032): tables, the open tab of a table, its
 * orders with their lines, its split bills, and the writes of place-order and of a payment. Amounts
 * are integer fils. Every read is scoped by brand (and the tab's own ids, which came from a table
 * the caller authorised).
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema.ts';
import { dineInTables, tableSessionOrders, tableSessions, tableSplitBills } from '../../db/schema-dine-in.ts';
import type { DbOrTx, Tx } from '../../platform/tx.ts';

/** The LISTEN/NOTIFY channel of table tabs (payload `{ tableId, brandId }`), decision 0026's machinery. */
export const TABLE_EVENTS_CHANNEL = 'sufra_table_events';

/** Order statuses that leave the tab's bill (an order called off is not owed). */
export const OFF_TAB_STATUSES = ['CANCELLED', 'CANCELED', 'REJECTED'] as const;

export type TableRow = typeof dineInTables.$inferSelect;
export type SessionRow = typeof tableSessions.$inferSelect;
export type SplitBillRow = typeof tableSplitBills.$inferSelect;
export type TabOrderRow = typeof orders.$inferSelect;
export type TabLineRow = typeof orderLines.$inferSelect;

/** A table of the brand's store by number, or null. */
export async function findTable(db: DbOrTx, brandId: string, storeId: string, number: number) {
  const [row] = await db
    .select()
    .from(dineInTables)
    .where(
      and(
        eq(dineInTables.brandId, brandId),
        eq(dineInTables.storeId, storeId),
        eq(dineInTables.number, number),
      ),
    );
  return row ?? null;
}

/** The table's OPEN tab, or null; `lock` takes its row lock (SELECT … FOR UPDATE) in the caller's transaction. */
export async function openSessionOf(db: DbOrTx, tableId: string, lock = false): Promise<SessionRow | null> {
  const q = db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'OPEN')));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** A tab by id within the brand, or null; `lock` takes its row lock. */
export async function sessionById(db: DbOrTx, brandId: string, sessionId: string, lock = false) {
  const q = db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.id, sessionId), eq(tableSessions.brandId, brandId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Opens the table's tab or joins the open one, locked, in `tx`: INSERT … ON CONFLICT DO NOTHING on
 * the partial unique index (one OPEN tab per table), then the open row FOR UPDATE.
 */
export async function openOrJoinSession(tx: Tx, table: TableRow): Promise<SessionRow> {
  await tx.execute(
    sql`insert into ${tableSessions} (brand_id, store_id, table_id) values (${table.brandId}, ${table.storeId}, ${table.id}) on conflict (table_id) where status = 'OPEN' do nothing`,
  );
  const row = await openSessionOf(tx, table.id, true);
  if (!row) throw new Error('the open tab vanished');
  return row;
}

/** The tab's orders that are still owed (not cancelled or rejected), oldest first, with their lines by position. */
export async function tabOrders(db: DbOrTx, sessionId: string) {
  const rows = await db
    .select({ order: orders })
    .from(tableSessionOrders)
    .innerJoin(orders, eq(orders.id, tableSessionOrders.orderId))
    .where(and(eq(tableSessionOrders.sessionId, sessionId), notInArray(orders.status, [...OFF_TAB_STATUSES])))
    .orderBy(asc(orders.placedAt), asc(orders.orderNumber));
  const ids = rows.map((r) => r.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.position));
  return rows.map((r) => ({ order: r.order, lines: lines.filter((l) => l.orderId === r.order.id) }));
}

/** The tab's split bills that count: PENDING (held) and PAID, oldest first. */
export async function tabSplitBills(db: DbOrTx, sessionId: string): Promise<SplitBillRow[]> {
  return db
    .select()
    .from(tableSplitBills)
    .where(
      and(eq(tableSplitBills.sessionId, sessionId), inArray(tableSplitBills.status, ['PENDING', 'PAID'])),
    )
    .orderBy(asc(tableSplitBills.createdAt));
}

/** Puts an order on the tab. */
export async function addTabOrder(tx: Tx, sessionId: string, orderId: string): Promise<void> {
  await tx.insert(tableSessionOrders).values({ sessionId, orderId });
}

/** Writes a split bill (PENDING: the share is held). */
export async function insertSplitBill(tx: Tx, row: typeof tableSplitBills.$inferInsert): Promise<void> {
  await tx.insert(tableSplitBills).values(row);
}

/**
 * Bumps the tab's version (and applies `patch`: the locked split type and people, or the close),
 * then notifies the table's channel — delivered when the transaction commits. Answers the new version.
 */
export async function bumpSession(
  tx: Tx,
  session: Pick<SessionRow, 'id' | 'brandId' | 'tableId'>,
  patch: Partial<
    Pick<
      SessionRow,
      'splitType' | 'peopleAtTable' | 'status' | 'closedAt' | 'closedReason' | 'closedByStaffId'
    >
  > = {},
): Promise<number> {
  const [row] = await tx
    .update(tableSessions)
    .set({ ...patch, version: sql`${tableSessions.version} + 1` })
    .where(eq(tableSessions.id, session.id))
    .returning({ version: tableSessions.version });
  await notifyTable(tx, session.brandId, session.tableId);
  return row!.version;
}

/** NOTIFY the table channel (`{ tableId, brandId }`), delivered on commit. */
export async function notifyTable(tx: DbOrTx, brandId: string, tableId: string): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${TABLE_EVENTS_CHANNEL}, json_build_object('tableId', ${tableId}::uuid, 'brandId', ${brandId}::uuid)::text)`,
  );
}

/** The split bill collected by an order, with its tab, locked; null when the order pays no tab share. */
export async function splitBillOfOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ bill: tableSplitBills, session: tableSessions })
    .from(tableSplitBills)
    .innerJoin(tableSessions, eq(tableSessions.id, tableSplitBills.sessionId))
    .where(eq(tableSplitBills.orderId, orderId))
    .for('update');
  return row ?? null;
}

/** The tab an order is on (its row locked), or null. */
export async function sessionOfOrder(tx: Tx, orderId: string): Promise<SessionRow | null> {
  const [row] = await tx
    .select({ session: tableSessions })
    .from(tableSessionOrders)
    .innerJoin(tableSessions, eq(tableSessions.id, tableSessionOrders.sessionId))
    .where(eq(tableSessionOrders.orderId, orderId))
    .for('update');
  return row?.session ?? null;
}

/** Sets a split bill's status (PAID with paid_at, RELEASED with released_at). */
export async function setSplitBillStatus(tx: Tx, id: string, status: 'PAID' | 'RELEASED', at: Date) {
  await tx
    .update(tableSplitBills)
    .set(status === 'PAID' ? { status, paidAt: at } : { status, releasedAt: at })
    .where(eq(tableSplitBills.id, id));
}

/** The brand's open tabs of one store, by table number, with their tables. */
export async function openTabsOfStore(db: DbOrTx, brandId: string, storeId: string) {
  return db
    .select({ session: tableSessions, table: dineInTables })
    .from(tableSessions)
    .innerJoin(dineInTables, eq(dineInTables.id, tableSessions.tableId))
    .where(
      and(
        eq(tableSessions.brandId, brandId),
        eq(tableSessions.storeId, storeId),
        eq(tableSessions.status, 'OPEN'),
      ),
    )
    .orderBy(asc(dineInTables.number));
}

/** A table by id (the tab's), or null. */
export async function tableById(db: DbOrTx, tableId: string): Promise<TableRow | null> {
  const [row] = await db.select().from(dineInTables).where(eq(dineInTables.id, tableId));
  return row ?? null;
}
