import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JsonRead, queryRows, readTogether } from '../../db/json-rows.ts';
import {
  brands,
  customers,
  items,
  modifiers,
  orderLines,
  orderStatusHistory,
  orders,
} from '../../db/schema.ts';
import { payments } from '../../db/schema-payments.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { DbOrTx, Tx } from '../../platform/tx.ts';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line row. */
export type OrderLineRow = typeof orderLines.$inferSelect;
/** An order status history row. */
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** Takes `quantity` from an item's stock if that much is left (brand-scoped, race-safe: one UPDATE … WHERE stock ≥ quantity); returns whether it could. */
export async function takeItemStock(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  itemId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(items)
    .set({ availableStock: sql`${items.availableStock} - ${quantity}` })
    .where(
      and(eq(items.id, itemId), eq(items.brandId, ctx.brandId), sql`${items.availableStock} >= ${quantity}`),
    )
    .returning({ id: items.id });
  return rows.length === 1;
}

/** Takes `quantity` from a modifier's stock if that much is left (brand-scoped); returns whether it could. */
export async function takeModifierStock(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  modifierId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await tx
    .update(modifiers)
    .set({ availableStock: sql`${modifiers.availableStock} - ${quantity}` })
    .where(
      and(
        eq(modifiers.id, modifierId),
        eq(modifiers.brandId, ctx.brandId),
        sql`${modifiers.availableStock} >= ${quantity}`,
      ),
    )
    .returning({ id: modifiers.id });
  return rows.length === 1;
}

/**
 * What an order is checked and priced with, read in ONE round trip (issue 16): two reads built by
 * other modules' repositories (the basket's items, the promotions' rows), run as one query.
 */
export function readOrderInputs<A, B>(db: Db, a: JsonRead<A>, b: JsonRead<B>): Promise<[A, B]> {
  return readTogether(db, a, b);
}

/** What insertOrder answers of the new order. */
export type InsertedOrder = Pick<
  OrderRow,
  'id' | 'brandId' | 'orderNumber' | 'status' | 'totalFils' | 'trackingToken' | 'placedAt'
>;

/**
 * Writes a new order of ctx.brandId in ONE statement (issue 16: one round trip where there were
 * four): takes the brand's next order sequence (the UPDATE locks the brand's row until the
 * transaction ends, so numbers never repeat), numbers the order `{orderNumberPrefix}-{sequence}`
 * (at least 5 digits, zero-padded: TST-00042), inserts the order, its lines (each with `orderId`
 * and `brandId` set here) and its first order_status_history row (`status` at `placedAt`).
 * The order's `brandId` is always ctx.brandId, whatever `order` says (tenant context first).
 * `order.id` may be chosen by the caller (a new uuid otherwise). `opts.answer` adds the INSERT of
 * the call's idempotent answer to the same statement, given the SQL of the order number it takes
 * (platform/idempotency.ts writeOnce): run on the database itself, the statement is then the whole
 * transaction. `opts.also` are more writes of the new order (INSERTs naming `order.id`, e.g. its
 * adjustments) to run in the same statement. Returns the new order's id, number, status, total (fils), tracking token and time.
 */
