import type { Discount, LoyaltyPolicy } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aDiscount, aLoyaltyPolicy, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as BasketPage } from './basket-page.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** The outlet basket with one AED 25 burger, the brand's `discounts`, its loyalty `policy` and, signed in, a wallet of `balance` AED. */
function renderBasket({
  discounts = [],
  policy = null,
  balance = null,
}: {
  discounts?: Discount[];
  policy?: LoyaltyPolicy | null;
  balance?: number | null;
} = {}) {
  if (balance !== null)
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
  const userId = balance !== null ? 'u1' : null;
  return renderInApp(<BasketPage />, {
    brand: aBrand(),
    path: '/store/basket',
    data: [
      [['pickup-stores', 'b1'], { stores: [aStore()] }],
      [['discounts', 'b1', 's1', 'PICKUP', userId], { discount: discounts }],
      [['loyalty-policy', 'b1'], policy ?? { ...aLoyaltyPolicy(), isLoyaltyActive: false }],
      ...(balance !== null ? [[['wallet', 'b1', 'token'], { balance, lifetimeSpending: 0 }] as const] : []),
    ],
  });
}
const summary = () => screen.getByRole('region', { name: 'Price summary' });
const openVouchers = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Apply Voucher' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Apply Voucher' }, { timeout: 5000 });
};

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  getSession().signOut();
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  getBasket().addLine(aBasketLine());
  await loadTexts('en');
});

