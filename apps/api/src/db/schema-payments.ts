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
import { createdAt, id, updatedAt } from './columns.ts';
import type { SandboxMetadata, SandboxRefund } from './json-shapes.ts';
import { brandRef, customers, orders } from './schema.ts';

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
    /** The payment link this payment pays (001 §4.15), or null for an order's payment. */
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id),
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
 * Payment links (001 §2.12, §3.14, §4.15, §5.5, §7.9): an amount a brand asks a customer to pay
 * outside an order, reached at `/payment-link/{cartId}`. `cart_id` is the public id (unique across
 * brands: the page is public and names no brand until the link is read). `payment_gateway` is the
 * gateway identifier chosen at creation (card-elements or card-frames, 001 §5.5). `payment_status`
 * NOT_VERIFIED → VERIFIED once, with `paid_at` and the paying payment's id, in the transaction
 * that records the payment's success.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: id(),
    brandId: brandRef(),
    cartId: text('cart_id').notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    purposeOfPayment: text('purpose_of_payment').notNull(),
    message: text('message').notNull().default(''),
    paymentGateway: text('payment_gateway').notNull(),
    paymentStatus: text('payment_status').notNull().default('NOT_VERIFIED'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_links_cart_uq').on(t.cartId),
    index('payment_links_brand_idx').on(t.brandId, t.createdAt),
    check('payment_links_amount_ck', sql`${t.amountFils} > 200`),
    check('payment_links_status_ck', sql`${t.paymentStatus} in ('NOT_VERIFIED', 'VERIFIED')`),
  ],
);

/**
 * A customer's saved cards (001 §3.8, §7.4): the provider's reference to a stored card (Stripe
 * payment method id, Checkout.com source id, sandbox 'pm_sbx_…') with only what the list shows —
 * the card's brand, last four digits and expiry. Never a card number (PCI DSS SAQ A). Deleted rows
 * are removed (and detached at the provider). UNIQUE(brand, provider, provider_card_id).
 */
export const savedPaymentCards = pgTable(
  'saved_payment_cards',
  {
    id: id(),
    brandId: brandRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_payment_cards_uq').on(t.brandId, t.provider, t.providerCardId),
    index('saved_payment_cards_customer_idx').on(t.brandId, t.customerId),
  ],
);

/**
 * The provider's customer object of a Sufra customer (Stripe `cus_…`, Checkout.com `cus_…`,
 * sandbox `cus_sbx_…`), created on the first saved card; one per (brand, customer, provider).
 */
export const paymentProviderCustomers = pgTable(
  'payment_provider_customers',
  {
    brandId: brandRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.customerId, t.provider] })],
);

/**
 * The provider side of the sandbox's card fields (decision 0022): a card tokenised by the
 * sandbox's own card page into a payment method 'pm_sbx_…', as Stripe Elements and Checkout.com
 * Frames do, so the storefront and Sufra's API never see the number. Kept: the brand, last four,
 * expiry and what the test card does (`outcome`: succeed | decline | challenge, `decline_code`).
 * `customer` is the sandbox customer it is attached to (saved cards), or null.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    /** 'pm_sbx_' + 24 random hex characters. */
    id: text('id').primaryKey(),
    brandId: brandRef(),
    cardBrand: text('card_brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    outcome: text('outcome').notNull(),
    declineCode: text('decline_code'),
    customer: text('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payment_methods_customer_idx').on(t.brandId, t.customer),
    check('sandbox_payment_methods_outcome_ck', sql`${t.outcome} in ('succeed', 'decline', 'challenge')`),
  ],
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
 * idempotency_key): a create retried with its key answers the first intent, as a provider does;
 * UNIQUE(brand_id, metadata->>'merchantOrderNo') of the hosted-iframe payment orders.
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
    metadata: jsonb('metadata').$type<SandboxMetadata>().notNull().default(sql`'{}'::jsonb`),
    /** Refunds made: [{ key (the refund's idempotency key), amountFils, reason }]. */
    refunds: jsonb('refunds').$type<SandboxRefund[]>().notNull().default(sql`'[]'::jsonb`),
    idempotencyKey: text('idempotency_key'),
    /**
     * The provider kind the sandbox plays for this intent (decision 0022): 'card-elements' and
     * 'card-frames' (a card intent), 'hosted-page' (a payment page session), 'hosted-iframe' (a
     * wallet payment order, whose `status` then holds PENDING / PAID_SUCCESS / SETTLED / FAILURE).
     */
    kind: text('kind').notNull().default('card-elements'),
    /** The sandbox payment method (tokenised card) the intent was confirmed with, or null. */
    paymentMethodId: text('payment_method_id'),
    /** Hosted page: where the page sends the customer after paying / after a failure or cancel. */
    successUrl: text('success_url'),
    failureUrl: text('failure_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_intents_idempotency_uq').on(t.brandId, t.idempotencyKey),
    // A merchant's number names one hosted-iframe payment order of a brand, atomically (issue 16
    // D1: the check-then-insert let two concurrent creates share one number).
    uniqueIndex('sandbox_intents_merchant_order_uq')
      .on(t.brandId, sql`(${t.metadata} ->> 'merchantOrderNo')`)
      .where(sql`${t.kind} = 'hosted-iframe'`),
    check('sandbox_intents_amount_ck', sql`${t.amountFils} > 0`),
    check(
      'sandbox_intents_refunded_ck',
      sql`${t.refundedFils} >= 0 and ${t.refundedFils} <= ${t.amountFils}`,
    ),
  ],
);
