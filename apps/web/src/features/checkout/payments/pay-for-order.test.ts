import type { PaymentProviderChoice } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { type CardProvider, type PayInput, PaymentFailure, payForOrder } from './pay-for-order.ts';
import { getPaymentSelection } from './payment-selection.ts';
import { paymentVerified, readPendingPayment } from './pending-payment.ts';
import { declined, fakeApi } from './test-api.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const base = { gateway: 'X', sandbox: true } as const;
const PROVIDERS = {
  elements: {
    ...base,
    kind: 'card-elements',
    gateway: 'STRIPE',
    publishableKey: 'pk',
    newCardLabel: 'Add new card',
    savedCards: true,
    wallets: true,
  },
  frames: {
    ...base,
    kind: 'card-frames',
    gateway: 'CHECKOUT',
    newCardLabel: 'Add new card',
    savedCards: true,
  },
  page: {
    ...base,
    kind: 'hosted-page',
    gateway: 'HOSTED_PAGE',
    newCardLabel: 'Pay with card',
    savedCards: false,
  },
  iframe: {
    ...base,
    kind: 'hosted-iframe',
    gateway: 'HOSTED_IFRAME',
    newCardLabel: 'Add new card',
    savedCards: false,
  },
} satisfies Record<string, Exclude<PaymentProviderChoice, { kind: 'none' }>>;

/** A payment of order o1 (AED 26.25) by `provider` with a new card pm_1 (or `selection`). */
function input(
  provider: CardProvider,
  selection: Partial<PayInput['selection']> = {},
  assign = vi.fn(),
): PayInput {
  return {
    provider,
    order: { orderId: 'o1', orderNumber: 'A-1001', trackingToken: 'tt', amount: 26.25 },
    store: { id: 's1', name: 'Arjan' },
    brand: { id: 'b1', name: 'Sufra Test', domainName: 'sufra', domainType: 'TEMPORARY' },
    userId: 'u1',
    api: createApiClient({ token: 'tok', language: 'EN', brandId: 'b1' }),
    selection: { type: 'NEW_CARD', savedCard: null, card: { id: 'pm_1' }, saveCard: true, ...selection },
    urls: {
      checkout: 'http://localhost/sufra/store/checkout',
      confirm: 'http://localhost/sufra/payment-confirm',
    },
    assign,
  };
}
const saved = {
  id: 'card_9',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  paymentGateway: 'STRIPE',
};

beforeEach(async () => {
  callApi.mockReset();
  sessionStorage.clear();
  getPaymentSelection().reset();
  await loadTexts('en');
});

describe('card-elements (001 §4.10, PAY-12, PAY-13)', () => {
  it('PAY-12: a new card — the intent with the pm id, CARD, saveCard, the return URL and an Idempotency-Key; verified → paid', async () => {
    const api = fakeApi({
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: true, data: { id: 'pi_1', status: 'succeeded' } },
      }),
    });
    callApi.mockImplementation(api.impl);
    expect(await payForOrder(input(PROVIDERS.elements))).toEqual({ status: 'paid', orderNumber: 'A-1001' });
    const [[, body, opts]] = api.calls as [
      [string, Record<string, unknown>, { headers: Record<string, string> }],
    ];
    expect(body).toMatchObject({
      brandId: 'b1',
      orderId: 'o1',
      amount: 26.25,
      storeId: 's1',
      isStoredCard: false,
      paymentMethodId: 'pm_1',
      saveCard: true,
      paymentMethod: 'CARD',
      returnUrl: 'http://localhost/sufra/store/checkout',
    });
    expect(opts.headers['Idempotency-Key']).toBe('card-elements:o1');
    expect(paymentVerified()).toBe(true);
  });

  it('PAY-13: a saved card — isStoredCard with its cardId, no pm id', async () => {
    const api = fakeApi({
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: true, data: { id: 'pi_2' } },
      }),
    });
    callApi.mockImplementation(api.impl);
    await payForOrder(input(PROVIDERS.elements, { type: 'SAVED_CARDS', savedCard: saved, card: null }));
    expect(api.bodiesOf(ROUTES.createPaymentIntentV2.path)[0]).toMatchObject({
      isStoredCard: true,
      cardId: 'card_9',
    });
    expect(api.bodiesOf(ROUTES.createPaymentIntentV2.path)[0]).not.toHaveProperty('paymentMethodId');
  });

  it('3-D Secure: the browser goes to the redirectUrl, the pending order is kept for the return', async () => {
    const assign = vi.fn();
    callApi.mockImplementation(
      fakeApi({
        [ROUTES.createPaymentIntentV2.path]: () => ({
          gatewayData: {
            isVerified: false,
            data: { id: 'pi_3', status: 'requires_action', redirectUrl: '/api/v1/payments/sandbox/3ds/pi_3' },
          },
        }),
      }).impl,
    );
    expect(await payForOrder(input(PROVIDERS.elements, {}, assign))).toEqual({ status: 'redirected' });
    expect(assign).toHaveBeenCalledWith('/api/v1/payments/sandbox/3ds/pi_3');
    expect(readPendingPayment()).toMatchObject({
      orderId: 'o1',
      orderNumber: 'A-1001',
      kind: 'card-elements',
      trackingToken: 'tt',
    });
  });

  it("a declined card: the server's 402 'Bank declined payment, please try again' is thrown", async () => {
    callApi.mockImplementation(fakeApi({ [ROUTES.createPaymentIntentV2.path]: declined }).impl);
    await expect(payForOrder(input(PROVIDERS.elements))).rejects.toMatchObject({
      status: 402,
      message: 'Bank declined payment, please try again',
    });
  });

  it("PAY-12: status 'succeeded' but not verified → verified by its id; not verified → 'Bank declined payment, please try again'", async () => {
    const api = fakeApi({
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: false, data: { id: 'pi_4', status: 'succeeded' } },
      }),
      [ROUTES.verifyPaymentIntent.path]: () => ({ gatewayData: { isVerified: true }, orderNumber: 'A-1001' }),
    });
    callApi.mockImplementation(api.impl);
    expect(await payForOrder(input(PROVIDERS.elements))).toEqual({ status: 'paid', orderNumber: 'A-1001' });
    expect(api.bodiesOf(ROUTES.verifyPaymentIntent.path)[0]).toMatchObject({ paymentIntentId: 'pi_4' });
    callApi.mockImplementation(
      fakeApi({
        [ROUTES.createPaymentIntentV2.path]: () => ({
          gatewayData: { isVerified: false, data: { id: 'pi_5', status: 'requires_payment_method' } },
        }),
      }).impl,
    );
    await expect(payForOrder(input(PROVIDERS.elements))).rejects.toEqual(
      new PaymentFailure('Bank declined payment, please try again'),
    );
  });
});

