import type { Discount } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aDiscount, aLoyaltyPolicy, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as Checkout } from './checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** The brand-based checkout of one AED 25 burger (5 % VAT), signed in, with the brand's `discounts` and a wallet of AED 30. */
function renderCheckout(discounts: Discount[] = []) {
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  getBasket().addLine(aBasketLine());
  return renderInApp(<Checkout />, {
    brand: aBrand({ catalogueType: 'BRAND_BASED_CATALOGUE' }),
    path: '/order/checkout',
    data: [
      [['pickup-stores', 'b1'], { stores: [aStore()] }],
      [['discounts', 'b1', 's1', 'PICKUP', 'u1'], { discount: discounts }],
      [['loyalty-policy', 'b1'], aLoyaltyPolicy()],
      [['wallet', 'b1', 'token'], { balance: 30, lifetimeSpending: 0 }],
    ],
  });
}
const summary = () => screen.getByRole('region', { name: 'Price summary' });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  getSession().signOut();
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('checkout tip (000 §2.18, TIP-01…-04)', () => {
  it("presets 7 %, 10 % ('Most Common') and 15 % of the Basket Total with their amounts; 'No tip' removes it", async () => {
    const user = userEvent.setup();
    renderCheckout();
    const ten = await screen.findByRole('radio', { name: /^10% Most Common/ }, { timeout: 5000 });
    expect(screen.getByRole('radio', { name: /^7%/ })).toHaveAccessibleName('7% AED 1.75');
    expect(screen.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await user.click(ten);
    expect(getBasket().selectedTip).toEqual({ type: 'default', value: 0.1 });
    expect(summary()).toHaveTextContent(
      /Value Added Tax \(5%\)\s*AED 1\.25\s*Tip\s*AED 2\.50\s*Total\s*AED 28\.75/,
    );
    await user.click(screen.getByRole('radio', { name: 'No tip' }));
    expect(summary()).not.toHaveTextContent('Tip');
  });

  it('a custom tip is at least 1 AED with 2 decimals; a bad value is refused in the UI language; empty changes nothing', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Custom Tip' }, { timeout: 5000 }));
    const amount = screen.getByLabelText('Custom tip amount (AED)');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getBasket().selectedTip).toBeNull();
    await user.type(amount, '0.5');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a tip of at least 1 AED');
    await user.clear(amount);
    await user.type(amount, '3.456');
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    await waitFor(() => expect(getBasket().selectedTip).toEqual({ type: 'custom', value: 3.46 }));
    expect(summary()).toHaveTextContent(/Tip\s*AED 3\.46/);
  });

  it('TOT-23 in Arabic: Arabic-Indic digits become Latin; the refusal is in Arabic', async () => {
    const user = userEvent.setup();
    await loadTexts('ar');
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'إكرامية مخصصة' }, { timeout: 5000 }));
    const amount = screen.getByLabelText('مبلغ الإكرامية المخصصة (AED)');
    await user.type(amount, 'أ');
    await user.click(screen.getByRole('button', { name: 'أضف الإكرامية' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'يرجى إدخال إكرامية لا تقل عن \u20681 AED\u2069', // the amount isolated (FSI … PDI)
    );
    await user.clear(amount);
    await user.type(amount, '١٢٫٥');
    expect(amount).toHaveValue('12.5');
    await user.click(screen.getByRole('button', { name: 'أضف الإكرامية' }));
    await waitFor(() => expect(getBasket().selectedTip).toEqual({ type: 'custom', value: 12.5 }));
    expect(screen.getByRole('region', { name: 'ملخص السعر' })).toHaveTextContent(/الإكرامية\s*12\.50 AED/);
  });
});