describe('basket promotions (000 §2.14–§2.17, §4.8)', () => {
  it('TOT-02, DISC-02: an automatic item discount shows the discounted line price with the original struck through, and a Discount line', () => {
    renderBasket({
      discounts: [
        aDiscount({
          _id: 'd-auto',
          discountApplication: 'automatic',
          isApplicableOnAllItems: false,
          discountAppliedOnSpecificItems: [{ itemId: 'burger' }],
          discountAmount: 20,
        }),
      ],
    });
    const line = screen.getByText('Classic Burger').closest('li') as HTMLElement;
    expect(line.querySelector('s')).toHaveTextContent('AED 25.00');
    expect(within(line).getByText('AED 20.00')).toBeInTheDocument();
    expect(summary()).toHaveTextContent(
      /Original Basket Total\s*AED 25\.00\s*Discount\s*−AED 5\.00\s*Basket Total\s*AED 20\.00/,
    );
  });

  it('000 §4.8, DISC-05: a code typed by hand is trimmed, lower-cased and asked of the server; after 300 ms it is applied and the modal closes', async () => {
    const user = userEvent.setup();
    const save10 = aDiscount();
    callApi.mockResolvedValue({
      discount: save10,
      discountAmount: 2.5,
      isCapped: false,
      note: null,
      eligibleItems: [],
    });
    renderBasket({ balance: 0 });
    const dialog = await openVouchers(user);
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Voucher code'), '  SAVE10 ');
    await user.click(apply);
    expect(callApi).toHaveBeenCalledWith(
      ROUTES.validateDiscountV2,
      expect.objectContaining({
        brandId: 'b1',
        storeId: 's1',
        serviceType: 'PICKUP',
        discountCode: 'save10',
        cart: [{ itemId: 'burger', categoryId: 'c1', quantity: 1, price: 25, options: [] }],
      }),
      { token: 'token', language: 'EN' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getBasket().coupon).toMatchObject({ code: 'save10', enteredByHand: true });
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(summary()).toHaveTextContent(/Discount\s*−AED 2\.50/);
    await user.click(screen.getByRole('button', { name: 'Remove save10' }));
    expect(getBasket().coupon).toBeNull();
    expect(summary()).not.toHaveTextContent('Discount');
  });

  it("000 §2.16, DISC-09: a refusal shows the server's message in the 'Note:' banner; 'View applicable items' lists the eligible items as links", async () => {
    const user = userEvent.setup();
    const message =
      'Sorry, this discount applies only to specific items. Click the button  to see which items are eligible.';
    callApi.mockRejectedValue(
      new ApiError(message, 400, undefined, {
        eligibleItems: [{ itemId: 'fries', categoryId: 'c2', title: { en: 'Fries', ar: 'بطاطس' }, price: 9 }],
      }),
    );
    renderBasket({ balance: 0 });
    const dialog = await openVouchers(user);
    await user.type(within(dialog).getByLabelText('Voucher code'), 'fries50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const note = await within(dialog).findByRole('alert');
    expect(note).toHaveTextContent(`Note: ${message.replace(/\s+/g, ' ')}`);
    await user.click(within(dialog).getByRole('button', { name: 'View applicable items' }));
    expect(within(dialog).getByRole('link', { name: 'Fries' })).toHaveAttribute(
      'href',
      '/store/item/fries/c2',
    );
    expect(getBasket().coupon).toBeNull();
    // Typing again clears the note.
    await user.type(within(dialog).getByLabelText('Voucher code'), 'x');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("000 §2.16, DISC-19: voucher cards read 'Enjoy X% off your order' / 'Get {amount} off your order'; below the minimum a card is disabled with 'Minimum order value not met'", async () => {
    const user = userEvent.setup();
    renderBasket({
      discounts: [
        aDiscount({ perCustomerUse: 2, minOrderValue: 20 }),
        aDiscount({
          _id: 'd-fixed',
          discountCode: 'get15',
          discountType: 'fixed',
          discountAmount: 15,
          minOrderValue: 60,
        }),
      ],
    });
    const dialog = await openVouchers(user);
    const cards = within(dialog).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Enjoy 10% off your order');
    expect(cards[0]).toHaveTextContent('Applicable 2 time(s) per user');
    expect(cards[0]).toHaveTextContent('Min. Spend AED 20.00');
    expect(within(cards[0]!).getByRole('button', { name: 'Apply save10' })).toBeEnabled();
    expect(cards[1]).toHaveTextContent('Get AED 15.00 off your order');
    expect(cards[1]).toHaveTextContent('Minimum order value not met');
    expect(within(cards[1]!).getByRole('button', { name: 'Apply get15' })).toBeDisabled();
  });

  it("000 §2.16: 'No vouchers found' when there are none; a guest who applies is sent to sign in", async () => {
    const user = userEvent.setup();
    renderBasket();
    const dialog = await openVouchers(user);
    expect(within(dialog).getByText('No vouchers found')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Voucher code'), 'save10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/auth/login'));
    expect(callApi).not.toHaveBeenCalled();
  });

  it('LOY-04: the loyalty toggle shows only when loyalty is active and the signed-in wallet holds more than 0', async () => {
    const { unmount } = renderBasket({ policy: aLoyaltyPolicy(), balance: 0 });
    await screen.findByRole('button', { name: 'Apply Voucher' }, { timeout: 5000 });
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    getSession().signOut();
    const guest = renderBasket({ policy: aLoyaltyPolicy() });
    await screen.findByRole('button', { name: 'Apply Voucher' }, { timeout: 5000 });
    expect(screen.queryByRole('switch')).toBeNull();
    guest.unmount();
    renderBasket({ policy: aLoyaltyPolicy(), balance: 30 });
    const toggle = await screen.findByRole('switch', { name: 'Use loyalty credits' }, { timeout: 5000 });
    // LOY-01: min(AED 10, 20 % of AED 25, AED 30) = AED 5.
    expect(toggle).toHaveAccessibleDescription(/Redeem AED 5\.00 on this order · Balance AED 30\.00/);
  });

  it("DISC-14: loyalty with a coupon applied asks 'Use loyalty credits' first; Yes swaps the coupon for the credits", async () => {
    const user = userEvent.setup();
    // DISC-03: an automatic coupon for all items is set by itself.
    renderBasket({
      discounts: [
        aDiscount({
          _id: 'd-auto',
          discountCode: 'auto5',
          discountApplication: 'automatic',
          discountAmount: 5,
        }),
      ],
      policy: aLoyaltyPolicy(),
      balance: 30,
    });
    expect(await screen.findByText('Applied automatically', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Use loyalty credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use loyalty credits' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      'To use loyalty points, the discount code will be removed. Do you want to continue',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('switch', { name: 'Use loyalty credits' })).toBeChecked();
    expect(summary()).toHaveTextContent(/Loyalty Points\s*−AED 5\.00/);
    expect(summary()).not.toHaveTextContent('Discount');
    expect(screen.queryByText('Applied automatically')).toBeNull();
  });

  it("DISC-14: a coupon while loyalty credits are applied asks 'Use discount code' first; No keeps the credits", async () => {
    const user = userEvent.setup();
    getBasket().setLoyaltyApplied(true);
    renderBasket({ discounts: [aDiscount()], policy: aLoyaltyPolicy(), balance: 30 });
    const vouchers = await openVouchers(user);
    await user.click(within(vouchers).getByRole('button', { name: 'Apply save10' }));
    const confirm = await screen.findByRole('dialog', { name: 'Use discount code' }, { timeout: 5000 });
    expect(confirm).toHaveTextContent(
      'To use discount code, the loyalty points will be removed. Do you want to continue',
    );
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(callApi).not.toHaveBeenCalled();
    expect(getBasket().loyaltyApplied).toBe(true);
  });

  it('in Arabic: the voucher box, the Note banner and the summary in Arabic, the amount before AED', async () => {
    const user = userEvent.setup();
    await loadTexts('ar');
    callApi.mockRejectedValue(new ApiError('عذرًا، لم نجد أي قسيمة بالرمز المُدخل', 400));
    renderBasket({ balance: 0 });
    expect(screen.getByRole('region', { name: 'ملخص السعر' })).toHaveTextContent(/إجمالي السلة\s*25\.00 AED/);
    await user.click(await screen.findByRole('button', { name: 'تطبيق قسيمة' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'تطبيق قسيمة' }, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText('رمز القسيمة'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'تطبيق' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ملاحظة: عذرًا، لم نجد أي قسيمة بالرمز المُدخل',
    );
    expect(callApi.mock.calls[0]?.[2]).toEqual({ token: 'token', language: 'AR' });
  });
});
