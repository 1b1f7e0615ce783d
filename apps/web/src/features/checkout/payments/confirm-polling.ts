import type { IframeConfirmData } from '../api/iframe-payment-confirmation.ts';
import type { IframeRefundData } from '../api/iframe-payment-refund.ts';

/** 001 §4.14: the payment status is polled every 2 s. */
export const POLL_INTERVAL_MS = 2000;
/** 001 §4.14: polling stops before attempt 5; reaching it asks for one refund (IS17, decision 0100). */
export const MAX_ATTEMPTS = 5;
/** 001 §4.14: the 4th attempt's request carries the force-delete flag (`isFroceDelete`). */
export const FORCE_DELETE_ATTEMPT = 4;
/** 001 §4.14: the refund's reason, verbatim. */
export const REFUND_REASON = 'Payment Status is not Paid Success or Settled even after 4 attempts';
/** 001 §8.3: the confirmation's texts for a refunded payment. */
export const ORDER_NOT_PAID = 'ORDER_NOT_PAID';
export const PAYMENT_PROCESS_FAILURE = 'Payment Process Failure';

/**
 * Where the confirmation stands (001 §2.11, §4.14): the provider's status (PENDING at first;
 * PAID_SUCCESS or SETTLED paid; FAILURE after a refund; ERROR when a call failed; any other
 * status the provider reports is kept), the attempt (1…5), whether a refund was made, the error
 * text to show (null when none) and, once paid, the order's number.
 */
export interface ConfirmState {
  status: string;
  attempt: number;
  refunded: boolean;
  error: string | null;
  orderNumber: string | null;
}

/** The calls and clock the polling uses (the screen passes the real calls; tests pass mocks and fake timers). */
export interface PollingDeps {
  /** payment-confirmation with `isFroceDelete` (001 §7.8). */
  confirm(isFroceDelete: boolean): Promise<IframeConfirmData>;
  /** payment-refund with REFUND_REASON (001 §7.8). */
  refund(reason: string): Promise<IframeRefundData>;
  onChange(state: ConfirmState): void;
}

const PAID = new Set(['SETTLED', 'PAID_SUCCESS']);

/**
 * Runs the hosted-iframe confirmation (001 §4.14, POLL rules): starting at PENDING, attempt 1,
 * polls every POLL_INTERVAL_MS while the status is not SETTLED, PAID_SUCCESS or ERROR, the attempt
 * is below 5, no error is shown and no refund was made. A paid status with success ends it
 * (`orderNumber` set). Any other status is kept and the attempt incremented; the 4th attempt's
 * request carries the force-delete flag; when the next attempt would be 5 a refund is asked
 * (REFUND_REASON): applyStatus SUCCESS marks it refunded, and the error is 'ORDER_NOT_PAID' when
 * the refund's message contains it, else 'Payment Process Failure' (status FAILURE). A call that
 * fails sets ERROR with its message. Answers a function that stops the polling (unmount).
 */
export function startConfirmPolling(deps: PollingDeps): () => void {
  let state: ConfirmState = {
    status: 'PENDING',
    attempt: 1,
    refunded: false,
    error: null,
    orderNumber: null,
  };
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (patch: Partial<ConfirmState>) => {
    state = { ...state, ...patch };
    if (!stopped) deps.onChange(state);
  };
  const canPoll = () =>
    !stopped &&
    !PAID.has(state.status) &&
    state.status !== 'ERROR' &&
    state.attempt < MAX_ATTEMPTS &&
    state.error === null &&
    !state.refunded;

  const refund = async () => {
    try {
      const res = await deps.refund(REFUND_REASON);
      const ok = res.head?.applyStatus === 'SUCCESS';
      const notPaid = ok && (res.head?.msg ?? '').includes(ORDER_NOT_PAID);
      set({ status: 'FAILURE', refunded: ok, error: notPaid ? ORDER_NOT_PAID : PAYMENT_PROCESS_FAILURE });
    } catch (error) {
      set({ status: 'ERROR', error: (error as Error).message || PAYMENT_PROCESS_FAILURE });
    }
  };

  const tick = async () => {
    if (!canPoll()) return;
    let res: IframeConfirmData;
    try {
      res = await deps.confirm(state.attempt === FORCE_DELETE_ATTEMPT);
    } catch (error) {
      return set({ status: 'ERROR', error: (error as Error).message || PAYMENT_PROCESS_FAILURE });
    }
    if (stopped) return;
    const status = res.data?.status ?? 'PENDING';
    // Older provider answers carry `success` as 1 or leave it out: both count as success.
    const flag: unknown = res.success;
    const success = flag === undefined || flag === true || flag === 1;
    if (PAID.has(status) && success) {
      const acquire = res.data?.orderData?.acquireOrder;
      return set({ status, orderNumber: res.orderNumber ?? acquire?.orderNo ?? null });
    }
    const next = state.attempt + 1;
    if (next >= MAX_ATTEMPTS) {
      set({ status, attempt: MAX_ATTEMPTS });
      return refund();
    }
    set({ status, attempt: next });
    schedule();
  };

  const schedule = () => {
    if (canPoll()) timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
  };

  deps.onChange(state);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
