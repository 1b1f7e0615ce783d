import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dineInSession } from '../../features/dine-in/lib/dine-in-session.ts';
import { aTableWithOrder, ORDER_ID, TABLE_QUERY } from '../../features/dine-in/lib/test-fixtures.ts';
import { renderDineIn } from '../../features/dine-in/lib/test-render.tsx';
import { ApiError } from '../../shared/api/client.ts';
import { getBasket } from '../../shared/basket/basket-state.ts';
import { initBrandState } from '../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../shared/session/session-state.ts';
import { aBasketLine } from '../../shared/testing/fixtures.ts';
import { loadTexts } from '../../shared/testing/render-in-app.tsx';
import { Component as PaymentOptions } from './payment-options.tsx';

/** The page at its route (it unmounts when the guest leaves it, as in the app). */
function Page() {
  return (
    <Routes>
      <Route path="/dine-in/checkout/payment-options" element={<PaymentOptions />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../shared/api/client.ts')>()),
  callApi,
}));

const checkout = `/dine-in/checkout${TABLE_QUERY}`;
const options = (id: 'PAY_NOW' | 'PAY_LATER', title: string) => ({
  pathname: '/dine-in/checkout/payment-options',
  search: TABLE_QUERY,
  state: { paymentOptions: { id, title } },
});
const location = () => screen.getByTestId('location').textContent ?? '';

/** callApi: place-order answers `placed` (a value, or an error to throw); the table its tab; the rest fails (no discounts, loyalty, wallet). */
function answer(placed: unknown) {
  callApi.mockImplementation(async (route: { path: string }) => {
    if (route.path === ROUTES.getTableLaterOrders.path) return aTableWithOrder();
    if (route.path !== ROUTES.placeOrderV2.path) throw new ApiError(`no fake for ${route.path}`, 500);
    if (placed instanceof Error) throw placed;
    return placed;
  });
}
const placeBodies = () =>
  callApi.mock.calls.filter(([r]) => r === ROUTES.placeOrderV2).map(([, body]) => body);

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  getOrderSettings().setServiceType('DINE_IN');
  getBasket().clear();
  getBasket().addLine(aBasketLine({ quantity: 2 }));
  dineInSession('b1').getState().reset(true);
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  await loadTexts('en');
});

describe('the dine-in payment options (002 §2.8, 001 §2.10)', () => {
  it('without paymentOptions.id PAY_NOW or PAY_LATER in the navigation state the page goes back', async () => {
    answer(null);
    renderDineIn(<Page />, {
      entries: [checkout, { pathname: '/dine-in/checkout/payment-options', search: TABLE_QUERY }],
      table: aTableWithOrder(),
    });
    await waitFor(() => expect(location()).toBe(checkout));
  });

  it("PAY_LATER lists the store's pay-later choices; choosing one clears the split (SPLIT-15); the order goes as PAY_LATER at the table", async () => {
    const user = userEvent.setup();
    answer({ savedOrder: { _id: 'o2', orderNumber: '1002', trackingToken: 'tt' } });
    dineInSession('b1').getState().setSplit({
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 1000,
      remainingAmountFils: 0,
      amountFils: 1000,
      already: false,
    });
    renderDineIn(<Page />, {
      entries: [checkout, options('PAY_LATER', 'Dine First, Pay Later')],
      table: aTableWithOrder(),
    });
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay at the counter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card machine' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Credit Card' })).toBeNull();
    const place = screen.getByRole('button', { name: 'Dine First, Pay Later' });
    expect(place).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(dineInSession('b1').getState().split).toBeNull();
    await user.click(place);
    await waitFor(() => expect(placeBodies()).toHaveLength(1));
    expect(placeBodies()[0]).toMatchObject({
      orderType: { type: 'DINE_IN', EN: { name: 'DINE IN' } },
      dineInTableNumber: 5,
      tableToken: 'tok-5',
      paymentTiming: 'PAY_LATER',
      paymentType: 'PAY_LATER',
      selectedPaymentMethod: { EN: { name: 'Cash' } },
      isSplitted: false,
    });
    expect(placeBodies()[0]).not.toHaveProperty('payLaterOrders', [ORDER_ID]);
    // 002 §4.3 (0100 IS06, IS10): success with an orderNumber → the order-success page of that number, with the query; the cart is reset.
    await waitFor(() => expect(location()).toBe(`/dine-in/order/order-success/1002${TABLE_QUERY}`));
    expect(getBasket().lines).toEqual([]);
  });

  it('PAY_NOW lists the online options only: no pay-at-table choice, no card without a card gateway', async () => {
    answer(null);
    renderDineIn(<Page />, {
      entries: [checkout, options('PAY_NOW', 'Complete Payment Now')],
      table: aTableWithOrder(),
    });
    // The test brand has no card gateway: the card option is hidden (PAY-08), and no cash at the table.
    expect(
      await screen.findByText('No payment methods are currently available. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Payment Now' })).toBeDisabled();
  });

  it('a 409 tableBillChanged shows its message as a top notification and asks for the table again', async () => {
    const user = userEvent.setup();
    const text =
      "The table's bill has just changed: 36.00 AED remains to pay. Please check your share and try again.";
    answer(new ApiError(text, 409, undefined, undefined, 'tableBillChanged'));
    renderDineIn(<Page />, {
      entries: [checkout, options('PAY_LATER', 'Dine First, Pay Later')],
      table: aTableWithOrder(),
    });
    await user.click(screen.getByRole('radio', { name: 'Pay at the counter' }));
    await user.click(screen.getByRole('button', { name: 'Dine First, Pay Later' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(ROUTES.getTableLaterOrders, expect.anything(), expect.anything()),
    );
    expect(location()).toBe(`/dine-in/checkout/payment-options${TABLE_QUERY}`);
  });
});
