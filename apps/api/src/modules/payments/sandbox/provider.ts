import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import { enqueueOutbox } from '../../../platform/outbox.ts';
import type { Tx } from '../../../platform/tx.ts';
import {
  findIntent,
  findIntentByKey,
  findPaymentMethod,
  insertIntentOnce,
  insertPaymentMethod,
  lockIntent as lockIntentRow,
  type SandboxIntent,
  type SandboxPaymentMethod,
  saveIntent as save,
  setPaymentMethodCustomer,
} from './sandbox-repository.ts';

/**
 * The provider side of Sufra's sandbox gateway (issue 9, decision 0019): payment intents kept as a
 * card provider keeps them, with Stripe's intent statuses and test cards, 3-D Secure challenges,
 * refunds, and a webhook event (Stripe's event shape) written to the outbox in the same
 * transaction as every change — the sandbox's own transactional outbox. Amounts are fils.
 */

export type { SandboxIntent, SandboxPaymentMethod } from './sandbox-repository.ts';

/** An error of the sandbox provider, as a provider's API answers one: a code and an HTTP status. */
export class SandboxError extends Error {
  constructor(
    readonly code:
      | 'resource_missing'
      | 'idempotency_key_in_use'
      | 'payment_intent_unexpected_state'
      | 'amount_too_large',
    readonly status = 400,
  ) {
    super(`Sandbox gateway: ${code}`);
  }
}

/** The path of a sandbox intent's 3-D Secure challenge page. */
export function challengePath(intentId: string): string {
  return `/api/v1/payments/sandbox/3ds/${intentId}`;
}

/** What a card number does in the sandbox: the Stripe test numbers; anything else is declined. */
export function sandboxCardOutcome(input: string): {
  outcome: 'succeed' | 'decline' | 'challenge';
  declineCode: string | null;
  brand: string;
  last4: string;
} {
  const digits = input.replace(/[\s-]/g, '');
  const last4 = /^\d{4,}$/.test(digits) ? digits.slice(-4) : '';
  const brand = digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'unknown';
  if (digits === SANDBOX_TEST_CARDS.success) return { outcome: 'succeed', declineCode: null, brand, last4 };
  if (digits === SANDBOX_TEST_CARDS.threeDSecure)
    return { outcome: 'challenge', declineCode: null, brand, last4 };
  if (digits === SANDBOX_TEST_CARDS.declined)
    return { outcome: 'decline', declineCode: 'card_declined', brand, last4 };
  return { outcome: 'decline', declineCode: 'invalid_number', brand, last4 };
}

/** The intent as the sandbox's API and webhooks show it (Stripe's PaymentIntent fields that Sufra reads). */
export function intentObject(intent: SandboxIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amountFils,
    amount_refunded: intent.refundedFils,
    currency: intent.currency,
    status: intent.status,
    last_payment_error: intent.lastErrorCode ? { code: intent.lastErrorCode } : null,
    next_action:
      intent.status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: challengePath(intent.id), return_url: intent.returnUrl },
          }
        : null,
    payment_method: intent.cardLast4
      ? { id: intent.paymentMethodId, card: { brand: intent.cardBrand, last4: intent.cardLast4 } }
      : null,
    metadata: intent.metadata,
  };
}

/** Writes the webhook event `type` for `intent` to the outbox (topic 'webhook.deliver'), in `tx`. */
async function emit(tx: Tx, type: string, intent: SandboxIntent, now: Date): Promise<void> {
  const event = {
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object: intentObject(intent) },
  };
  await enqueueOutbox(tx, intent.brandId, 'webhook.deliver', { provider: 'sandbox', event });
}

async function lockIntent(tx: Tx, intentId: string, brandId?: string): Promise<SandboxIntent> {
  const row = await lockIntentRow(tx, intentId, brandId);
  if (!row) throw new SandboxError('resource_missing', 404);
  return row;
}

/**
 * Creates an intent of `amountFils` (> 0) for `brandId`, status requires_payment_method. A create
 * retried with the same `idempotencyKey` answers the first intent (Stripe's idempotent requests);
 * the same key with another amount → SandboxError idempotency_key_in_use.
 */
