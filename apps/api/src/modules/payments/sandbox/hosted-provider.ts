import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { enqueueOutbox } from '../../../platform/outbox.ts';
import type { Tx } from '../../../platform/tx.ts';
import { findPaymentOrder, lockPaymentOrder } from './hosted-repository.ts';
import { SandboxError } from './provider.ts';
import {
  findIntent,
  findIntentByKey,
  insertIntentOnce,
  lockIntent,
  type SandboxIntent,
  saveIntent,
} from './sandbox-repository.ts';

/**
 * The provider side of the sandbox's two hosted kinds (issue 9, decision 0022), kept in
 * sandbox_payment_intents with `kind` 'hosted-page' or 'hosted-iframe'. Amounts are fils. Every
 * change writes a signed-at-send webhook event to the outbox in the same transaction (topic
 * 'webhook.deliver'), as the card intents do:
 * - a hosted page session ('cs_sbx_…'): requires_action (the page is open) → succeeded (paid) or
 *   canceled (the customer cancelled, or Sufra cancelled it); events in Stripe's shape
 *   (payment_intent.succeeded / canceled, charge.refunded) to the generic sandbox webhook route;
 * - a hosted-iframe payment order ('po_sbx_…', the paymentOrderNo): PENDING → PAID_SUCCESS →
 *   SETTLED, or FAILURE (declined), or CLOSED (closed while PENDING: force delete, expiry, refund of
 *   an unpaid order); events 'payment_order.*' (same Stripe event envelope) posted to the order's
 *   notifyUrl path (001 §7.8).
 */

/** The path of a sandbox hosted payment page. */
export function hostedPagePath(sessionId: string): string {
  return `/api/v1/payments/sandbox/hosted/${sessionId}`;
}

/** The path of a sandbox wallet page (the hosted-iframe's tokenUrl). */
export function walletPath(paymentOrderNo: string): string {
  return `/api/v1/payments/sandbox/wallet/${paymentOrderNo}`;
}

/** The path of the hosted-iframe webhook (001 §7.8 notifyUrl, decision 0022). */
export const IFRAME_WEBHOOK_PATH = '/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook';

/** A hosted page session id: 'cs_sbx_' + 24 hex. */
export const HOSTED_SESSION_ID = /^cs_sbx_[0-9a-f]{24}$/;
/** A payment order number: 'po_sbx_' + 24 hex. */
export const PAYMENT_ORDER_NO = /^po_sbx_[0-9a-f]{24}$/;

/** The wallet statuses of a hosted-iframe payment order in the sandbox. */
export type PaymentOrderStatus = 'PENDING' | 'PAID_SUCCESS' | 'SETTLED' | 'FAILURE' | 'CLOSED';

/** A hosted page session as the sandbox's API and events show it (Stripe's fields Sufra reads). */
export function sessionObject(row: SandboxIntent) {
  return {
    id: row.id,
    object: 'checkout_session',
    amount: row.amountFils,
    amount_refunded: row.refundedFils,
    currency: row.currency,
    status: row.status,
    last_payment_error: row.lastErrorCode ? { code: row.lastErrorCode } : null,
    url: hostedPagePath(row.id),
    success_url: row.successUrl,
    cancel_url: row.failureUrl,
    payment_method: row.cardLast4 ? { card: { brand: row.cardBrand, last4: row.cardLast4 } } : null,
    metadata: row.metadata,
  };
}

/** A payment order as the sandbox's API and events show it (001 §3.10 acquireOrder fields, fils). */
export function paymentOrderObject(row: SandboxIntent) {
  const m = row.metadata;
  return {
    id: String(m.merchantOrderNo),
    object: 'payment_order',
    paymentOrderNo: row.id,
    merchantOrderNo: String(m.merchantOrderNo),
    amount: row.amountFils,
    amount_refunded: row.refundedFils,
    currency: row.currency,
    status: row.status as PaymentOrderStatus,
    last_payment_error: row.lastErrorCode ? { code: row.lastErrorCode } : null,
    subject: m.subject ?? null,
    tokenUrl: walletPath(row.id),
    redirectUrl: row.returnUrl,
    notifyUrl: m.notifyUrl ?? null,
    metaData: m.metaData ?? {},
  };
}

/** Writes the webhook event `type` of a hosted row to the outbox, in `tx` (iframe: to IFRAME_WEBHOOK_PATH). */
async function emit(tx: Tx, type: string, row: SandboxIntent, now: Date): Promise<void> {
  const iframe = row.kind === 'hosted-iframe';
  const event = {
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object: iframe ? paymentOrderObject(row) : sessionObject(row) },
  };
  await enqueueOutbox(tx, row.brandId, 'webhook.deliver', {
    provider: 'sandbox',
    event,
    ...(iframe ? { path: IFRAME_WEBHOOK_PATH } : {}),
  });
}