describe('checkout discount code and order payload (000 §2.16, 001 §7.3)', () => {
  it("the brand checkout's box reads 'Get discount code'; the discount code modal applies a code, then the box shows it with 'Remove'", async () => {
    const user = userEvent.setup();
    const save10 = aDiscount();
    callApi.mockResolvedValue({
      discount: save10,
      discountAmount: 2.5,
      isCapped: false,
      note: null,
      eligibleItems: [],
    });
    renderCheckout([save10]);
    await user.click(await screen.findByRole('button', { name: 'Get discount code' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add discount code' }, { timeout: 5000 });
    const field = within(dialog).getByLabelText('Discount code *');
    expect(field).toHaveAttribute('placeholder', 'Enter your code here');
    expect(within(dialog).getByRole('button', { name: 'Apply save10' })).toBeEnabled();
    await user.type(field, 'Save10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove save10' })).toHaveTextContent('Remove');
    expect(summary()).toHaveTextContent(/Original Basket Total\s*AED 25\.00\s*Discount\s*−AED 2\.50/);
  });

  it('DISC-23, TIP-07, TOT-21: the order sends itemsTotalPrice before discounts, the Total, the tip and the coupon; the wallet is fetched again after', async () => {
    const user = userEvent.setup();
    const save10 = aDiscount({ _id: '5f1c9a1e-0000-4000-8000-000000000001' });
    getBasket().addLine(aBasketLine({ quantity: 1 }));
    getBasket().setCoupon({ discountId: save10._id, code: 'save10', enteredByHand: true, discount: save10 });
    getBasket().setTip({ type: 'default', value: 0.15 });
    callApi.mockResolvedValue({ savedOrder: { _id: 'o1', orderNumber: 'B-1001', trackingToken: 't' } });
    const { queryClient } = renderCheckout([save10]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // Two burgers: 50.00 − 5.00 = 45.00; VAT 2.25; tip 15 % of 45.00 = 6.75; Total 54.00.
    expect(summary()).toHaveTextContent(/Total\s*AED 54\.00/);
    await user.click(screen.getByRole('button', { name: 'Select Payment Method' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(ROUTES.placeOrderV2, expect.anything(), expect.anything()),
    );
    const payload = callApi.mock.calls.find(([route]) => route === ROUTES.placeOrderV2)?.[1];
    expect(payload).toMatchObject({
      itemsTotalPrice: 50,
      totalOrderPrice: 54,
      tipAmount: 6.75,
      selectedTip: { type: 'default', value: 0.15 },
      discountApplied: {
        discountAmountAvailedByCustomer: 5,
        discountValue: 10,
        discountId: save10._id,
        discountCode: 'save10',
        discountType: 'percentage',
      },
    });
    expect(payload).not.toHaveProperty('loyaltyApplied');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] }));
    expect(getBasket()).toMatchObject({ lines: [], coupon: null, selectedTip: null });
  });

  it('LOY-07: with loyalty credits applied the order sends loyaltyApplied (redeem and cashback) and no discount', async () => {
    const user = userEvent.setup();
    getBasket().setLoyaltyApplied(true);
    callApi.mockResolvedValue({ savedOrder: { _id: 'o1', orderNumber: 'B-1002', trackingToken: 't' } });
    renderCheckout();
    expect(
      await screen.findByRole('switch', { name: 'Use loyalty credits' }, { timeout: 5000 }),
    ).toBeChecked();
    // Redeem min(AED 10, 20 % of AED 25, AED 30) = AED 5; cashback 5 % of AED 20 = AED 1.
    expect(summary()).toHaveTextContent(/Loyalty Points\s*−AED 5\.00\s*Basket Total\s*AED 20\.00/);
    await user.click(screen.getByRole('button', { name: 'Select Payment Method' }));
    await user.click(await screen.findByRole('radio', { name: 'Cash' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(callApi).toHaveBeenCalled());
    const payload = callApi.mock.calls[0]?.[1];
    expect(payload).toMatchObject({
      loyaltyApplied: { redeemAmount: 5, cashBackAmount: 1 },
      totalOrderPrice: 21,
    });
    expect(payload).not.toHaveProperty('discountApplied');
  });
});
