import { ROUTES } from '@sufra/contract/routes';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as PaymentConfirm } from './payment-confirm.tsx';
import { readPendingPayment, savePendingPayment } from './pending-payment.ts';
import { fakeApi } from './test-api.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const PENDING = { success: false, data: { status: 'PENDING' } };

/** The merchantOrderNo the server answered when it made the payment order (issue 16: only the server makes one). */
const SERVER_MERCHANT_NO = 'Ms11700000000000a1b2c3d4e5f6';

function renderConfirm(query = `?paymentOrderNo=P1&merchantOrderNo=${SERVER_MERCHANT_NO}`) {
  return renderInApp(<PaymentConfirm />, { brand: aBrand(), path: `/payment-confirm${query}` });
}

/** Lets timers and the answers' promises run. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  callApi.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  initBrandState('b1');
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  getBasket().clear();
  getBasket().addLine(aBasketLine());
  savePendingPayment({
    orderId: 'o1',
    orderNumber: 'A-1001',
    trackingToken: 'tt',
    kind: 'hosted-iframe',
    amount: 26.25,
    storeId: 's1',
    merchantOrderNo: SERVER_MERCHANT_NO,
    paymentOrderNo: 'P1',
  });
  await loadTexts('en');
});
afterEach(() => vi.useRealTimers());

describe('/payment-confirm (001 §2.11, §4.14; PAY-28, POLL-01…07)', () => {
  it("PAY-28, POLL-02/04/05/06: 'Confirming your payment...' with the reference; 2 s × 4 polls (4th force-delete), then the refund and 'ORDER_NOT_PAID'; Home resets the cart (POLL-07)", async () => {
    const api = fakeApi({
      [ROUTES.iframePaymentConfirmation.path]: () => PENDING,
      [ROUTES.iframePaymentRefund.path]: () => ({ head: { applyStatus: 'SUCCESS', msg: 'ORDER_NOT_PAID' } }),
    });
    callApi.mockImplementation(api.impl);
    renderConfirm();
    expect(screen.getByRole('heading', { name: 'Confirming your payment...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we confirm your payment')).toBeInTheDocument();
    expect(screen.getByText('Payment Reference:')).toHaveTextContent('Payment Reference: P1');
    await advance(1999);
    expect(api.calls).toHaveLength(0);
    await advance(1);
    expect(api.bodiesOf(ROUTES.iframePaymentConfirmation.path)).toHaveLength(1);
    await advance(6000);
    const polls = api.bodiesOf(ROUTES.iframePaymentConfirmation.path);
    expect(polls.map((b) => b.isFroceDelete)).toEqual([false, false, false, true]);
    expect(polls[0]).toMatchObject({
      storeId: 's1',
      brandId: 'b1',
      paymentOrderNo: 'P1',
      merchantOrderNo: SERVER_MERCHANT_NO,
      orderNo: 'A-1001',
    });
    expect(api.bodiesOf(ROUTES.iframePaymentRefund.path)).toEqual([
      expect.objectContaining({
        originMerchantOrderNo: SERVER_MERCHANT_NO,
        refundMerchantOrderNo: `R${SERVER_MERCHANT_NO}`,
        amount: 26.25,
        reason: 'Payment Status is not Paid Success or Settled even after 4 attempts',
      }),
    ]);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Payment confirmation failed' })).toBeInTheDocument();
    expect(screen.getByText('Please contact customer support')).toBeInTheDocument();
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('ORDER_NOT_PAID');
    act(() => screen.getByRole('button', { name: 'Back to home' }).click());
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(getBasket().lines).toHaveLength(0);
  });

  it("PAY-28, POLL-03: PAID_SUCCESS → 'Payment confirmed!' / 'Your payment has been confirmed', the basket cleared, then the order-success page", async () => {
    callApi.mockImplementation(
      fakeApi({
        [ROUTES.iframePaymentConfirmation.path]: () => ({
          success: true,
          data: {
            status: 'PAID_SUCCESS',
            orderData: {
              acquireOrder: { merchantOrderNo: SERVER_MERCHANT_NO, orderNo: 'A-1001', totalAmount: {} },
            },
          },
          orderNumber: 'A-1001',
        }),
      }).impl,
    );
    renderConfirm();
    await advance(2000);
    expect(screen.getByRole('heading', { name: 'Payment confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Your payment has been confirmed')).toBeInTheDocument();
    expect(getBasket().lines).toHaveLength(0);
    expect(readPendingPayment()).toBeNull();
    await advance(1500);
    expect(screen.getByTestId('path')).toHaveTextContent('/order/order-success/A-1001');
  });

  it('POLL-07: a call error → status ERROR, the error shown in the modal; no further poll', async () => {
    const api = fakeApi({
      [ROUTES.iframePaymentConfirmation.path]: () => {
        throw new Error('Order not found');
      },
    });
    callApi.mockImplementation(api.impl);
    renderConfirm('?transactionId=P1');
    await advance(2000);
    await advance(10_000);
    expect(api.calls).toHaveLength(1);
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent('Order not found');
    expect(screen.getByRole('heading', { name: 'Payment confirmation failed' })).toBeInTheDocument();
  });

  it("polls with the server's merchantOrderNo kept from the payment order's answer when the return URL has none", async () => {
    const api = fakeApi({ [ROUTES.iframePaymentConfirmation.path]: () => PENDING });
    callApi.mockImplementation(api.impl);
    renderConfirm('?paymentOrderNo=P1');
    await advance(2000);
    expect(api.bodiesOf(ROUTES.iframePaymentConfirmation.path)[0]).toMatchObject({
      paymentOrderNo: 'P1',
      merchantOrderNo: SERVER_MERCHANT_NO,
    });
  });

  it('in Arabic: the status texts and the reference label', async () => {
    await loadTexts('ar');
    callApi.mockImplementation(fakeApi({ [ROUTES.iframePaymentConfirmation.path]: () => PENDING }).impl);
    renderConfirm();
    expect(screen.getByRole('heading', { name: 'جارٍ تأكيد عملية الدفع...' })).toBeInTheDocument();
    expect(screen.getByText('مرجع الدفع:')).toHaveTextContent('مرجع الدفع: P1');
  });
});