describe('card-frames (001 §4.12, PAY-15)', () => {
  const initiate = (three: boolean | undefined, id = 'pay_1') => ({
    gatewayData: {
      axiosResData: { framesResponse: { id } },
      redirectLink: '/sbx/3ds/pay_1',
      three_d_secure_redirection_required: three,
    },
  });
  it('PAY-15: redirection required → redirectLink; the orderRef (framesResponse.id) kept; success and failure URLs on checkout', async () => {
    const assign = vi.fn();
    const api = fakeApi({ [ROUTES.initiateFramesPaymentRequest.path]: () => initiate(true) });
    callApi.mockImplementation(api.impl);
    expect(await payForOrder(input(PROVIDERS.frames, { card: { id: 'tok_1' } }, assign))).toEqual({
      status: 'redirected',
    });
    expect(assign).toHaveBeenCalledWith('/sbx/3ds/pay_1');
    expect(readPendingPayment()).toMatchObject({ kind: 'card-frames', orderRef: 'pay_1' });
    expect(api.bodiesOf(ROUTES.initiateFramesPaymentRequest.path)[0]).toMatchObject({
      token: 'tok_1',
      isStoredCard: false,
      currency: 'AED',
      amount: 26.25,
      language: 'EN',
      successUrl: 'http://localhost/sufra/store/checkout?payment=success',
      failureUrl: 'http://localhost/sufra/store/checkout?payment=failure',
    });
  });
  it('PAY-15: no redirection → verified at once by the orderRef; a stored card sends storeCardId', async () => {
    const api = fakeApi({
      [ROUTES.initiateFramesPaymentRequest.path]: () => initiate(false),
      [ROUTES.verifyFramesPaymentRequest.path]: () => ({
        gatewayData: { isVerified: true },
        orderNumber: 'A-1001',
      }),
    });
    callApi.mockImplementation(api.impl);
    expect(
      await payForOrder(input(PROVIDERS.frames, { type: 'SAVED_CARDS', savedCard: saved, card: null })),
    ).toEqual({
      status: 'paid',
      orderNumber: 'A-1001',
    });
    expect(api.calls[1]?.[2].params).toEqual({ paymentId: 'pay_1' });
    expect(api.bodiesOf(ROUTES.initiateFramesPaymentRequest.path)[0]).toMatchObject({
      isStoredCard: true,
      storeCardId: 'card_9',
    });
  });
  it('PAY-15: three_d_secure_redirection_required undefined → an error', async () => {
    callApi.mockImplementation(
      fakeApi({ [ROUTES.initiateFramesPaymentRequest.path]: () => initiate(undefined) }).impl,
    );
    await expect(payForOrder(input(PROVIDERS.frames))).rejects.toBeInstanceOf(PaymentFailure);
  });
});

