import type { Store } from '@sufra/contract';
import { preOrderSlots } from '@sufra/pricing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../brand-state/init-brand-state.ts';
import { getOrderSettings } from '../order-settings/order-settings-state.ts';
import { aBrand, aStore } from '../testing/fixtures.ts';
import { loadTexts, renderInApp } from '../testing/render-in-app.tsx';
import { NotificationHost } from '../ui/notifications.tsx';
import { OrderTimingCard } from './order-timing-card.tsx';
import { RushHourBanner } from './rush-hour-banner.tsx';
import { useOrderTiming } from './use-order-timing.ts';

/** A Dubai wall-clock time (UTC+4). 2026-11-24 is a Tuesday. */
const dubai = (local: string) => new Date(`${local}:00+04:00`);
const DINNER = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['17:00', '23:30']]]),
) as Record<string, Array<[string, string]>>;
const SETTINGS = { daysAhead: 2, slotMinutes: 30, leadMinutes: 30 };
/** Tests that open the timing sheet: it and the dialog load as chunks, over the 5 s default in a full parallel run. */
const SLOW = 15_000;

/** The dinner-hours store of the demo (17:00–23:30) with pickup pre-orders, as answered at the (fake) current time. */
function dinnerStore(overrides: Partial<Store> = {}): Store {
  const now = Math.floor(Date.now() / 1000);
  const hour = dubai('2026-11-24T17:00').getTime() / 1000;
  return aStore({
    isOpened: now >= hour,
    openingHours: DINNER,
    isPreOrderEnabledForPickup: true,
    preOrderSettingsForPickup: SETTINGS,
    availablePreOrderSlotsForPickup: preOrderSlots(DINNER, SETTINGS, now),
    ...overrides,
  });
}

function Harness({ store, variant }: { store: Store; variant: 'card' | 'notice' }) {
  return <OrderTimingCard view={useOrderTiming(store)} variant={variant} />;
}

function renderCard(store: Store, variant: 'card' | 'notice' = 'card') {
  return renderInApp(
    <>
      <Harness store={store} variant={variant} />
      <NotificationHost />
    </>,
    { brand: aBrand(), path: '/store/checkout' },
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(dubai('2026-11-24T10:00'));
  localStorage.clear();
  sessionStorage.clear();
  initBrandState('b1');
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});
afterEach(() => vi.useRealTimers());

