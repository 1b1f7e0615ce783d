import type { PaymentStatus } from '@sufra/contract';

/**
 * The payment state machine (issue 9, decision 0019): the moves a payment record may make.
 * REQUIRES_ACTION and PENDING are open; SUCCEEDED may be refunded (partly, then fully); FAILED,
 * CANCELLED and REFUNDED are final. A provider retrying a declined intent creates a new Sufra
 * payment (a new attempt), never revives a FAILED one.
 */
const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  REQUIRES_ACTION: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'],
  PENDING: ['REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'CANCELLED'],
  SUCCEEDED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  PARTIALLY_REFUNDED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  FAILED: [],
  CANCELLED: [],
  REFUNDED: [],
};

/**
 * The shortest chain of moves from `from` to `to` (excluding `from`), or null when `to` cannot be
 * reached: [] when they are equal; e.g. PENDING → REFUNDED is [SUCCEEDED, REFUNDED] (a refund
 * proves the payment succeeded, so an out-of-order refund event applies the success first).
 * PARTIALLY_REFUNDED → PARTIALLY_REFUNDED is [] (more refunded is an amount change, not a move).
 * Breadth-first over PAYMENT_TRANSITIONS; pure.
 */
export function paymentPath(from: PaymentStatus, to: PaymentStatus): PaymentStatus[] | null {
  if (from === to) return [];
  const previous = new Map<PaymentStatus, PaymentStatus>();
  const queue: PaymentStatus[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of PAYMENT_TRANSITIONS[at]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: PaymentStatus[] = [to];
        for (let p = at; p !== from; p = previous.get(p)!) path.unshift(p);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}