/** Inserts a row once per (brand, key); a retry answers the first row, another amount or kind → idempotency_key_in_use. */
async function createOnce(db: Db, row: Parameters<typeof insertIntentOnce>[1]): Promise<SandboxIntent> {
  const inserted = await insertIntentOnce(db, row);
  if (inserted) return inserted;
  const existing = row.idempotencyKey ? await findIntentByKey(db, row.brandId, row.idempotencyKey) : null;
  if (!existing || existing.amountFils !== row.amountFils || existing.kind !== row.kind)
    throw new SandboxError('idempotency_key_in_use');
  return existing;
}

/**
 * Opens a hosted payment page session of `amountFils` (> 0), status requires_action, returning to
 * `successUrl` / `failureUrl`; once per `idempotencyKey` (a retry answers the first session).
 */
export async function sandboxCreateHostedSession(
  db: Db,
  input: {
    brandId: string;
    amountFils: number;
    reference: string;
    successUrl: string;
    failureUrl: string;
    language: 'en' | 'ar';
    idempotencyKey: string;
    now: Date;
  },
): Promise<SandboxIntent> {
  return createOnce(db, {
    id: `cs_sbx_${randomBytes(12).toString('hex')}`,
    brandId: input.brandId,
    amountFils: input.amountFils,
    status: 'requires_action',
    kind: 'hosted-page',
    successUrl: input.successUrl,
    failureUrl: input.failureUrl,
    metadata: { reference: input.reference, language: input.language },
    idempotencyKey: input.idempotencyKey,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * What the customer did on an open hosted page: 'paid' (a test card that succeeds, or a completed
 * 3-D Secure step) → succeeded (payment_intent.succeeded); 'declined' → stays open with the decline
 * code (no event: the customer may try another card); 'cancelled' → canceled
 * (payment_intent.canceled). A session no longer open is answered as it is.
 */
export async function sandboxHostedSessionAction(
  db: Db,
  input: {
    sessionId: string;
    action:
      | { type: 'paid'; brand: string; last4: string }
      | { type: 'declined'; code: string }
      | { type: 'cancelled' };
    now: Date;
  },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const row = await lockIntent(tx, input.sessionId);
    if (row?.kind !== 'hosted-page') throw new SandboxError('resource_missing', 404);
    if (row.status !== 'requires_action') return row;
    const { action } = input;
    if (action.type === 'declined') return saveIntent(tx, row.id, { lastErrorCode: action.code }, input.now);
    if (action.type === 'cancelled') {
      const saved = await saveIntent(tx, row.id, { status: 'canceled' }, input.now);
      await emit(tx, 'payment_intent.canceled', saved, input.now);
      return saved;
    }
    const saved = await saveIntent(
      tx,
      row.id,
      { status: 'succeeded', lastErrorCode: null, cardBrand: action.brand, cardLast4: action.last4 },
      input.now,
    );
    await emit(tx, 'payment_intent.succeeded', saved, input.now);
    return saved;
  });
}

/**
 * Creates a hosted-iframe payment order (001 §7.8) of `amountFils`, status PENDING, once per
 * `idempotencyKey`. `merchantOrderNo` must be new for the brand (else idempotency_key_in_use).
 */
export async function sandboxCreatePaymentOrder(
  db: Db,
  input: {
    brandId: string;
    amountFils: number;
    merchantOrderNo: string;
    subject: string;
    redirectUrl: string;
    notifyUrl: string;
    metaData: Record<string, unknown>;
    idempotencyKey: string;
    now: Date;
  },
): Promise<SandboxIntent> {
  const previous = await findIntentByKey(db, input.brandId, input.idempotencyKey);
  if (previous) {
    if (previous.amountFils !== input.amountFils || previous.kind !== 'hosted-iframe')
      throw new SandboxError('idempotency_key_in_use');
    return previous;
  }
  // The merchant's number names one payment order (checked here; Sufra's payments table holds it
  // unique per brand as the provider payment id).
  if (await findPaymentOrder(db, input.brandId, input.merchantOrderNo))
    throw new SandboxError('idempotency_key_in_use');
  return createOnce(db, {
    id: `po_sbx_${randomBytes(12).toString('hex')}`,
    brandId: input.brandId,
    amountFils: input.amountFils,
    status: 'PENDING',
    kind: 'hosted-iframe',
    returnUrl: input.redirectUrl,
    metadata: {
      merchantOrderNo: input.merchantOrderNo,
      subject: input.subject,
      notifyUrl: input.notifyUrl,
      metaData: input.metaData,
    },
    idempotencyKey: input.idempotencyKey,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/**
 * A payment order moved by the wallet page or by Sufra, in one transaction with its event:
 * - 'pay': PENDING → PAID_SUCCESS (payment_order.paid);
 * - 'pay-never-settles': stays PENDING for good (metadata.neverSettles; no event);
 * - 'decline': PENDING → FAILURE with card_declined (payment_order.failed);
 * - 'settle': PAID_SUCCESS → SETTLED (payment_order.settled) — what the next status query does;
 * - 'close': PENDING → CLOSED (payment_order.closed).
 * Any other starting status: answered as it is. Find it by `paymentOrderNo` or by
 * (`brandId`, `merchantOrderNo`); unknown → SandboxError resource_missing (404).
 */
export async function sandboxPaymentOrderAction(
  db: Db,
  input: {
    ref: { paymentOrderNo: string } | { brandId: string; merchantOrderNo: string };
    action: 'pay' | 'pay-never-settles' | 'decline' | 'settle' | 'close';
    now: Date;
  },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const { ref, action, now } = input;
    const row =
      'paymentOrderNo' in ref
        ? await lockIntent(tx, ref.paymentOrderNo)
        : await lockPaymentOrder(tx, ref.brandId, ref.merchantOrderNo);
    if (row?.kind !== 'hosted-iframe') throw new SandboxError('resource_missing', 404);
    const neverSettles = row.metadata.neverSettles === true;
    if (action === 'settle') {
      if (row.status !== 'PAID_SUCCESS') return row;
      const saved = await saveIntent(tx, row.id, { status: 'SETTLED' }, now);
      await emit(tx, 'payment_order.settled', saved, now);
      return saved;
    }
    if (row.status !== 'PENDING') return row;
    if (action === 'close') {
      const saved = await saveIntent(tx, row.id, { status: 'CLOSED' }, now);
      await emit(tx, 'payment_order.closed', saved, now);
      return saved;
    }
    if (neverSettles) return row;
    if (action === 'pay-never-settles')
      return saveIntent(tx, row.id, { metadata: { ...row.metadata, neverSettles: true } }, now);
    if (action === 'decline') {
      const saved = await saveIntent(tx, row.id, { status: 'FAILURE', lastErrorCode: 'card_declined' }, now);
      await emit(tx, 'payment_order.failed', saved, now);
      return saved;
    }
    const saved = await saveIntent(tx, row.id, { status: 'PAID_SUCCESS' }, now);
    await emit(tx, 'payment_order.paid', saved, now);
    return saved;
  });
}

/** Whether a hosted row holds money: a paid session, or a PAID_SUCCESS / SETTLED payment order. */
const isPaid = (row: SandboxIntent) =>
  row.kind === 'hosted-iframe'
    ? row.status === 'PAID_SUCCESS' || row.status === 'SETTLED'
    : row.status === 'succeeded';

/**
 * Cancels an open hosted row: a session still requires_action → canceled; a payment order still
 * PENDING → CLOSED. A paid, failed or closed one is answered as it is.
 */
export async function sandboxCancelHosted(
  db: Db,
  input: { brandId: string; kind: 'hosted-page' | 'hosted-iframe'; id: string; now: Date },
): Promise<SandboxIntent> {
  if (input.kind === 'hosted-iframe')
    return sandboxPaymentOrderAction(db, {
      ref: { brandId: input.brandId, merchantOrderNo: input.id },
      action: 'close',
      now: input.now,
    });
  const row = await findIntent(db, input.id);
  if (!row || row.brandId !== input.brandId) throw new SandboxError('resource_missing', 404);
  return sandboxHostedSessionAction(db, { sessionId: row.id, action: { type: 'cancelled' }, now: input.now });
}

/**
 * Refunds `amountFils` of a paid hosted row (charge.refunded / payment_order.refunded with the
 * cumulative amount_refunded), once per `key`: a retried key answers the row as it is. More than
 * what is left → amount_too_large; not paid → payment_intent_unexpected_state.
 */
export async function sandboxRefundHosted(
  db: Db,
  input: {
    brandId: string;
    kind: 'hosted-page' | 'hosted-iframe';
    id: string;
    amountFils: number;
    key: string;
    reason: string;
    now: Date;
  },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const row =
      input.kind === 'hosted-iframe'
        ? await lockPaymentOrder(tx, input.brandId, input.id)
        : await lockIntent(tx, input.id, input.brandId);
    if (row?.kind !== input.kind) throw new SandboxError('resource_missing', 404);
    const refunds = row.refunds;
    if (refunds.some((r) => r.key === input.key)) return row;
    if (!isPaid(row)) throw new SandboxError('payment_intent_unexpected_state');
    if (input.amountFils <= 0 || row.refundedFils + input.amountFils > row.amountFils)
      throw new SandboxError('amount_too_large');
    const saved = await saveIntent(
      tx,
      row.id,
      {
        refundedFils: row.refundedFils + input.amountFils,
        refunds: [...refunds, { key: input.key, amountFils: input.amountFils, reason: input.reason }],
      },
      input.now,
    );
    await emit(
      tx,
      input.kind === 'hosted-iframe' ? 'payment_order.refunded' : 'charge.refunded',
      saved,
      input.now,
    );
    return saved;
  });
}
