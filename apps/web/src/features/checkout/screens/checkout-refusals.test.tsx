import { MESSAGES_AR, type PaymentOption } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { getPaymentSelection } from '../payments/payment-selection.ts';
import { fakeApi } from '../payments/test-api.ts';
import { Component as Checkout } from './checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const CARD = {
  _id: 'card',
  paymentType: 'CREDIT_CARD',
  serviceType: 'PICKUP',
  EN: { name: 'ONLINE PAYMENT (Credit/Debit Card)' },
  AR: { name: 'الدفع الإلكتروني (بطاقة ائتمان/خصم)' },
} as PaymentOption;
const CASH = {
  _id: 'cash',
  paymentType: 'CASH',
  serviceType: 'PICKUP',
  EN: { name: 'Cash' },
  AR: { name: 'نقدًا' },
} as PaymentOption;
const VISA = {
  id: 'card_1',
  card: { brand: 'visa', last4: '4242' },
  exp_month: 12,
  exp_year: 2030,
  paymentGateway: 'STRIPE',
};
/** A brand with the sandbox Stripe gateway. */
const stripeBrand = (): ResolvedBrand =>
  ({
    ...aBrand(),
    activeIntegrations: [
      {
        name: 'STRIPE',
        category: 'PAYMENT_GATEWAY',
        isActive: true,
        metaData: { mode: 'sandbox', publishableKey: 'pk_sbx' },
      },
    ],
  }) as ResolvedBrand;

/** Checkout in Arabic of one line (`unitPriceFils`, no VAT) at a store taking cash and cards. */
function renderCheckout(unitPriceFils = 2500) {
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  getBasket().addLine(aBasketLine({ basePriceFils: unitPriceFils, unitPriceFils }));
  return renderInApp(<Checkout />, {
    brand: stripeBrand(),
    path: '/store/checkout',
    data: [
      [['pickup-stores', 'b1'], { stores: [aStore({ pickupPaymentOptions: [CASH, CARD], taxRate: 0 })] }],
    ],
  });
}

/** Step 1 → step 2 in Arabic ('اختر طريقة الدفع' → 'خيارات الدفع'). */
async function toStep2(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'اختر طريقة الدفع' }));
  await screen.findByRole('heading', { name: 'خيارات الدفع' });
  await screen.findByRole('group', { name: 'اختر طريقة الدفع' });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  callApi.mockImplementation(fakeApi({}).impl);
  initBrandState('b1');
  getBasket().clear();
  getPaymentSelection().reset();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('ar');
});

describe('checkout refusals by code in Arabic (issue 16)', () => {
  it("TOT-20: the card rule's code 'addMoreThanTwoAED' is written in Arabic", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }) }).impl,
    );
    renderCheckout(150);
    await toStep2(user);
    await screen.findByRole('radio', { name: /4242/ });
    await act(() => user.click(screen.getByRole('button', { name: 'تأكيد الطلب' })));
    expect(await screen.findByRole('dialog', { name: 'رسالة' })).toHaveTextContent(
      MESSAGES_AR.addMoreThanTwoAED,
    );
  });

  it("a refused order shows the server's message as it is (already in the request's language)", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [ROUTES.placeOrderV2.path]: () => {
        throw new ApiError(MESSAGES_AR.storeClosedRightNow, 400, undefined, undefined, 'storeClosedRightNow');
      },
    });
    callApi.mockImplementation(api.impl);
    renderCheckout();
    await toStep2(user);
    await user.click(await screen.findByRole('radio', { name: 'نقدًا' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'رسالة' });
    expect(dialog).toHaveTextContent(MESSAGES_AR.storeClosedRightNow);
    expect(api.calls.find(([p]) => p === ROUTES.placeOrderV2.path)?.[2]).toMatchObject({ language: 'AR' });
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    expect(getBasket().lines).toHaveLength(1);
  });
});
