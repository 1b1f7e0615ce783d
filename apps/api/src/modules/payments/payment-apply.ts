import { ORDER_AWAITING_PAYMENT, type PaymentStatus } from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { enqueueOutbox } from '../../platform/outbox.ts';
import type { Tx } from '../../platform/tx.ts';
import { lockOrderInTx, transitionOrder } from '../orders/status-service.ts';
import { amountDueFils } from './amount-due.ts';
import { paymentPath } from './payment-state.ts';
import { type PaymentRow, updatePayment } from './repository.ts';

/**
 * An effect of one payment step on what the payment pays for besides an order (a payment link,
 * payment-links/link-apply.ts), run in the transaction that moves the payment. Registered by the
 * module it belongs to (registerPaymentStepEffect), so payments never imports it (issue 16: no
 * two-way module pair).
 */
export type PaymentStepEffect = (
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: PaymentRow,
  step: PaymentStatus,
) => Promise<void>;

const stepEffects = new Set<PaymentStepEffect>();

/** Registers an effect run for every step of every payment (once per function, whoever registers it). */
export function registerPaymentStepEffect(effect: PaymentStepEffect): void {
  stepEffects.add(effect);
}

/** What applyPaymentStatus did: moved the payment, found it there already, or found the report older than its state. */
export type ApplyOutcome = 'applied' | 'unchanged' | 'stale';

/**
 * Brings a payment (locked by the caller, in `tx`) to the status a provider reports (issue 9,
 * decision 0019), with its order, in the caller's transaction:
 * - the chain of moves comes from paymentPath: none (same status, refunded amount not higher) →
 *   'unchanged'; unreachable (an older report: FAILED after SUCCEEDED, REQUIRES_ACTION after
 *   SUCCEEDED, anything after REFUNDED) → 'stale', nothing changes but the raw event is kept;
 * - else every step is applied in order (an out-of-order refund applies the success first), then
 *   the row gets the status, the higher refunded amount, the failure code and the raw event;
 * Order effects, once each since the order's state machine lets it leave PENDING_PAYMENT once:
 * - SUCCEEDED reported (details.raw metadata) for another order than the payment's → no order
 *   moves; 'payment.refund_required' (issue 16 D1: money never lands on another customer's order);
 * - SUCCEEDED with the order in PENDING_PAYMENT → the order moves to PENDING (placed) and
 *   'order.paid' is written to the outbox; with the order no longer awaiting it (cancelled after
 *   expiry) → 'payment.refund_required' (refunded automatically, the customer told why);
 * - FAILED or CANCELLED with the order in PENDING_PAYMENT → the order moves to CANCELLED (its stock
 *   and promotions are given back, status.ts) and 'order.payment_failed' is written.
 * Registered step effects (registerPaymentStepEffect; payment-links/link-apply.ts): SUCCEEDED of a link's payment sets the link
 * VERIFIED with paid_at, once; a second success for a paid link → 'payment.refund_required'.
 * `details.refundedFils` is cumulative (fils); `details.raw` is appended to payments.events. A
 * higher refunded amount of an order's payment writes 'order.refunded' (issue 17); a card order
 * paid writes 'order.created' before 'order.paid'.
 */
export async function applyPaymentStatus(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: PaymentRow,
  target: PaymentStatus,
  details: { refundedFils?: number; failureCode?: string | null; raw?: unknown } = {},
): Promise<ApplyOutcome> {
  const from = payment.status as PaymentStatus;
  const path = paymentPath(from, target);
  const refundedFils = Math.min(
    payment.amountFils,
    Math.max(payment.refundedFils, details.refundedFils ?? 0),
  );
  if (path === null || (path.length === 0 && refundedFils === payment.refundedFils)) {
    await updatePayment(tx, payment.id, { updatedAt: ctx.now }, details.raw);
    return path === null ? 'stale' : 'unchanged';
  }
  const failureCode =
    target === 'FAILED' ? (details.failureCode ?? payment.failureCode) : payment.failureCode;
  for (const step of path) {
    await applyOrderEffects(tx, ctx, { ...payment, failureCode }, step, details.raw);
    // Payment links (001 §4.15): a link's payment that succeeds sets the link VERIFIED, once.
    for (const effect of stepEffects) await effect(tx, ctx, payment, step);
  }
  await updatePayment(
    tx,
    payment.id,
    { status: target, refundedFils, failureCode, updatedAt: ctx.now },
    details.raw,
  );
  // Issue 17 (decision 0025): money went back on an order's payment → 'order.refunded', once per
  // increase of the cumulative refunded amount, in the transaction that records it.
  if (payment.orderId && refundedFils > payment.refundedFils) {
    await enqueueOutbox(tx, ctx.brandId, 'order.refunded', {
      orderId: payment.orderId,
      paymentId: payment.id,
      refundedFils,
      amountFils: payment.amountFils,
    });
  }
  return 'applied';
}

/**
 * The Sufra order id a provider's report names in the metadata Sufra gave it at creation
 * (`metaData.orderId` of a hosted-iframe payment order, `metadata.orderId` of a card intent or
 * session), or null when it names none.
 */
function reportedOrderId(raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as { metaData?: { orderId?: unknown }; metadata?: { orderId?: unknown } };
  const id = r.metaData?.orderId ?? r.metadata?.orderId;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** The order side of one payment step (see applyPaymentStatus). */
async function applyOrderEffects(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: PaymentRow,
  step: PaymentStatus,
  raw: unknown,
): Promise<void> {
  if (!payment.orderId) return;
  if (step === 'SUCCEEDED') {
    const reported = reportedOrderId(raw);
    if (reported !== null && reported !== payment.orderId) {
      // The provider says this money is for another order than the row's (issue 16 D1): it moves
      // no order; it is refunded automatically and the mismatch is kept in the outbox row.
      await enqueueOutbox(tx, ctx.brandId, 'payment.refund_required', {
        paymentId: payment.id,
        orderId: payment.orderId,
        reason: `the provider reported this payment for order ${reported}, not ${payment.orderId}`,
      });
      return;
    }
    const order = await lockOrderInTx(tx, ctx, payment.orderId);
    if (order?.status === ORDER_AWAITING_PAYMENT && amountDueFils(order) === payment.amountFils) {
      await transitionOrder(tx, ctx, order.id, 'PENDING');
      // Issue 17 (decision 0025): a card order is placed when paid — its 'order.created' comes now.
      await enqueueOutbox(tx, ctx.brandId, 'order.created', { orderId: order.id });
      await enqueueOutbox(tx, ctx.brandId, 'order.paid', { orderId: order.id, paymentId: payment.id });
    } else {
      // Paid for an order that can no longer take it (cancelled after expiry, paid by another
      // payment, another amount): refunded automatically (issue 9).
      await enqueueOutbox(tx, ctx.brandId, 'payment.refund_required', {
        paymentId: payment.id,
        orderId: payment.orderId,
        reason: order ? `order is ${order.status}, due ${amountDueFils(order)} fils` : 'order not found',
      });
    }
  } else if (step === 'FAILED' || step === 'CANCELLED') {
    const order = await lockOrderInTx(tx, ctx, payment.orderId);
    if (order?.status === ORDER_AWAITING_PAYMENT) {
      await transitionOrder(tx, ctx, order.id, 'CANCELLED');
      await enqueueOutbox(tx, ctx.brandId, 'order.payment_failed', {
        orderId: order.id,
        paymentId: payment.id,
        failureCode: payment.failureCode,
      });
    }
  }
}
