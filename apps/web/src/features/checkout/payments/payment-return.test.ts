import { ROUTES } from '@sufra/contract/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { completePaymentReturn, readPaymentReturn } from './payment-return.ts';
import {
  type PendingPayment,
  paymentVerified,
  readPendingPayment,
  savePendingPayment,
} from './pending-payment.ts';
import { declined, fakeApi } from './test-api.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const auth = createApiClient({ token: 't', language: 'EN', brandId: 'b1' });
const pending = (patch: Partial<PendingPayment>): PendingPayment => ({
  orderId: 'o1',
  orderNumber: 'A-1001',
  trackingToken: 'tt',
  kind: 'card-elements',
  amount: 26.25,
  storeId: 's1',
  ...patch,
});

beforeEach(async () => {
  callApi.mockReset();
  sessionStorage.clear();
  await loadTexts('en');
});

describe('the return to checkout (001 §4.10–§4.13; decision 0022)', () => {
  it('reads the providers’ return queries', () => {
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=succeeded')).toEqual({
      kind: 'card-elements',
      paymentIntent: 'pi_1',
      redirectStatus: 'succeeded',
    });
    expect(readPaymentReturn('?payment=failure&cko-session-id=sid_1')).toEqual({
      kind: 'redirect',
      result: 'failure',
      sessionId: 'sid_1',
    });
    expect(readPaymentReturn('?x=1')).toBeNull();
  });

  it('3-D Secure: verify-payment-intent once by the returned id → paid with the order number and tracking token; the flag stops a second verification', async () => {
    savePendingPayment(pending({}));
    const api = fakeApi({
      [ROUTES.verifyPaymentIntent.path]: () => ({ gatewayData: { isVerified: true }, orderNumber: 'A-1001' }),
    });
    callApi.mockImplementation(api.impl);
    const ret = readPaymentReturn('?payment_intent=pi_1&redirect_status=succeeded')!;
    expect(await completePaymentReturn(ret, auth)).toEqual({
      status: 'paid',
      orderNumber: 'A-1001',
      trackingToken: 'tt',
    });
    expect(api.bodiesOf(ROUTES.verifyPaymentIntent.path)).toEqual([
      expect.objectContaining({ paymentIntentId: 'pi_1' }),
    ]);
    expect(paymentVerified()).toBe(true);
    expect(readPendingPayment()).toBeNull();
    expect(await completePaymentReturn(ret, auth)).toEqual({ status: 'none' });
    expect(api.calls).toHaveLength(1);
  });

  it("3-D Secure failed: the server's 'Bank declined payment, please try again'", async () => {
    savePendingPayment(pending({}));
    callApi.mockImplementation(fakeApi({ [ROUTES.verifyPaymentIntent.path]: declined }).impl);
    expect(
      await completePaymentReturn(readPaymentReturn('?payment_intent=pi_1&redirect_status=failed')!, auth),
    ).toEqual({
      status: 'failed',
      message: 'Bank declined payment, please try again',
    });
    expect(paymentVerified()).toBe(false);
  });

  it('PAY-16: card-frames — payment=success with cko-session-id and an orderRef → verify-payment-request/{orderRef}', async () => {
    savePendingPayment(pending({ kind: 'card-frames', orderRef: 'pay_1' }));
    const api = fakeApi({
      [ROUTES.verifyFramesPaymentRequest.path]: () => ({
        gatewayData: { isVerified: true },
        orderNumber: 'A-1001',
      }),
    });
    callApi.mockImplementation(api.impl);
    expect(
      await completePaymentReturn(readPaymentReturn('?payment=success&cko-session-id=sid_1')!, auth),
    ).toMatchObject({
      status: 'paid',
    });
    expect(api.calls[0]?.[2].params).toEqual({ paymentId: 'pay_1' });
    expect(paymentVerified()).toBe(true);
  });

  it("PAY-18, IS05: hosted page — payment=failure → 'Payment failed or cancelled' without a call; payment=success → verifyPayment with {storeId, cartId, language}, no obj", async () => {
    savePendingPayment(pending({ kind: 'hosted-page', transactionInfo: { storeId: 's1', cartId: 'c1' } }));
    expect(await completePaymentReturn(readPaymentReturn('?payment=failure')!, auth)).toEqual({
      status: 'failed',
      message: 'Payment failed or cancelled',
    });
    expect(callApi).not.toHaveBeenCalled();
    savePendingPayment(pending({ kind: 'hosted-page', transactionInfo: { storeId: 's1', cartId: 'c1' } }));
    const api = fakeApi({
      [ROUTES.verifyHostedPayment.path]: () => ({ isVerified: true, orderNumber: 'A-1001' }),
    });
    callApi.mockImplementation(api.impl);
    expect(await completePaymentReturn(readPaymentReturn('?payment=success')!, auth)).toMatchObject({
      status: 'paid',
    });
    // IS05 (decision 0100): 001 §4.13 step 4's payload {storeId, cartId, language}; the other reading's `obj` is not sent.
    const [verifyBody] = api.bodiesOf(ROUTES.verifyHostedPayment.path);
    expect(verifyBody).toMatchObject({ storeId: 's1', cartId: 'c1', language: 'EN' });
    expect(verifyBody).not.toHaveProperty('obj');
  });

  it('in Arabic: the failure texts are Arabic', async () => {
    await loadTexts('ar');
    savePendingPayment(pending({ kind: 'hosted-page', transactionInfo: { storeId: 's1', cartId: 'c1' } }));
    expect(
      await completePaymentReturn(
        readPaymentReturn('?payment=failure')!,
        createApiClient({ token: 't', language: 'AR', brandId: 'b1' }),
      ),
    ).toEqual({
      status: 'failed',
      message: 'فشلت عملية الدفع أو أُلغيت',
    });
  });
});
