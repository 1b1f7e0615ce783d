import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema-webhooks.ts';

/** The database side of the outbound webhooks (issue 17, decision 0025). */

/** A webhook_endpoints row. */
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** A webhook_deliveries row. */
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Inserts an endpoint; returns the row. */
export async function insertEndpoint(
  db: Db,
  row: { brandId: string; url: string; secret: string; eventTypes: string[] | null },
): Promise<EndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted!;
}

/** One endpoint by id, or null. */
export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

/** The endpoints (all, or one brand's), oldest first, each with its brand's slug. */
export async function listEndpointRows(db: Db, brandId?: string) {
  return db
    .select({ endpoint: webhookEndpoints, brandSlug: brands.temporaryDomainName })
    .from(webhookEndpoints)
    .innerJoin(brands, eq(brands.id, webhookEndpoints.brandId))
    .where(brandId ? eq(webhookEndpoints.brandId, brandId) : undefined)
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/** Sets an endpoint's secret and its previous one with the previous one's expiry (rotation). */
export async function updateEndpointSecret(
  db: Db,
  id: string,
  set: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
): Promise<void> {
  await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id));
}

/** Deletes an endpoint (its deliveries go with it); returns whether one was deleted. */
export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** The enabled endpoints of `brandId` that receive `eventType` (their filter is null = all, or names it). */
export async function subscribedEndpoints(
  db: Db,
  brandId: string,
  eventType: string,
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.brandId, brandId),
        eq(webhookEndpoints.enabled, true),
        or(isNull(webhookEndpoints.eventTypes), sql`${eventType} = any(${webhookEndpoints.eventTypes})`),
      ),
    );
}

/**
 * Inserts deliveries, skipping any whose (endpoint, event id) exists already (a fan-out run again
 * writes nothing twice). Returns how many were new.
 */
export async function insertDeliveries(
  db: Db,
  rows: ReadonlyArray<{
    brandId: string;
    endpointId: string;
    eventId: string;
    eventType: string;
    payload: unknown;
    nextAttemptAt: Date;
  }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(webhookDeliveries)
    .values([...rows])
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/** A claimed delivery with what sending it needs: the endpoint's URL and secrets. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * Claims up to `limit` pending deliveries due at `now`, soonest first, in one statement: the inner
 * SELECT … FOR UPDATE SKIP LOCKED skips rows another worker is claiming; the UPDATE moves their
 * next_attempt_at to `leaseUntil` (the claim: another worker takes it again only after the lease)
 * and counts the attempt. Returns them with their endpoints.
 */
export async function claimDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const claimed = (await db.execute(sql`
    update ${webhookDeliveries} set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${webhookDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const ids = claimed.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));
  return rows.sort((a, b) => a.delivery.createdAt.getTime() - b.delivery.createdAt.getTime());
}

/**
 * Records the outcome of attempt number `attempt` of a delivery (only if it is still pending and
 * no later claim counted another attempt): delivered at `deliveredAt`, or failed with the answer's
 * status / the error and the next attempt at `nextAttemptAt`, or dead when that is null.
 */
export async function recordAttempt(
  db: Db,
  id: string,
  attempt: number,
  outcome:
    | { delivered: Date; responseStatus: number }
    | { delivered: null; responseStatus: number | null; error: string; nextAttemptAt: Date | null },
): Promise<void> {
  const set =
    outcome.delivered !== null
      ? {
          status: 'delivered',
          deliveredAt: outcome.delivered,
          lastResponseStatus: outcome.responseStatus,
          lastError: null,
        }
      : {
          status: outcome.nextAttemptAt ? 'pending' : 'dead',
          lastResponseStatus: outcome.responseStatus,
          lastError: outcome.error.slice(0, 500),
          ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
        };
  await db
    .update(webhookDeliveries)
    .set(set)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempt),
      ),
    );
}

/** One delivery by id, or null. */
export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Makes a delivery pending again, due at `now`, with a fresh attempt count (replay). */
export async function requeueDelivery(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id));
}

/** The most recent deliveries (all, or one brand's), newest first. */
export async function recentDeliveries(
  db: Db,
  brandId: string | undefined,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(brandId ? eq(webhookDeliveries.brandId, brandId) : undefined)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}
