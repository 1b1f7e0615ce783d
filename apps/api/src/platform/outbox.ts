import type { Db } from '../db/client.ts';
import { type BackgroundLoop, startBackgroundLoop } from './background-loop.ts';
import {
  claimOutbox,
  insertOutbox,
  insertOutboxSql,
  markDispatched,
  markFailed,
  type OutboxRow,
} from './outbox-repository.ts';
import type { DbOrTx, Tx } from './tx.ts';

/** An outbox_events row (outbox-repository.ts). */
export type { OutboxRow } from './outbox-repository.ts';

/**
 * Topics of the outbox (decision 0019):
 * - 'webhook.deliver' — a signed provider webhook the sandbox gateway sends (payload
 *   `{ provider, event }`);
 * - 'order.paid', 'order.payment_failed' — messages about an order's payment (payload
 *   `{ orderId, paymentId }`), for the customer messages of the flows;
 * - 'payment.refund_required' — a payment that succeeded for an order that can no longer be
 *   placed (payload `{ paymentId, reason }`), refunded automatically; also every payment that
 *   took money for an order the store rejected or cancelled (issue 17);
 * - 'order.created' — an order was placed (payload `{ orderId }`): written by the order's own
 *   statement for a cash/card-on-delivery order, and with 'order.paid' for a card order once paid
 *   (issue 17, decision 0025);
 * - 'order.status_changed' — an order's status moved (payload `{ orderId, from, to, version,
 *   reason? }`; issue 17, written by orders' status service);
 * - 'order.refunded' — money went back on an order's payment (payload `{ orderId, paymentId,
 *   refundedFils (cumulative), amountFils }`; issue 17);
 * - 'order.customer_message' — the customer is told why the store rejected or cancelled the order
 *   (issue 17; payload `{ orderId, orderNumber, kind: 'rejected' | 'cancelled', reason, language }`);
 * - 'feedback.created' — a customer rated an order (issue 17, 002 §2.21; payload `{ feedbackId,
 *   orderId, orderNumber, storeId, rating, comment, createdAt }`, written by feedbacks/create).
 * The order topics and 'feedback.created' are also the event types of the outbound webhooks
 * (modules/webhooks, decision 0025).
 */
export type OutboxTopic =
  | 'webhook.deliver'
  | 'order.paid'
  | 'order.payment_failed'
  | 'payment.refund_required'
  | 'order.created'
  | 'order.status_changed'
  | 'order.refunded'
  | 'order.customer_message'
  | 'feedback.created';

/**
 * Writes an outbox row inside the caller's transaction (ARCHITECTURE: transactional outbox): it
 * exists if and only if that transaction commits. `payload` is JSON. Returns the row's id.
 */
export async function enqueueOutbox(
  tx: Tx,
  brandId: string,
  topic: OutboxTopic,
  payload: Record<string, unknown>,
): Promise<string> {
  return insertOutbox(tx, { brandId, topic, payload });
}

/**
 * The INSERT of an outbox row as SQL, to run as one more part of a caller's statement (a CTE of
 * orders' insertOrder: issue 17, the order and its 'order.created' row in one round trip). The
 * row exists if and only if that statement's transaction commits, as with enqueueOutbox.
 */
export function outboxWrite(
  db: DbOrTx,
  brandId: string,
  topic: OutboxTopic,
  payload: Record<string, unknown>,
): ReturnType<typeof insertOutboxSql> {
  return insertOutboxSql(db, { brandId, topic, payload });
}

/**
 * One handler map from several (issue 17: payments' customer messages and the webhooks' fan-out
 * both handle 'order.paid'): a topic with more than one handler runs them in the given order; the
 * first that throws fails the row, which is then retried whole — so every handler must be safe to
 * run again (the webhooks fan-out is idempotent by (endpoint, event id)).
 */
