import { ROUTES } from '@sufra/contract/routes';
import { preOrderSlots } from '@sufra/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as Checkout } from './checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** A Dubai wall-clock time (UTC+4). 2026-11-24 is a Tuesday. */
const dubai = (local: string) => new Date(`${local}:00+04:00`);
const DINNER = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['17:00', '23:30']]]),
) as Record<string, Array<[string, string]>>;
const SETTINGS = { daysAhead: 3, slotMinutes: 30, leadMinutes: 30 };
/** Tests that open the timing sheet: it and the dialog load as chunks, over the 5 s default in a full parallel run. */
const SLOW = 15_000;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(dubai('2026-11-24T10:00'));
  localStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});
afterEach(() => vi.useRealTimers());

describe('checkout of a pre-order (001 §2.8, §4.9, §7.3; TIMING-11, -14, -16)', () => {
  it(
    'a closed store taking pickup pre-orders: the time card shows the slot, Change picks another, and the order goes as a pre-order',
    async () => {
      const user = userEvent.setup();
      const store = aStore({
        isOpened: false,
        openingHours: DINNER,
        isPreOrderEnabledForPickup: true,
        preOrderSettingsForPickup: SETTINGS,
        availablePreOrderSlotsForPickup: preOrderSlots(DINNER, SETTINGS, Date.now() / 1000),
      });
      getSession().signIn('token', {
        userId: 'u1',
        brandId: 'b1',
        phoneNumber: '+971501234567',
        name: 'Sara',
        email: null,
      });
      getBasket().addLine(aBasketLine());
      callApi.mockResolvedValue({ savedOrder: { _id: 'o1', orderNumber: 'A-1001', trackingToken: 't' } });
      renderInApp(<Checkout />, {
        brand: aBrand(),
        path: '/store/checkout',
        data: [[['pickup-stores', 'b1'], { stores: [store] }]],
      });
      expect(await screen.findByText('Today, 5:00 PM - 5:30 PM')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Change: Pickup Time' }));
      const sheet = await screen.findByRole('dialog', { name: 'Pickup Timing' }, { timeout: 5000 });
      await user.click(within(sheet).getByRole('radio', { name: 'Thursday, 26 Nov 2026' }));
      await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Thursday, 26 Nov 2026, 5:00 PM - 5:30 PM')).toBeInTheDocument();
      // The store is closed, but a pre-order is placed directly (TIMING-11): no closed-store message.
      await user.click(screen.getByRole('button', { name: 'Select Payment Method' }));
      await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 5000 }));
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() =>
        expect(callApi).toHaveBeenCalledWith(ROUTES.placeOrderV2, expect.anything(), expect.anything()),
      );
      expect(callApi.mock.calls.find(([route]) => route === ROUTES.placeOrderV2)?.[1]).toMatchObject({
        timingType: 'PREORDER',
        isPreOrder: true,
        preOrderDay: '2026-11-26',
        preOrderSlot: '17:00 - 17:30',
        pickupTiming: { asap: false, time: '2026-11-26 17:00 - 17:30' },
      });
      // PAY-24: the timing is cleared with the basket after the order.
      await waitFor(() => expect(getOrderSettings().timing).toBeNull());
    },
    SLOW,
  );
});
