import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ConfirmState,
  ORDER_NOT_PAID,
  PAYMENT_PROCESS_FAILURE,
  REFUND_REASON,
  startConfirmPolling,
} from './confirm-polling.ts';

const pending = { success: false, data: { status: 'PENDING' } };
const paid = (status: 'PAID_SUCCESS' | 'SETTLED') => ({
  success: true,
  data: { status, orderData: { acquireOrder: { merchantOrderNo: 'M1', orderNo: 'A-1', totalAmount: {} } } },
  orderNumber: 'A-1',
});

/** Starts the polling with mocks; answers the mocks and the states seen. */
function run(
  confirmAnswers: Array<unknown | Error>,
  refundAnswer: unknown = { head: { applyStatus: 'SUCCESS', msg: 'ORDER_NOT_PAID' } },
) {
  const states: ConfirmState[] = [];
  const confirm = vi.fn(async (_force: boolean) => {
    const next = confirmAnswers.length > 1 ? confirmAnswers.shift() : confirmAnswers[0];
    if (next instanceof Error) throw next;
    return next as never;
  });
  const refund = vi.fn(async (_reason: string) => refundAnswer as never);
  const stop = startConfirmPolling({ confirm, refund, onChange: (s) => states.push(s) });
  return { confirm, refund, states, stop, last: () => states[states.length - 1]! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hosted-iframe confirmation polling (001 §4.14, §2.11)', () => {
  // IS17 (decision 0100): at most 4 polls (attempts 1–4), the 4th with isFroceDelete; reaching
  // attempt 5 asks for exactly one refund ('when the next attempt would be 5, and also once it
  // reaches 5' is one moment, not two refunds).
  it('POLL, IS17: starts PENDING at attempt 1 and polls every 2000 ms — 4 polls, the 4th with isFroceDelete — then one refund at attempt 5', async () => {
    const { confirm, refund, last } = run([pending]);
    expect(last()).toMatchObject({ status: 'PENDING', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(confirm).not.toHaveBeenCalled();
    for (let n = 1; n <= 4; n++) {
      await vi.advanceTimersByTimeAsync(n === 1 ? 1 : 2000);
      expect(confirm).toHaveBeenCalledTimes(n);
      expect(confirm).toHaveBeenLastCalledWith(n === 4);
    }
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(REFUND_REASON);
    expect(REFUND_REASON).toBe('Payment Status is not Paid Success or Settled even after 4 attempts');
    expect(last()).toMatchObject({ attempt: 5, refunded: true, status: 'FAILURE', error: ORDER_NOT_PAID });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(confirm).toHaveBeenCalledTimes(4);
    expect(refund).toHaveBeenCalledTimes(1);
  });

  it("IS17: a refund whose message lacks 'ORDER_NOT_PAID' (or is not SUCCESS) shows 'Payment Process Failure'; never a second refund", async () => {
    const a = run([pending], { head: { applyStatus: 'SUCCESS', msg: 'REFUNDED' } });
    await vi.advanceTimersByTimeAsync(8000);
    expect(a.last()).toMatchObject({ refunded: true, error: PAYMENT_PROCESS_FAILURE });
    a.stop();
    const b = run([pending], { head: { applyStatus: 'FAILURE', msg: 'ORDER_NOT_PAID' } });
    await vi.advanceTimersByTimeAsync(8000);
    expect(b.last()).toMatchObject({ refunded: false, error: PAYMENT_PROCESS_FAILURE, status: 'FAILURE' });
    // IS17: a refund that did not apply is not asked again, and the polling does not resume.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(b.refund).toHaveBeenCalledTimes(1);
    expect(b.confirm).toHaveBeenCalledTimes(4);
  });

  it.each(['PAID_SUCCESS', 'SETTLED'] as const)(
    '%s with success stops the polling with the order number; no refund',
    async (status) => {
      const { confirm, refund, last } = run([pending, paid(status)]);
      await vi.advanceTimersByTimeAsync(4000);
      expect(confirm).toHaveBeenCalledTimes(2);
      expect(last()).toMatchObject({ status, orderNumber: 'A-1', attempt: 2, error: null });
      await vi.advanceTimersByTimeAsync(20_000);
      expect(confirm).toHaveBeenCalledTimes(2);
      expect(refund).not.toHaveBeenCalled();
    },
  );

  it('another status is kept and the attempt incremented', async () => {
    const { last } = run([{ success: false, data: { status: 'FAILURE' } }, pending]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(last()).toMatchObject({ status: 'FAILURE', attempt: 2 });
  });

  it('a call error sets ERROR with its message and stops; no refund', async () => {
    const { confirm, refund, last } = run([new Error('Order not found')]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(last()).toMatchObject({ status: 'ERROR', error: 'Order not found' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(refund).not.toHaveBeenCalled();
  });

  it('stopping (leaving the page) cancels the next poll', async () => {
    const { confirm, stop } = run([pending]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(confirm).not.toHaveBeenCalled();
  });
});