export function mergeOutboxHandlers(
  ...maps: ReadonlyArray<Partial<Record<string, OutboxHandler>>>
): Record<string, OutboxHandler> {
  const byTopic = new Map<string, OutboxHandler[]>();
  for (const map of maps)
    for (const [topic, handler] of Object.entries(map))
      if (handler) byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
  const merged: Record<string, OutboxHandler> = {};
  for (const [topic, handlers] of byTopic) {
    merged[topic] =
      handlers.length === 1
        ? handlers[0]!
        : async (row) => {
            for (const handler of handlers) await handler(row);
          };
  }
  return merged;
}

/** Handles one outbox row; throwing (or rejecting) marks the attempt failed. */
export type OutboxHandler = (row: OutboxRow) => Promise<void>;

/** Options of dispatchOutbox. */
export interface DispatchOptions {
  /** Rows claimed per call (default 20). */
  limit?: number;
  /** How long a claim holds a row before another dispatcher may take it, ms (default 30 000). */
  leaseMs?: number;
  /** The clock (default the real time). */
  now?: () => Date;
}

/** What one dispatchOutbox call did: rows dispatched, rows whose handler failed. */
export interface DispatchResult {
  dispatched: number;
  failed: number;
}

/** Delay before the next attempt after `attempts` failed ones: 1 s, 2 s, 4 s … capped at 10 minutes. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/**
 * Dispatches due outbox rows once each (issue 9, decision 0019):
 * 1. claims up to `limit` rows not yet dispatched, of the topics it has handlers for, whose
 *    `next_attempt_at` has come, oldest first, in one statement — `SELECT … FOR UPDATE SKIP LOCKED` inside an UPDATE that moves their
 *    `next_attempt_at` a lease ahead and counts the attempt — so two dispatchers running at once
 *    never claim the same row (PostgreSQL; PGlite has one connection and runs them in turn);
 * 2. runs the topic's handler for each claimed row, outside any transaction;
 * 3. stamps `dispatched_at` (only if still null) on success; on failure records `last_error` and
 *    sets `next_attempt_at` to now + outboxBackoffMs(attempts).
 * A row of a topic without a handler here is left untouched for a dispatcher that has one.
 * A dispatcher that dies mid-handler leaves the row claimed until the lease ends, then it is
 * dispatched again: delivery is at least once, receivers dedupe (webhooks by event id).
 */
export async function dispatchOutbox(
  db: Db,
  handlers: Partial<Record<string, OutboxHandler>>,
  opts: DispatchOptions = {},
): Promise<DispatchResult> {
  const now = opts.now ?? (() => new Date());
  const limit = opts.limit ?? 20;
  const topics = Object.keys(handlers).filter((t) => handlers[t]);
  if (topics.length === 0) return { dispatched: 0, failed: 0 };
  const leaseUntil = new Date(now().getTime() + (opts.leaseMs ?? 30_000));
  const claimed = await claimOutbox(db, topics, now(), leaseUntil, limit);
  const result: DispatchResult = { dispatched: 0, failed: 0 };
  for (const row of claimed) {
    try {
      await handlers[row.topic]!(row);
      await markDispatched(db, row.id, now());
      result.dispatched++;
    } catch (error) {
      result.failed++;
      const message = String((error as Error)?.message ?? error);
      await markFailed(db, row.id, message, new Date(now().getTime() + outboxBackoffMs(row.attempts)));
    }
  }
  return result;
}

/** A running outbox dispatcher (platform/background-loop.ts BackgroundLoop). */
export type OutboxDispatcher = BackgroundLoop;

/**
 * Runs dispatchOutbox every `everyMs` (default 1000 ms) and when kicked, one round at a time, until
 * stopped. A failing round is reported to `onError` and retried on the next tick.
 */
export function startOutboxDispatcher(
  db: Db,
  handlers: Partial<Record<string, OutboxHandler>>,
  opts: DispatchOptions & { everyMs?: number; onError?: (error: unknown) => void } = {},
): OutboxDispatcher {
  return startBackgroundLoop(async () => {
    const r = await dispatchOutbox(db, handlers, opts);
    return r.dispatched + r.failed > 0;
  }, opts);
}