describe('the order time and the timing sheet (000 §2.10, §4.4; 001 §2.8)', () => {
  it(
    'a closed store taking pre-orders: the first slot is set (TIMING-01) and shown on the time card (TIMING-14)',
    async () => {
      renderCard(dinnerStore());
      expect(await screen.findByText('Today, 5:00 PM - 5:30 PM')).toBeInTheDocument();
      expect(screen.getByText('Pickup Time')).toBeInTheDocument();
      expect(getOrderSettings().timing).toEqual({
        type: 'PREORDER',
        preOrderSlot: { day: '2026-11-24', time: '17:00 - 17:30', slotIndex: 0 },
      });
    },
    SLOW,
  );

  it(
    'the sheet: ASAP only while open, Later with days and times; a day takes its first slot; Confirm keeps the choice',
    async () => {
      const user = userEvent.setup();
      renderCard(dinnerStore());
      await user.click(await screen.findByRole('button', { name: 'Change: Pickup Time' }));
      const sheet = await screen.findByRole('dialog', { name: 'Pickup Timing' }, { timeout: 5000 });
      expect(within(sheet).getByText('Schedule when you want to pickup the order')).toBeInTheDocument();
      expect(within(sheet).getByRole('radio', { name: /ASAP/ })).toBeDisabled();
      expect(within(sheet).getByText('Store is closed')).toBeInTheDocument();
      expect(within(sheet).getByRole('radio', { name: 'Later (Future orders)' })).toBeChecked();
      expect(within(sheet).getByRole('radio', { name: 'Today' })).toBeChecked();
      await user.click(within(sheet).getByRole('radio', { name: 'Wednesday, 25 Nov 2026' }));
      expect(within(sheet).getByRole('radio', { name: /^5:00.PM - 5:30.PM$/ })).toBeChecked();
      await user.click(within(sheet).getByRole('radio', { name: /^7:30.PM - 8:00.PM$/ }));
      await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
      expect(getOrderSettings().timing).toEqual({
        type: 'PREORDER',
        preOrderSlot: { day: '2026-11-25', time: '19:30 - 20:00', slotIndex: 5 },
      });
      expect(await screen.findByText('Wednesday, 25 Nov 2026, 7:30 PM - 8:00 PM')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "TIMING-05: a slot that passes while the sheet is open is refused with 'Please select a slot'",
    async () => {
      const user = userEvent.setup();
      vi.setSystemTime(dubai('2026-11-24T16:20'));
      renderCard(dinnerStore());
      await user.click(await screen.findByRole('button', { name: 'Change: Pickup Time' }));
      const sheet = await screen.findByRole('dialog', { name: 'Pickup Timing' }, { timeout: 5000 });
      // 16:31: the 17:00 slot is now nearer than the 30 minutes' lead.
      vi.setSystemTime(dubai('2026-11-24T16:31'));
      await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
      expect(within(sheet).getByRole('alert')).toHaveTextContent('Please select a slot');
    },
    SLOW,
  );

  it('TIMING-06: a closed store without slots: no timing, Confirm disabled, No Slots Available', async () => {
    const { store } = { store: dinnerStore({ isPreOrderEnabledForPickup: false }) };
    renderCard(store);
    expect(
      await screen.findByText('The store is currently closed, please try again soon'),
    ).toBeInTheDocument();
    // Nothing to choose: no 'Change'.
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    expect(getOrderSettings().timing).toBeNull();
  });

  it('an open store without pre-orders: ASAP, nothing to change, and no notice on the menu', async () => {
    vi.setSystemTime(dubai('2026-11-24T18:00'));
    const { container } = renderCard(dinnerStore({ isPreOrderEnabledForPickup: false }), 'notice');
    await act(() => Promise.resolve());
    expect(getOrderSettings().timing).toEqual({ type: 'ASAP', preOrderSlot: null });
    expect(container.querySelector('.timing-card')).toBeNull();
  });

  it("TIMING-13 on the menu: 'You are ordering for {day}, {time}', in English and Arabic", async () => {
    renderCard(dinnerStore(), 'notice');
    expect(await screen.findByText('You are ordering for Today, 5:00 PM - 5:30 PM')).toBeInTheDocument();
    await act(() => loadTexts('ar'));
    expect(await screen.findByText('موعد طلبك: اليوم، 5:00 م - 5:30 م')).toBeInTheDocument();
  });

  it('a chosen slot that has passed since is replaced by the default, with a notice', async () => {
    getOrderSettings().setTiming({
      type: 'PREORDER',
      preOrderSlot: { day: '2026-11-23', time: '20:00 - 20:30', slotIndex: 6 },
    });
    renderCard(dinnerStore());
    expect(
      await screen.findByText('This pre-order time has passed. Please choose a later time'),
    ).toBeInTheDocument();
    expect(getOrderSettings().timing?.preOrderSlot).toEqual({
      day: '2026-11-24',
      time: '17:00 - 17:30',
      slotIndex: 0,
    });
  });
});

describe('the rush-hour banner (000 §2.9, §4.11)', () => {
  // 0100 IS18, IS44: the rush-hour windows are read on the Asia/Dubai clock.
  it('shows inside a window (Asia/Dubai), hides when dismissed, and shows again in the next window', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(dubai('2026-11-24T12:30')); // Tuesday 12–14
    const first = renderInApp(<RushHourBanner />, { brand: aBrand() });
    const text = "It's taking longer than usual to deliver due to high demand";
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(text)).toBeNull();
    first.unmount();
    // Dismissed until 14:00 for this session; the evening window shows it again.
    renderInApp(<RushHourBanner />, { brand: aBrand() }).unmount();
    vi.setSystemTime(dubai('2026-11-24T19:00'));
    renderInApp(<RushHourBanner />, { brand: aBrand() });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('is off outside the windows', () => {
    vi.setSystemTime(dubai('2026-11-24T16:00'));
    const { container } = renderInApp(<RushHourBanner />, { brand: aBrand() });
    expect(container.querySelector('.rush-banner')).toBeNull();
  });
});
