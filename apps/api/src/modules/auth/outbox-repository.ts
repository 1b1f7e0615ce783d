/**
 * The `outbox_messages` table of the dev transport (ARCHITECTURE: demo mode; issue 5: only
 * repositories touch the database). Holds plain codes, so only the dev outbox transport of demo
 * mode writes here.
 */
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

/**
 * Stores one dev message: `recipient` E.164, `body` the message text, `devCode` the plain code
 * (null for an order message, issue 17).
 */
export async function insertOutboxMessage(
  db: Db,
  row: { brandId: string; channel: string; recipient: string; body: string; devCode: string | null },
): Promise<void> {
  await db.insert(outboxMessages).values(row);
}

/** One stored dev message with a code; `createdAt` as stored. */
export interface OutboxRow {
  recipient: string;
  devCode: string;
  brandId: string;
  body: string;
  createdAt: Date;
}

/**
 * The latest `limit` messages that carry a code, newest first, optionally only those sent to
 * `recipient` (E.164). Across brands.
 */
export async function latestOutboxMessages(
  db: Db,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        isNotNull(outboxMessages.devCode),
        filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(filter.limit);
  return rows.map((r) => ({
    recipient: r.recipient,
    devCode: r.devCode ?? '',
    brandId: r.brandId,
    body: r.body,
    createdAt: r.createdAt,
  }));
}

/**
 * The latest `limit` messages without a code — the order messages of issue 17 (decision 0031) —
 * newest first, optionally only those sent to `recipient` (E.164). Across brands.
 */
export async function latestOrderMessages(
  db: Db,
  filter: { recipient?: string | undefined; limit: number },
): Promise<Omit<OutboxRow, 'devCode'>[]> {
  return db
    .select({
      recipient: outboxMessages.recipient,
      brandId: outboxMessages.brandId,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.devCode),
        filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(filter.limit);
}