export async function insertOrder(
  tx: DbOrTx,
  ctx: Pick<RequestContext, 'brandId'>,
  order: Omit<
    typeof orders.$inferInsert,
    'brandId' | 'orderNumber' | 'status' | 'placedAt' | 'customerSnapshot'
  > & {
    status: string;
    placedAt: Date;
  },
  lines: Omit<typeof orderLines.$inferInsert, 'orderId' | 'brandId'>[],
  opts: { answer?: ((orderNumber: SQL) => SQL) | null; also?: readonly SQL[] } = {},
): Promise<InsertedOrder> {
  const orderId = order.id ?? randomUUID();
  const sequence = tx
    .update(brands)
    .set({ orderSequence: sql`${brands.orderSequence} + 1` })
    .where(eq(brands.id, ctx.brandId))
    .returning({ orderSequence: brands.orderSequence, orderNumberPrefix: brands.orderNumberPrefix });
  const orderNumber = sql`(select "order_number_prefix" || '-' || lpad("order_sequence"::text, greatest(5, length("order_sequence"::text)), '0') from "sequence")`;
  const inserted = tx
    .insert(orders)
    .values({
      ...order,
      id: orderId,
      brandId: ctx.brandId,
      orderNumber,
      // The customer's name, phone and e-mail as they are now, read by the statement itself. FOR KEY
      // SHARE (issue 19, decision 0034): an account deletion (FOR UPDATE) in progress makes the order
      // wait, then the re-read deleted row gives no snapshot (→ 401 below); a deleted customer none.
      customerSnapshot: sql`(select jsonb_build_object('name', ${customers.name}, 'phoneNumber', ${customers.phoneNumber}, 'email', ${customers.email}) from ${customers} where ${customers.id} = ${order.customerId} and ${customers.brandId} = ${ctx.brandId} and ${customers.deletedAt} is null for key share)`,
    })
    .returning({
      id: orders.id,
      brandId: orders.brandId,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalFils: orders.totalFils,
      trackingToken: orders.trackingToken,
    });
  const withLines =
    lines.length > 0
      ? sql`, "lines" as (${tx
          .insert(orderLines)
          .values(lines.map((l) => ({ ...l, brandId: ctx.brandId, orderId })))
          .getSQL()})`
      : sql``;
  const history = tx
    .insert(orderStatusHistory)
    .values({ orderId, brandId: ctx.brandId, status: order.status, at: order.placedAt });
  const withAnswer = opts.answer
    ? sql`, "answer" as (${opts.answer(sql`(select "order_number" from "placed")`)})`
    : sql``;
  const withAlso = sql.join(
    (opts.also ?? []).map((write, i) => sql`, ${sql.raw(`"also_${i}"`)} as (${write})`),
  );
  let found: Array<{
    id: string;
    brand_id: string;
    order_number: string;
    status: string;
    total_fils: number;
    tracking_token: string;
  }>;
  try {
    found = await queryRows(
      tx,
      sql`with "sequence" as (${sequence.getSQL()}), "placed" as (${inserted.getSQL()})${withLines}, "history" as (${history.getSQL()})${withAnswer}${withAlso} select * from "placed"`,
    );
  } catch (error) {
    // No customer row (deleted since the session was read): the snapshot is null → 23502.
    const cause =
      (error as { cause?: { code?: string; column?: string } }).cause ??
      (error as { code?: string; column?: string });
    if (cause.code === '23502' && cause.column === 'customer_snapshot')
      throw new AppError('loginToContinue', 401);
    throw error;
  }
  const row = found[0];
  if (!row) throw new Error(`The brand ${ctx.brandId} does not exist`);
  return {
    id: row.id,
    brandId: row.brand_id,
    orderNumber: row.order_number,
    status: row.status,
    totalFils: Number(row.total_fils),
    trackingToken: row.tracking_token,
    placedAt: order.placedAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Matches an order by its id (a uuid) or its order number. */
const byIdOrNumber = (idOrNumber: string) =>
  UUID.test(idOrNumber) ? eq(orders.id, idOrNumber) : eq(orders.orderNumber, idOrNumber);

/** One order of ctx.brandId by id or order number (optionally only the given customer's), or null. */
export async function findOrder(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  idOrNumber: string,
  customerId?: string,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brandId, ctx.brandId),
        byIdOrNumber(idOrNumber),
        customerId ? eq(orders.customerId, customerId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * One order of ctx.brandId by id or order number AND its tracking token (issue 5, decision 0007),
 * or null. One query matches all three, so a wrong token and an unknown number look the same.
 */
export async function findOrderByTrackingToken(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  idOrNumber: string,
  trackingToken: string,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.brandId, ctx.brandId), byIdOrNumber(idOrNumber), eq(orders.trackingToken, trackingToken)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The keyset condition of a page after order `afterId` (newest first by placedAt, id): undefined
 * for the first page; null when `afterId` is not a uuid or not an order within `scope` (an
 * unusable cursor). Compared inside SQL against the anchor row itself, so timestamp precision
 * (µs) never drifts.
 */
async function afterAnchor(
  db: Db,
  scope: SQL | undefined,
  afterId: string | undefined,
): Promise<SQL | undefined | null> {
  if (afterId === undefined) return undefined;
  if (!UUID.test(afterId)) return null;
  const anchor = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(scope, eq(orders.id, afterId)))
    .limit(1);
  if (anchor.length === 0) return null;
  return sql`(${orders.placedAt}, ${orders.id}) < (select o2.placed_at, o2.id from ${orders} o2 where o2.id = ${afterId})`;
}

/**
 * One page of the context customer's orders of ctx.brandId, newest first by (placed_at, id)
 * (issue 5 keyset pagination, decision 0007): at most `limit` rows strictly after the order
 * `afterId` in that order (the previous page's last). `afterId` must be one of this customer's
 * orders of this brand; otherwise `null` is returned (the caller answers 400). Asks for
 * `limit + 1` rows so the caller knows whether another page exists.
 */
export async function listCustomerOrders(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'customerId'>,
  page: { limit: number; afterId?: string },
): Promise<OrderRow[] | null> {
  const mine = and(eq(orders.brandId, ctx.brandId), eq(orders.customerId, ctx.customerId ?? ''));
  const after = await afterAnchor(db, mine, page.afterId);
  if (after === null) return null;
  return db
    .select()
    .from(orders)
    .where(and(mine, after, everPlaced))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(page.limit + 1);
}

/**
 * An order that was placed for the kitchen (issue 9, decision 0022): not one awaiting its card
 * payment, nor a card order cancelled without any successful payment (declined or expired).
 */
const everPlaced = sql`not (${orders.status} = 'PENDING_PAYMENT' or (${orders.status} = 'CANCELLED'
  and ${orders.paymentType} = 'CREDIT_CARD' and not exists (select 1 from ${payments} p
  where p.order_id = ${orders.id} and p.brand_id = ${orders.brandId}
  and p.status in ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'))))`;

/**
 * The payments of the given orders of ctx.brandId: order id, status and money in fils (issue 9,
 * issue 16 D2: the order's paymentStatus comes from captured − refunded).
 */
export async function loadOrderPayments(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  orderIds: string[],
): Promise<Array<{ orderId: string | null; status: string; amountFils: number; refundedFils: number }>> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      amountFils: payments.amountFils,
      refundedFils: payments.refundedFils,
    })
    .from(payments)
    .where(and(eq(payments.brandId, ctx.brandId), inArray(payments.orderId, orderIds)));
}

