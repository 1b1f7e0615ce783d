import type { Discount, LoyaltyPolicy, Store } from '@sufra/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../../shared/session/session-state.ts';
import { aBrand, aDiscount, aLoyaltyPolicy, aStore } from '../../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../../shared/testing/render-in-app.tsx';
import { NotificationHost } from '../../../../shared/ui/notifications.tsx';
import { MenuPromotions } from './menu-promotions.tsx';

const now = () => Math.floor(Date.now() / 1000);

/** The menu home's promotions for `discounts`, the loyalty `policy` and a wallet of `balance` AED (signed in when given). */
function renderPromotions({
  discounts = [],
  policy = null,
  balance = null,
  store = aStore(),
  delivers = false,
  banner,
  name = 'Sara',
}: {
  discounts?: Discount[];
  policy?: LoyaltyPolicy | null;
  balance?: number | null;
  store?: Store;
  delivers?: boolean;
  banner?: Record<string, unknown>;
  /** The signed-in customer's name (null: signed in, profile not done). */
  name?: string | null;
} = {}) {
  if (balance !== null)
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name,
      email: null,
    });
  const brand = aBrand();
  Object.assign(brand.setting, { isDeliveryEnabled: delivers, promotionalBannerConfig: banner });
  return renderInApp(
    <>
      <MenuPromotions store={store} />
      <NotificationHost />
    </>,
    {
      brand,
      path: '/store/store-detail',
      data: [
        [['discounts', 'b1', 's1', 'PICKUP', balance !== null ? 'u1' : null], { discount: discounts }],
        [['loyalty-policy', 'b1'], policy ?? { ...aLoyaltyPolicy(), isLoyaltyActive: false }],
        ...(balance !== null ? [[['wallet', 'b1', 'token'], { balance, lifetimeSpending: 0 }] as const] : []),
      ],
    },
  );
}
const offers = (name = 'Offers') => screen.getByRole('region', { name });
const card = (text: string | RegExp, region = 'Offers') =>
  within(offers(region)).getByText(text).closest('li') as HTMLElement;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  initBrandState('b1');
  getSession().signOut();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('coupon strip (000 §2.16, DISC-15…-18)', () => {
  it("cards read '{n}% off' / '{AED} off', 'Up to {max} AED' when capped, 'all Items' / 'Selected Items', the uses line only for 1–10", () => {
    renderPromotions({
      discounts: [
        aDiscount({ maximumDiscountValue: 15, perCustomerUse: 3 }),
        aDiscount({
          _id: 'd2',
          discountCode: 'get5',
          discountType: 'fixed',
          discountAmount: 5,
          perCustomerUse: 12,
        }),
      ],
    });
    const save10 = card('save10');
    expect(save10).toHaveTextContent('10% off');
    expect(save10).toHaveTextContent('Up to 15.00 AED · all Items');
    expect(save10).toHaveTextContent('Applicable 3 time(s) per user');
    const get5 = card('get5');
    expect(get5).toHaveTextContent('AED 5.00 off');
    expect(get5).not.toHaveTextContent('Up to');
    expect(get5).not.toHaveTextContent('per user');
  });

  it("DISC-17: an item-specific coupon shows its code struck through, copy disabled, and 'This coupon is automatically applied to all eligible items'", () => {
    renderPromotions({
      discounts: [
        aDiscount({
          discountCode: 'burger20',
          discountApplication: 'automatic',
          isApplicableOnAllItems: false,
          discountAppliedOnSpecificItems: [{ itemId: 'burger' }],
        }),
      ],
    });
    const burger = card('burger20');
    expect(within(burger).getByText('burger20').tagName).toBe('S');
    expect(within(burger).getByRole('button', { name: 'Copy Code burger20' })).toBeDisabled();
    expect(burger).toHaveTextContent('Selected Items');
    expect(burger).toHaveTextContent('This coupon is automatically applied to all eligible items');
  });

  it("'Copy Code' copies with navigator.clipboard and says 'The COUPON code has been successfully copied.'; the card opens the coupon info sheet", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPromotions({ discounts: [aDiscount({ minOrderValue: 30 })] });
    await user.click(screen.getByRole('button', { name: 'Copy Code save10' }));
    expect(writeText).toHaveBeenCalledWith('save10');
    expect(await screen.findByText('The COUPON code has been successfully copied.')).toBeInTheDocument();

    await user.click(within(card('save10')).getByRole('button', { name: /10% off/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Coupon details' }, { timeout: 5000 });
    expect(within(sheet).getByRole('button', { name: 'Copy code' })).toBeEnabled();
    expect(sheet).toHaveTextContent('Min. Spend AED 30.00');
    expect(sheet).toHaveTextContent('Put items in your cart, then apply the coupon code at checkout page');
  });
});

describe('loyalty card and popup (000 §2.17, LOY-05, LOY-06)', () => {
  it("reads 'Get back {cashback} as loyalty credits', 'Redeem your credits get up to {percentage} off…', 'Limited to maximum {amount} per order'; a guest's popup has Login", async () => {
    const user = userEvent.setup();
    renderPromotions({ policy: aLoyaltyPolicy() });
    const loyalty = card('Loyalty Credit');
    expect(loyalty).toHaveTextContent('Get back 5% as loyalty credits');
    expect(loyalty).toHaveTextContent('Redeem your credits get up to 20% off on your next order');
    expect(loyalty).toHaveTextContent('Limited to maximum AED 10.00 per order');
    expect(loyalty).not.toHaveTextContent('You have in your wallet');
    await user.click(within(loyalty).getByRole('button'));
    const popup = await screen.findByRole('dialog', { name: 'Loyalty program' }, { timeout: 5000 });
    expect(popup).toHaveTextContent('How it works');
    await user.click(within(popup).getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/login');
  });

  it("a signed-in customer with credits sees 'You have in your wallet' and the balance; in Arabic the amount stands before AED", async () => {
    await loadTexts('ar');
    renderPromotions({ policy: aLoyaltyPolicy(), balance: 30 });
    const loyalty = card('رصيد الولاء', 'العروض');
    expect(loyalty).toHaveTextContent('لديك في محفظتك 30.00 AED');
    expect(loyalty).toHaveTextContent('بحد أقصى 10.00 AED لكل طلب');
  });
});

describe('welcome coupon and delivery banners (000 §4.9, §2.19)', () => {
  it('DISC-22: the welcome coupon shows once per session, the first welcome coupon for all items', async () => {
    const discounts = [
      aDiscount({
        _id: 'w1',
        discountCode: 'hello-items',
        isWelcome: true,
        isApplicableOnAllItems: false,
        discountAppliedOnSpecificItems: [{ itemId: 'x' }],
      }),
      aDiscount({ _id: 'w2', discountCode: 'hello15', isWelcome: true, discountAmount: 15 }),
    ];
    const first = renderPromotions({ discounts });
    const welcome = await screen.findByRole('dialog', { name: 'A welcome gift for you' }, { timeout: 5000 });
    expect(welcome).toHaveTextContent('hello15');
    expect(welcome).toHaveTextContent('15% off');
    first.unmount();
    renderPromotions({ discounts });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the welcome coupon waits for the 'Update your profile' modal of a customer signed in without a name (002 §2.13), then shows", async () => {
    const discounts = [aDiscount({ discountCode: 'hello15', isWelcome: true })];
    renderPromotions({ discounts, balance: 0, name: null });
    await screen.findByRole('region', { name: 'Offers' });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog', { name: 'A welcome gift for you' })).toBeNull();
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    expect(
      await screen.findByRole('dialog', { name: 'A welcome gift for you' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("000 §2.19: the brand's promotional banner covers the page while showBanner is on; Close hides it for the session, then the welcome coupon shows", async () => {
    const user = userEvent.setup();
    const banner = {
      showBanner: true,
      bannerType: 'image',
      bannerUrl: '/banner.jpg',
      bannerText: 'Ramadan nights',
      bannerDescriptions: 'Iftar boxes until 2 am',
    };
    const discounts = [aDiscount({ discountCode: 'hello15', isWelcome: true })];
    const first = renderPromotions({ discounts, banner });
    const overlay = await screen.findByRole('dialog', { name: 'Ramadan nights' }, { timeout: 5000 });
    expect(overlay).toHaveTextContent('Iftar boxes until 2 am');
    expect(within(overlay).getByRole('img', { name: 'Ramadan nights' })).toBeInTheDocument();
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('dialog', { name: 'A welcome gift for you' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderPromotions({ discounts, banner });
    await screen.findByRole('region', { name: 'Offers' });
    expect(screen.queryByRole('dialog', { name: 'Ramadan nights' })).toBeNull();
  });

  it("HAPPY-01, WAIVER-04: where the store delivers, 'Happy Hours: order within the next 2 hours…' and the free-delivery offer; a pickup-only store shows neither", () => {
    const waiver = {
      onOrderAmount: { isEnabled: true, amount: 50 },
      onDateRange: { isEnabled: true, startDateTime: now() - 60, endDateTime: now() + 150 * 60 },
    };
    const delivering = renderPromotions({
      store: aStore({ isDeliveryEnabled: true, deliveryChargesWaiverInfo: waiver }),
      delivers: true,
    });
    expect(offers()).toHaveTextContent('Happy Hours: order within the next 2 hours and get free delivery.');
    expect(offers()).toHaveTextContent(
      'Special offer: we are offering free delivery on orders over 50.00 AED',
    );
    delivering.unmount();
    renderPromotions({
      store: aStore({ isDeliveryEnabled: false, deliveryChargesWaiverInfo: waiver }),
      delivers: true,
    });
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
  });

  it("HAPPY-02: within 15 minutes after the happy hour, 'We regret to inform you that the happy hour free delivery offer has expired.'", () => {
    renderPromotions({
      store: aStore({
        isDeliveryEnabled: true,
        deliveryChargesWaiverInfo: {
          onOrderAmount: { isEnabled: false, amount: 0 },
          onDateRange: { isEnabled: true, startDateTime: now() - 3600, endDateTime: now() - 300 },
        },
      }),
      delivers: true,
    });
    expect(offers()).toHaveTextContent(
      'We regret to inform you that the happy hour free delivery offer has expired.',
    );
  });
});