export async function sandboxCreateIntent(
  db: Db,
  input: {
    brandId: string;
    amountFils: number;
    returnUrl: string;
    /** card-frames: where a failed challenge returns (Checkout.com failure_url); absent → returnUrl. */
    failureUrl?: string | undefined;
    /** The provider kind the intent plays (default card-elements). */
    kind?: string;
    metadata: Record<string, unknown>;
    idempotencyKey: string;
    now: Date;
  },
): Promise<SandboxIntent> {
  const inserted = await insertIntentOnce(db, {
    id: `pi_sbx_${randomBytes(12).toString('hex')}`,
    brandId: input.brandId,
    amountFils: input.amountFils,
    status: 'requires_payment_method',
    kind: input.kind ?? 'card-elements',
    returnUrl: input.returnUrl,
    successUrl: input.returnUrl,
    failureUrl: input.failureUrl ?? input.returnUrl,
    metadata: input.metadata,
    idempotencyKey: input.idempotencyKey,
    createdAt: input.now,
    updatedAt: input.now,
  });
  if (inserted) return inserted;
  const existing = await findIntentByKey(db, input.brandId, input.idempotencyKey);
  if (!existing || existing.amountFils !== input.amountFils) throw new SandboxError('idempotency_key_in_use');
  return existing;
}

/**
 * Confirms an intent with a sandbox payment method (a card tokenised by the card fields,
 * 'pm_sbx_…', of the intent's brand; for a saved card, one attached to `customer`), by the test
 * card it holds (sandboxCardOutcome at tokenising): 4242… → succeeded (payment_intent.succeeded);
 * 4000 0000 0000 0002 or any non-test number → back to requires_payment_method with
 * last_payment_error (payment_intent.payment_failed); 4000 0027 6000 3184 → requires_action with
 * the challenge page (payment_intent.requires_action). `saveForCustomer` attaches the card to that
 * sandbox customer once the intent succeeds (at once, or when the challenge is completed), like
 * Stripe's setup_future_usage. An unknown method (or another brand's, or a saved card of another
 * customer) → SandboxError resource_missing (404). An intent not waiting for a payment method is
 * answered as it is (a repeated confirm never charges twice).
 */
export async function sandboxConfirmIntent(
  db: Db,
  input: {
    brandId: string;
    intentId: string;
    paymentMethodId: string;
    /** A saved card: the sandbox customer it must be attached to. */
    customer?: string | undefined;
    saveForCustomer?: string | undefined;
    now: Date;
  },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, input.intentId, input.brandId);
    if (intent.status !== 'requires_payment_method' || intent.lastErrorCode) return intent;
    const method = await findPaymentMethod(tx, input.brandId, input.paymentMethodId);
    if (!method || (input.customer !== undefined && method.customer !== input.customer))
      throw new SandboxError('resource_missing', 404);
    const base = {
      cardBrand: method.cardBrand,
      cardLast4: method.last4,
      paymentMethodId: method.id,
      metadata: input.saveForCustomer
        ? { ...intent.metadata, setupFutureUsage: input.saveForCustomer }
        : intent.metadata,
    };
    if (method.outcome === 'succeed') {
      const row = await save(tx, intent.id, { ...base, status: 'succeeded' }, input.now);
      if (input.saveForCustomer)
        await setPaymentMethodCustomer(tx, input.brandId, method.id, input.saveForCustomer);
      await emit(tx, 'payment_intent.succeeded', row, input.now);
      return row;
    }
    if (method.outcome === 'challenge') {
      const row = await save(tx, intent.id, { ...base, status: 'requires_action' }, input.now);
      await emit(tx, 'payment_intent.requires_action', row, input.now);
      return row;
    }
    const row = await save(
      tx,
      intent.id,
      { ...base, lastErrorCode: method.declineCode ?? 'card_declined' },
      input.now,
    );
    await emit(tx, 'payment_intent.payment_failed', row, input.now);
    return row;
  });
}

/**
 * Tokenises a card as the sandbox's card fields do (decision 0022): stores its brand, last four,
 * expiry and what it will do (sandboxCardOutcome) as a payment method 'pm_sbx_' + 24 hex of
 * `brandId`; the number itself is never stored. The caller has checked the number (Luhn) and the
 * expiry (in the future).
 */