/** Lines and status history of the given orders, only those of ctx.brandId (lines by position, history by time). */
export async function loadOrderDetails(db: Db, ctx: Pick<RequestContext, 'brandId'>, orderIds: string[]) {
  if (orderIds.length === 0) return { lines: [], history: [] };
  const [lines, history] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.brandId, ctx.brandId), inArray(orderLines.orderId, orderIds)))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.brandId, ctx.brandId), inArray(orderStatusHistory.orderId, orderIds)))
      .orderBy(asc(orderStatusHistory.at)),
  ]);
  return { lines, history };
}

/** One order of ctx.brandId by id or order number, locked FOR NO KEY UPDATE until the transaction ends, or null. */
export async function lockOrder(tx: Tx, ctx: Pick<RequestContext, 'brandId'>, idOrNumber: string) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.brandId, ctx.brandId), byIdOrNumber(idOrNumber)))
    .for('no key update');
  return rows[0] ?? null;
}

/**
 * The lifecycle fields a status move may set with it (issue 17): the accepted preparation time
 * (minutes), the expected ready and delivery times, the ready mark, the reason of a reject or a
 * cancel (1–300 characters), the courier (CourierSnapshot).
 */
export type OrderLifecyclePatch = Partial<
  Pick<
    OrderRow,
    'prepMinutes' | 'estimatedReadyAt' | 'estimatedDeliveryAt' | 'readyAt' | 'statusReason' | 'courier'
  >
>;

/**
 * Sets an order's status (with `patch`), bumps its `version` and appends the status history row
 * (at `at`); returns the updated row.
 */
export async function updateOrderStatus(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
  status: string,
  at: Date,
  patch: OrderLifecyclePatch = {},
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, status, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.brandId, ctx.brandId)))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId, brandId: ctx.brandId, status, at });
  return row!;
}

/**
 * Changes an order's lifecycle fields or its courier without a status move (issue 17: the ready
 * mark, a courier and its position) and bumps its `version`; returns the updated row.
 */
export async function updateOrderLifecycle(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
  patch: OrderLifecyclePatch,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.brandId, ctx.brandId)))
    .returning();
  return row!;
}

/**
 * The payments of an order of ctx.brandId that took money and still hold some (SUCCEEDED or
 * PARTIALLY_REFUNDED with refunded < amount), inside `tx` (issue 17: a called-off order is refunded).
 */
export async function refundableOrderPayments(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
): Promise<Array<{ id: string; amountFils: number; refundedFils: number }>> {
  return tx
    .select({ id: payments.id, amountFils: payments.amountFils, refundedFils: payments.refundedFils })
    .from(payments)
    .where(
      and(
        eq(payments.brandId, ctx.brandId),
        eq(payments.orderId, orderId),
        inArray(payments.status, ['SUCCEEDED', 'PARTIALLY_REFUNDED']),
        sql`${payments.refundedFils} < ${payments.amountFils}`,
      ),
    );
}

/**
 * One page of the orders of ctx.brandId for the operator API (issue 17): of `storeIds` (null: every
 * store), of `status` if given, placed at or after `since` if given, newest first by (placed_at,
 * id), strictly after the order `afterId` (the previous page's last; must be one of these stores'
 * orders, else null). Orders awaiting their card payment are left out (not yet the kitchen's).
 * Asks for `limit + 1` rows so the caller knows whether another page exists.
 */
export async function listStoreOrders(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  page: {
    storeIds: readonly string[] | null;
    status?: string;
    since?: Date;
    limit: number;
    afterId?: string;
  },
): Promise<OrderRow[] | null> {
  const scope = and(
    eq(orders.brandId, ctx.brandId),
    page.storeIds === null
      ? undefined
      : page.storeIds.length > 0
        ? inArray(orders.storeId, [...page.storeIds])
        : sql`false`,
  );
  const after = await afterAnchor(db, scope, page.afterId);
  if (after === null) return null;
  return db
    .select()
    .from(orders)
    .where(
      and(
        scope,
        sql`${orders.status} <> 'PENDING_PAYMENT'`,
        page.status ? eq(orders.status, page.status) : undefined,
        page.since ? sql`${orders.placedAt} >= ${page.since.toISOString()}::timestamptz` : undefined,
        after,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(page.limit + 1);
}
