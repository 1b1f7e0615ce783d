import { PAYMENT_WINDOW_SECONDS } from '@sufra/contract';
import { enqueueOutbox } from '../../platform/outbox.ts';
import { transitionOrder } from '../orders/status-service.ts';
import { applyPaymentStatus } from './payment-apply.ts';
import { claimExpiredOrders, lockPaymentByProviderId, strandedOpenPayments } from './repository.ts';
import { gatewayForPayment, type PaymentDeps } from './service.ts';

/** What one sweep did: orders cancelled for want of payment, provider payments cancelled, provider calls that failed. */
export interface SweepResult {
  expiredOrders: number;
  cancelledPayments: number;
  failed: number;
}

/**
 * The expiry sweep of unpaid orders (issue 9, decision 0022), at `deps.now()`:
 * 1. in ONE transaction, orders of any brand still in PENDING_PAYMENT placed at least
 *    PAYMENT_WINDOW_SECONDS (900 s) ago — claimed `FOR UPDATE SKIP LOCKED`, so a second server's
 *    sweep skips them — move to CANCELLED (their stock and promotions given back by the order
 *    state machine) with an 'order.payment_failed' outbox row (`failureCode` 'expired');
 * 2. outside any transaction, every open provider payment (REQUIRES_ACTION, PENDING) of an order
 *    no longer awaiting payment is cancelled at its provider (key `expiry-cancel:<payment id>`, so
 *    a repeat or a second server cancels once), then the provider's answer applied in a
 *    transaction of its own: CANCELLED; or, when the money arrived meanwhile, SUCCEEDED for a
 *    cancelled order → 'payment.refund_required' (refunded automatically). A provider that cannot
 *    be reached is reported to `onError` and tried again on the next sweep.
 * At most `limit` (default 100) orders and payments per call.
 */
export async function sweepExpiredPayments(
  deps: PaymentDeps,
  opts: { limit?: number; onError?: (error: unknown) => void } = {},
): Promise<SweepResult> {
  const now = deps.now();
  const limit = opts.limit ?? 100;
  const cutoff = new Date(now.getTime() - PAYMENT_WINDOW_SECONDS * 1000);
  const expiredOrders = await deps.db.transaction(async (tx) => {
    const claimed = await claimExpiredOrders(tx, cutoff, limit);
    for (const order of claimed) {
      await transitionOrder(tx, { brandId: order.brandId, now }, order.id, 'CANCELLED');
      await enqueueOutbox(tx, order.brandId, 'order.payment_failed', {
        orderId: order.id,
        paymentId: null,
        failureCode: 'expired',
      });
    }
    return claimed.length;
  });
  const result: SweepResult = { expiredOrders, cancelledPayments: 0, failed: 0 };
  for (const payment of await strandedOpenPayments(deps.db, now, limit)) {
    try {
      const gateway = await gatewayForPayment(deps, payment);
      const answer = await gateway.cancel({
        brandId: payment.brandId,
        providerPaymentId: payment.providerPaymentId,
        idempotencyKey: `expiry-cancel:${payment.id}`,
      });
      await deps.db.transaction(async (tx) => {
        const row = await lockPaymentByProviderId(
          tx,
          payment.brandId,
          payment.provider,
          payment.providerPaymentId,
        );
        if (row)
          await applyPaymentStatus(tx, { brandId: payment.brandId, now }, row, answer.status, {
            failureCode: answer.failureCode,
            raw: answer.raw,
          });
      });
      result.cancelledPayments++;
    } catch (error) {
      result.failed++;
      opts.onError?.(error);
    }
  }
  return result;
}

/** A running sweeper: `stop()` ends it after the current sweep. */
export interface ExpirySweeper {
  stop(): Promise<void>;
}

/**
 * Runs sweepExpiredPayments every `everyMs` (default 30 000 ms), one sweep at a time, until
 * stopped (server processes; tests sweep by hand). Errors go to `onError`.
 */
export function startExpirySweeper(
  deps: PaymentDeps,
  opts: { everyMs?: number; onError?: (error: unknown) => void } = {},
): ExpirySweeper {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = sweepExpiredPayments(deps, { onError: opts.onError })
      .catch((error) => opts.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, opts.everyMs ?? 30_000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
