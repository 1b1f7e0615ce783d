import type { PaymentProviderKind } from '@sufra/contract';

/**
 * The order waiting for its card payment while the browser is away (a 3-D Secure page, a hosted
 * payment page, the hosted-iframe window), kept in sessionStorage (this tab only) so the checkout
 * or /payment-confirm can finish it on return (decision 0022): the order's id, number and
 * tracking token, the provider kind, the amount (AED), the store, and per kind the provider's
 * reference — card-frames `orderRef` (framesResponse.id, 001 §4.12), hosted-page
 * `transactionInfo` (001 §3.11), hosted-iframe `merchantOrderNo` / `paymentOrderNo` (001 §3.10).
 */
export interface PendingPayment {
  orderId: string;
  orderNumber: string;
  trackingToken: string;
  kind: PaymentProviderKind;
  amount: number;
  storeId: string;
  orderRef?: string;
  transactionInfo?: { storeId: string; cartId: string };
  merchantOrderNo?: string;
  paymentOrderNo?: string;
}

const KEY = 'sufra:pendingPayment';
/** 001 §3.11: the session flag 'paymentVerified' (a verified return is not verified twice, §4.13 step 5). */
const VERIFIED_KEY = 'paymentVerified';

/** Keeps `pending` for the return. */
export function savePendingPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
    sessionStorage.removeItem(VERIFIED_KEY);
  } catch {
    // Storage refused (private mode): the return then cannot be matched and is told as a failure.
  }
}

/** Adds fields to the kept pending payment (e.g. the hosted-iframe numbers once known). */
export function updatePendingPayment(patch: Partial<PendingPayment>): void {
  const pending = readPendingPayment();
  if (pending) savePendingPayment({ ...pending, ...patch });
}

/** The kept pending payment, or null. */
export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

/** Forgets the pending payment (paid, or failed for good). */
export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Whether this tab's return was already verified (session flag 'paymentVerified', 001 §3.11, §4.12–§4.13). */
export function paymentVerified(): boolean {
  try {
    return sessionStorage.getItem(VERIFIED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Sets the session flag 'paymentVerified' (001 §4.12 step 5). */
export function markPaymentVerified(): void {
  try {
    sessionStorage.setItem(VERIFIED_KEY, 'true');
  } catch {
    // The flag only guards a second verification, which the server answers the same anyway.
  }
}
