import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentEvent } from './gateway.ts';
import type { ApplyOutcome } from './payment-apply.ts';
import { applyToPayment } from './payment-records.ts';
import { insertWebhookEvent, stampWebhookEvent } from './repository.ts';

/** What a webhook delivery did: 'duplicate' (this event id was applied before) or applyPaymentStatus's outcome. */
export type WebhookOutcome = 'duplicate' | ApplyOutcome;

/** Thrown (answered 409) when an event names a payment Sufra has not recorded yet: the provider retries later. */
class UnknownPaymentError extends AppError {
  constructor() {
    super('webhookPaymentNotRecorded', 409);
  }
}

/**
 * Applies one verified provider event exactly once (issue 9, decision 0019), in ONE transaction:
 * 1. INSERT into payment_webhook_events … ON CONFLICT (brand, provider, event id) DO NOTHING — a
 *    delivery that finds the event already there answers 'duplicate' and changes nothing (on
 *    PostgreSQL a concurrent twin waits on the unique index until the first commits);
 * 2. the payment (brand, provider, provider payment id) locked FOR UPDATE; none → 409
 *    UnknownPaymentError and the transaction rolls back (the event row too), so the provider's
 *    retry applies it once the payment is recorded;
 * 3. applyPaymentStatus (payment status, refunded amount, the order's move and its outbox rows);
 * 4. the event row stamped `applied_at` = `now` with the outcome.
 */
export async function applyWebhookEvent(
  db: Db,
  input: { brandId: string; provider: string; event: PaymentEvent; now: Date },
): Promise<WebhookOutcome> {
  const { brandId, provider, event, now } = input;
  return db.transaction(async (tx) => {
    const rowId = await insertWebhookEvent(tx, {
      brandId,
      provider,
      eventId: event.eventId,
      eventType: event.eventType,
      payload: event.raw as object,
      receivedAt: now,
    });
    if (!rowId) return 'duplicate';
    const ctx = { brandId, now };
    const { outcome } = await applyToPayment(
      tx,
      ctx,
      { provider, providerPaymentId: event.providerPaymentId },
      event.status,
      { refundedFils: event.refundedFils, failureCode: event.failureCode, raw: event.raw },
      () => new UnknownPaymentError(),
    );
    await stampWebhookEvent(tx, brandId, rowId, now, outcome);
    return outcome;
  });
}
