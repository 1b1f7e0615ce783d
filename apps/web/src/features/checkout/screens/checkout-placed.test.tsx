import type { PaymentOption } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { fakeApi } from '../payments/test-api.ts';
import { Component as Checkout } from './checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const CASH: PaymentOption = {
  _id: 'cash',
  paymentType: 'CASH',
  serviceType: 'PICKUP',
  EN: { name: 'Cash' },
  AR: { name: 'نقدًا' },
} as PaymentOption;

/** The placed order: its id ('o1') and its number ('A-1001') differ, so the test can tell which one the route carries. */
const PLACED = { savedOrder: { _id: 'o1', orderNumber: 'A-1001', trackingToken: 'tt' } };

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('after placing an order (002 §2.16, §4.3; 001 §2.2)', () => {
  // 0100 IS06: reading A — after placing, the app navigates to order/order-success/{orderNumber};
  // there is no order-placed modal (no dialog opens at any point of a successful cash order).
  // 0100 IS10: the web route carries the order number ('A-1001'), never the order's id ('o1').
  it('IS06, IS10: a cash order goes to /order/order-success/{orderNumber}, with no order-placed modal', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [ROUTES.placeOrderV2.path]: () => PLACED });
    callApi.mockImplementation(api.impl);
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    getBasket().addLine(aBasketLine());
    renderInApp(<Checkout />, {
      brand: aBrand(),
      path: '/store/checkout',
      data: [[['pickup-stores', 'b1'], { stores: [aStore({ pickupPaymentOptions: [CASH] })] }]],
    });
    await user.click(screen.getByRole('button', { name: 'Select Payment Method' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(/^\/order\/order-success\/A-1001$/),
    );
    expect(api.bodiesOf(ROUTES.placeOrderV2.path)).toHaveLength(1);
    expect(api.bodiesOf(ROUTES.placeOrderV2.path)[0]).toMatchObject({ paymentType: 'CASH' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Thank you for your Order')).toBeNull();
    expect(getBasket().lines).toHaveLength(0);
  });
});
