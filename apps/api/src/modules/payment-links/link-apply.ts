import type { PaymentStatus } from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { enqueueOutbox } from '../../platform/outbox.ts';
import type { Tx } from '../../platform/tx.ts';
import type { PaymentRow } from '../payments/service.ts';
import { lockLink, markLinkVerified } from './repository.ts';

/**
 * The payment-link side of one payment step (001 §4.15; decision 0022), in the transaction that
 * moves the payment (payments/payment-apply.ts), so the link and the payment change together:
 * - SUCCEEDED of a payment with `paymentLinkId`, the link NOT_VERIFIED and of the same amount →
 *   the link becomes VERIFIED with `paid_at` = ctx.now (once: the payment reaches SUCCEEDED once,
 *   and only a NOT_VERIFIED link is updated);
 * - SUCCEEDED for a link paid already (a second payment that raced the first) or of another amount
 *   → 'payment.refund_required' (refunded automatically, as for an expired order);
 * - any other step, or a payment of an order → nothing.
 */
export async function applyLinkEffects(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: PaymentRow,
  step: PaymentStatus,
): Promise<void> {
  if (!payment.paymentLinkId || step !== 'SUCCEEDED') return;
  const link = await lockLink(tx, ctx.brandId, payment.paymentLinkId);
  if (
    link?.paymentStatus === 'NOT_VERIFIED' &&
    link.amountFils === payment.amountFils &&
    (await markLinkVerified(tx, ctx.brandId, link.id, ctx.now))
  )
    return;
  await enqueueOutbox(tx, ctx.brandId, 'payment.refund_required', {
    paymentId: payment.id,
    orderId: null,
    paymentLinkId: payment.paymentLinkId,
    reason: link
      ? `payment link is ${link.paymentStatus}, amount ${link.amountFils} fils`
      : 'payment link not found',
  });
}