describe('hosted page (001 §4.13, PAY-18, PAY-27)', () => {
  it('PAY-27: amountPaid with 2 decimals, language EN, success/failure URLs; PAY-18: redirect to paymentURL', async () => {
    const assign = vi.fn();
    const api = fakeApi({
      [ROUTES.getHostedPaymentPage.path]: () => ({
        transactionInfo: { storeId: 's1', cartId: 'c1' },
        paymentURL: '/sbx/hosted/c1',
      }),
    });
    callApi.mockImplementation(api.impl);
    expect(await payForOrder(input(PROVIDERS.page, {}, assign))).toEqual({ status: 'redirected' });
    expect(assign).toHaveBeenCalledWith('/sbx/hosted/c1');
    expect(api.bodiesOf(ROUTES.getHostedPaymentPage.path)[0]).toMatchObject({
      orderId: 'o1',
      amountPaid: 26.25,
      language: 'EN',
      domainName: 'sufra',
      DomainType: 'TEMPORARY',
      successRedirectUrl: 'http://localhost/sufra/store/checkout?payment=success',
      failureRedirectUrl: 'http://localhost/sufra/store/checkout?payment=failure',
    });
    expect(readPendingPayment()).toMatchObject({
      kind: 'hosted-page',
      transactionInfo: { storeId: 's1', cartId: 'c1' },
    });
  });
  it('PAY-18: an invalid hosted-page answer → the default error', async () => {
    callApi.mockImplementation(fakeApi({ [ROUTES.getHostedPaymentPage.path]: () => ({}) }).impl);
    await expect(payForOrder(input(PROVIDERS.page))).rejects.toEqual(
      new PaymentFailure("We're sorry, but something went wrong. Please try again"),
    );
  });
});

/** A merchantOrderNo as the server makes it: 'M' + storeId + ms + 12 random hex (apps/api hosted-iframe.ts). */
const SERVER_MERCHANT_NO = 'Ms11700000000000a1b2c3d4e5f6';

describe('hosted iframe (001 §4.14, §7.8; PAY-19, PAY-21, PAY-22)', () => {
  it('PAY-19: the payment order, then the modal data {isOpen, isLoading, data} at tokenUrl; redirectUrl is /payment-confirm', async () => {
    const api = fakeApi({
      [ROUTES.createIframePaymentOrder.path]: () => ({
        body: {
          paymentOrderNo: 'P1',
          merchantOrderNo: SERVER_MERCHANT_NO,
          interActionParams: { tokenUrl: '/sbx/wallet/P1' },
        },
      }),
    });
    callApi.mockImplementation(api.impl);
    expect(await payForOrder(input(PROVIDERS.iframe))).toEqual({ status: 'iframe' });
    expect(getPaymentSelection().iframeModal).toEqual({
      isOpen: true,
      isLoading: true,
      data: { tokenUrl: '/sbx/wallet/P1', paymentOrderNo: 'P1', merchantOrderNo: SERVER_MERCHANT_NO },
    });
    const body = api.bodiesOf(ROUTES.createIframePaymentOrder.path)[0] as {
      payByPayload: Record<string, unknown>;
      metaData: unknown;
    };
    expect(body.payByPayload).toMatchObject({
      totalAmount: { currency: 'AED', amount: 26.25 },
      redirectUrl: 'http://localhost/sufra/payment-confirm',
      accessoryContent: { operatorId: 'b1', storeId: 's1', merchantName: 'Sufra Test', storeName: 'Arjan' },
    });
    expect(body.metaData).toEqual({ storeId: 's1', brandId: 'b1', userRefId: 'u1' });
    expect(readPendingPayment()).toMatchObject({
      kind: 'hosted-iframe',
      merchantOrderNo: SERVER_MERCHANT_NO,
      paymentOrderNo: 'P1',
    });
  });
  it("PAY-19: no session data → 'Sorry, Hosted Iframe is not available at the moment. Please try again later.'", async () => {
    callApi.mockImplementation(fakeApi({ [ROUTES.createIframePaymentOrder.path]: () => ({}) }).impl);
    await expect(payForOrder(input(PROVIDERS.iframe))).rejects.toEqual(
      new PaymentFailure('Sorry, Hosted Iframe is not available at the moment. Please try again later.'),
    );
  });
  it("a failed creation without a message → '{provider} error please contact {product} support!'", async () => {
    callApi.mockImplementation(async () => {
      throw new ApiError('', 500);
    });
    await expect(payForOrder(input(PROVIDERS.iframe))).rejects.toEqual(
      new PaymentFailure('Hosted Iframe error please contact Sufra support!'),
    );
  });
  it("PAY-21: the merchantOrderNo is the server's (issue 16): none is sent, the answer's is kept", async () => {
    const api = fakeApi({
      [ROUTES.createIframePaymentOrder.path]: () => ({
        body: {
          paymentOrderNo: 'P2',
          merchantOrderNo: SERVER_MERCHANT_NO,
          interActionParams: { tokenUrl: '/sbx/wallet/P2' },
        },
      }),
    });
    callApi.mockImplementation(api.impl);
    await payForOrder(input(PROVIDERS.iframe));
    const body = api.bodiesOf(ROUTES.createIframePaymentOrder.path)[0] as {
      payByPayload: Record<string, unknown>;
    };
    // The server builds the merchant reference, the subject and the notify URL (issue 16 D1, D5).
    expect(body.payByPayload).not.toHaveProperty('merchantOrderNo');
    expect(body.payByPayload).not.toHaveProperty('subject');
    expect(body.payByPayload).not.toHaveProperty('notifyUrl');
    expect(readPendingPayment()?.merchantOrderNo).toBe(SERVER_MERCHANT_NO);
    expect(getPaymentSelection().iframeModal.data?.merchantOrderNo).toBe(SERVER_MERCHANT_NO);
  });
});