export async function sandboxCreatePaymentMethod(
  db: Db,
  input: { brandId: string; number: string; expMonth: number; expYear: number; now: Date },
): Promise<SandboxPaymentMethod> {
  const card = sandboxCardOutcome(input.number);
  return insertPaymentMethod(db, {
    id: `pm_sbx_${randomBytes(12).toString('hex')}`,
    brandId: input.brandId,
    cardBrand: card.brand,
    last4: card.last4,
    expMonth: input.expMonth,
    expYear: input.expYear,
    outcome: card.outcome,
    declineCode: card.declineCode,
    createdAt: input.now,
  });
}

/** A payment method of a brand (or null), e.g. to describe the card it saved. */
export async function findSandboxPaymentMethod(
  db: Db,
  brandId: string,
  id: string,
): Promise<SandboxPaymentMethod | null> {
  return findPaymentMethod(db, brandId, id);
}

/** Detaches a saved card from its sandbox customer; answers whether it was attached to that customer. */
export async function sandboxDetachPaymentMethod(
  db: Db,
  input: { brandId: string; paymentMethodId: string; customer: string },
): Promise<boolean> {
  return setPaymentMethodCustomer(db, input.brandId, input.paymentMethodId, null, input.customer);
}

/**
 * Cancels an open intent (requires_payment_method without an error, or requires_action) →
 * canceled (payment_intent.canceled), as Stripe's cancel does; a settled or failed intent is
 * answered as it is. Unknown id (or another brand's) → SandboxError resource_missing (404).
 */
export async function sandboxCancelIntent(
  db: Db,
  input: { brandId: string; intentId: string; now: Date },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, input.intentId, input.brandId);
    const open =
      intent.status === 'requires_action' ||
      (intent.status === 'requires_payment_method' && !intent.lastErrorCode);
    if (!open) return intent;
    const row = await save(tx, intent.id, { status: 'canceled' }, input.now);
    await emit(tx, 'payment_intent.canceled', row, input.now);
    return row;
  });
}

/**
 * The customer's answer on the 3-D Secure challenge page: 'complete' → succeeded
 * (payment_intent.succeeded); 'fail' → requires_payment_method with last_payment_error
 * authentication_failed (payment_intent.payment_failed). Only from requires_action; otherwise the
 * intent is answered as it is.
 */
export async function sandboxCompleteChallenge(
  db: Db,
  input: { intentId: string; outcome: 'complete' | 'fail'; now: Date },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, input.intentId);
    if (intent.status !== 'requires_action') return intent;
    if (input.outcome === 'complete') {
      const row = await save(tx, intent.id, { status: 'succeeded' }, input.now);
      const setup = intent.metadata.setupFutureUsage;
      if (typeof setup === 'string' && intent.paymentMethodId)
        await setPaymentMethodCustomer(tx, intent.brandId, intent.paymentMethodId, setup);
      await emit(tx, 'payment_intent.succeeded', row, input.now);
      return row;
    }
    const row = await save(
      tx,
      intent.id,
      { status: 'requires_payment_method', lastErrorCode: 'authentication_failed' },
      input.now,
    );
    await emit(tx, 'payment_intent.payment_failed', row, input.now);
    return row;
  });
}

/**
 * Refunds `amountFils` of a succeeded intent (charge.refunded, with the cumulative
 * amount_refunded), once per `key`: a refund retried with its key answers the intent as it is.
 * More than what is left → SandboxError amount_too_large; an intent that has not succeeded →
 * payment_intent_unexpected_state.
 */
export async function sandboxRefund(
  db: Db,
  input: { brandId: string; intentId: string; amountFils: number; key: string; reason: string; now: Date },
): Promise<SandboxIntent> {
  return db.transaction(async (tx) => {
    const intent = await lockIntent(tx, input.intentId, input.brandId);
    const refunds = intent.refunds;
    if (refunds.some((r) => r.key === input.key)) return intent;
    if (intent.status !== 'succeeded') throw new SandboxError('payment_intent_unexpected_state');
    if (input.amountFils <= 0 || intent.refundedFils + input.amountFils > intent.amountFils)
      throw new SandboxError('amount_too_large');
    const row = await save(
      tx,
      intent.id,
      {
        refundedFils: intent.refundedFils + input.amountFils,
        refunds: [...refunds, { key: input.key, amountFils: input.amountFils, reason: input.reason }],
      },
      input.now,
    );
    await emit(tx, 'charge.refunded', row, input.now);
    return row;
  });
}

/** One sandbox intent by id, or null. */
export async function findSandboxIntent(db: Db, intentId: string): Promise<SandboxIntent | null> {
  return findIntent(db, intentId);
}
