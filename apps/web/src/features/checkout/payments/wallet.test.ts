import { ROUTES } from '@sufra/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { payForOrder } from './pay-for-order.ts';
import { fakeApi } from './test-api.ts';
import { openWalletSheet, prepareWallet, resetWalletForTests, walletRequestOptions } from './wallet.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));
// Stripe.js is never loaded in tests: window.Stripe is a fake.
vi.mock('./card-fields/tokenizer.ts', async (original) => ({
  ...(await original<typeof import('./card-fields/tokenizer.ts')>()),
  loadScript: vi.fn(async () => {}),
}));

/** A fake Stripe whose Payment Request records its options and lets the test fire its events. */
function fakeStripe(canPay: boolean) {
  const handlers: Record<string, (ev?: unknown) => void> = {};
  const request = {
    canMakePayment: vi.fn(async () => (canPay ? { applePay: false, googlePay: true } : null)),
    show: vi.fn(),
    on: vi.fn((event: string, handler: (ev?: unknown) => void) => {
      handlers[event] = handler;
    }),
  };
  const paymentRequest = vi.fn(() => request);
  window.Stripe = vi.fn(() => ({ paymentRequest })) as unknown as typeof window.Stripe;
  return { request, paymentRequest, handlers };
}

beforeEach(async () => {
  resetWalletForTests();
  callApi.mockReset();
  await loadTexts('en');
});
afterEach(() => {
  delete window.Stripe;
});

describe('device wallets (001 §4.11; PAY-14)', () => {
  it("PAY-14: the sheet reads label 'Total', the amount in minor units (round(AED × 100)), country AE, currency aed", async () => {
    const { paymentRequest } = fakeStripe(true);
    expect(await prepareWallet('pk_live_x', 2625)).toBe(true);
    expect(paymentRequest).toHaveBeenCalledWith({
      country: 'AE',
      currency: 'aed',
      total: { label: 'Total', amount: 2625 },
    });
    expect(walletRequestOptions(1050.4).total.amount).toBe(1050);
  });

  it('PAY-14: not offered when the device has no wallet', async () => {
    fakeStripe(false);
    expect(await prepareWallet('pk_live_x', 2625)).toBe(false);
    await expect(openWalletSheet()).rejects.toThrow(
      'Online payment is facing some issues, please use other payment method',
    );
  });

  it("PAY-14: a second attempt while the sheet is open → 'You have already an order ,complete that first'; the payment method is given and the sheet completed", async () => {
    const { request, handlers } = fakeStripe(true);
    await prepareWallet('pk_live_x', 2625);
    const first = openWalletSheet();
    expect(request.show).toHaveBeenCalledTimes(1);
    await expect(openWalletSheet()).rejects.toThrow('You have already an order ,complete that first');
    const complete = vi.fn();
    handlers.paymentmethod?.({ paymentMethod: { id: 'pm_wallet_1' }, complete });
    const sheet = await first;
    expect(sheet.paymentMethodId).toBe('pm_wallet_1');
    sheet.complete(true);
    expect(complete).toHaveBeenCalledWith('success');
  });

  it('PAY-14: a cancelled sheet reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { handlers } = fakeStripe(true);
    await prepareWallet('pk_live_x', 2625);
    const sheet = openWalletSheet();
    handlers.cancel?.();
    await expect(sheet).rejects.toBeInstanceOf(Error);
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("PAY-14: the wallet's intent is paymentMethod WALLET, currency 'aed', with the wallet's payment method", async () => {
    const api = fakeApi({
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: true, data: { id: 'pi_w' } },
      }),
    });
    callApi.mockImplementation(api.impl);
    await payForOrder({
      provider: {
        kind: 'card-elements',
        gateway: 'STRIPE',
        sandbox: false,
        publishableKey: 'pk_live_x',
        newCardLabel: 'Add new card',
        savedCards: true,
        wallets: true,
      },
      order: { orderId: 'o1', orderNumber: 'A-1', trackingToken: 't', amount: 26.25 },
      store: { id: 's1', name: 'Arjan' },
      brand: { id: 'b1', name: 'B', domainName: 'b', domainType: 'TEMPORARY' },
      userId: 'u1',
      api: createApiClient({ token: 't', language: 'EN', brandId: 'b1' }),
      selection: { type: 'WALLET', savedCard: null, card: { id: 'pm_wallet_1' }, saveCard: true },
      urls: { checkout: 'http://localhost/store/checkout', confirm: 'http://localhost/payment-confirm' },
    });
    expect(api.bodiesOf(ROUTES.createPaymentIntentV2.path)[0]).toMatchObject({
      paymentMethod: 'WALLET',
      currency: 'aed',
      paymentMethodId: 'pm_wallet_1',
      isStoredCard: false,
      saveCard: false,
    });
  });
});
