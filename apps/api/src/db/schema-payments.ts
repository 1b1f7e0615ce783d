/**
 * The payments schema of Sufra (issue 9, decision 0019): payments with their provider events,
 * verified provider webhooks stored by event id, the transactional outbox, the order state
 * machine's allowed transitions (read by the `orders_status_transition` trigger of migration
 * 0006), and the provider side of Sufra's own sandbox gateway. Money is integer fils (bigint);
 * every brand row carries `brand_id` (ARCHITECTURE: tenancy).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, customers, orders } from './schema.ts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const brandRef = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });

/**
 * One payment attempt with a provider (001 §4.10–§4.15): `provider` names the adapter (e.g.
 * 'SANDBOX', 'STRIPE'), `kind` the provider kind it plays (card-elements, card-frames, hosted-page,
 * hosted-iframe), `provider_payment_id` the provider's intent / payment id. `order_id` is null for
 * payment links (001 §4.15). `status` follows payment-state.ts (PAYMENT_STATUSES of the contract);
 * `refunded_fils` is cumulative. `events` is the list of raw provider objects seen (oldest first).
 * UNIQUE(brand_id, provider, provider_payment_id): a provider's payment is recorded once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    brandId: brandRef(),
    orderId: uuid('order_id').references(() => orders.id),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    refundedFils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    status: text('status').notNull(),
    /** The provider's failure code of a declined payment (e.g. 'card_declined'), or null. */
    failureCode: text('failure_code'),
    /** The Idempotency-Key of the call that created it (scope payments.confirm), or null. */
    idempotencyKey: text('idempotency_key'),
    events: jsonb('events').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_uq').on(t.brandId, t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.brandId, t.orderId),
    check('payments_amount_ck', sql`${t.amountFils} > 0`),
    check('payments_refunded_ck', sql`${t.refundedFils} >= 0 and ${t.refundedFils} <= ${t.amountFils}`),
    check('payments_currency_ck', sql`${t.currency} = 'AED'`),
    check(
      'payments_kind_ck',
      sql`${t.kind} in ('card-elements', 'card-frames', 'hosted-page', 'hosted-iframe')`,
    ),
    check(
      'payments_status_ck',
      sql`${t.status} in ('REQUIRES_ACTION', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED')`,
    ),
  ],
);

/**
 * Provider webhooks received and verified (issue 9: "stored by event id and applied once").
 * UNIQUE(brand_id, provider, event_id): an INSERT … ON CONFLICT DO NOTHING in the applying
 * transaction decides which delivery applies it. `applied_at` is set in that transaction.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    brandId: brandRef(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** What applying it did: 'applied', 'stale' (an older state than the payment's) or 'unknown-payment'. */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.brandId, t.provider, t.eventId)],
);

/**
 * The transactional outbox (ARCHITECTURE: exactly once): rows written in the same transaction as
 * the state change they announce, claimed by a dispatcher (`FOR UPDATE SKIP LOCKED`, a lease until
 * `next_attempt_at`), handled, then stamped `dispatched_at`. `attempts` counts claims; a failed
 * attempt sets `last_error` and a later `next_attempt_at` (backoff).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: id(),
    brandId: brandRef(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_events_pending_idx').on(t.nextAttemptAt).where(sql`${t.dispatchedAt} is null`)],
);

/**
 * The allowed order status transitions (decision 0019): one row per (from, to). The service reads
 * the same list from modules/orders/order-state.ts; migration 0006 inserts these rows and its
 * trigger `orders_status_transition` refuses any other change of `orders.status` (and an INSERT
 * with a status that is not in this table).
 */
export const orderStatusTransitions = pgTable(
  'order_status_transitions',
  {
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromStatus, t.toStatus] })],
);

/**
 * The provider side of Sufra's sandbox gateway (modules/payments/sandbox): payment intents as a
 * card provider keeps them (Stripe's intent statuses: requires_payment_method, requires_action,
 * succeeded, canceled). Only the card's brand and last four digits are kept. UNIQUE(brand_id,
 * idempotency_key): a create retried with its key answers the first intent, as a provider does.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    /** 'pi_sbx_' + 24 random hex characters. */
    id: text('id').primaryKey(),
    brandId: brandRef(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    refundedFils: bigint('refunded_fils', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('aed'),
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    returnUrl: text('return_url'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    /** Refunds made: [{ key (the refund's idempotency key), amountFils, reason }]. */
    refunds: jsonb('refunds').notNull().default(sql`'[]'::jsonb`),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_intents_idempotency_uq').on(t.brandId, t.idempotencyKey),
    check('sandbox_intents_amount_ck', sql`${t.amountFils} > 0`),
    check(
      'sandbox_intents_refunded_ck',
      sql`${t.refundedFils} >= 0 and ${t.refundedFils} <= ${t.amountFils}`,
    ),
  ],
);
