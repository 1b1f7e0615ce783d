import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dineInSession } from '../../features/dine-in/lib/dine-in-session.ts';
import { anEmptyTable, aTableWithOrder, TABLE_QUERY } from '../../features/dine-in/lib/test-fixtures.ts';
import { aDineInStore, renderDineIn } from '../../features/dine-in/lib/test-render.tsx';
import { getBasket } from '../../shared/basket/basket-state.ts';
import { initBrandState } from '../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../shared/session/session-state.ts';
import { aBasketLine } from '../../shared/testing/fixtures.ts';
import { loadTexts } from '../../shared/testing/render-in-app.tsx';
import { Component as Checkout } from './dine-in-checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../shared/api/client.ts')>()),
  callApi,
}));

const at = `/dine-in/checkout${TABLE_QUERY}`;
const location = () => screen.getByTestId('location').textContent ?? '';
const summaryKeys = () =>
  [...screen.getByTestId('dine-in-summary').querySelectorAll('[data-key]')].map((e) =>
    e.getAttribute('data-key'),
  );

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  // Discounts, loyalty and wallet never answer: the basket is priced without them.
  callApi.mockReset().mockReturnValue(new Promise(() => {}));
  initBrandState('b1');
  getOrderSettings().setServiceType('DINE_IN');
  getBasket().clear();
  dineInSession('b1').getState().reset(true);
  await loadTexts('en');
});

describe("'Your Order' /dine-in/checkout (002 §2.6, §5)", () => {
  it("shows the Table Number, the summary in TOT-18 order and the payable TOT-09 total; 'Place Order' waits for a timing", async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine({ quantity: 2 }));
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder() });
    expect(screen.getByText('Table Number')).toBeInTheDocument();
    expect(summaryKeys()).toEqual([
      'basketTotal',
      'previousTotal',
      'previousAddedTax',
      'previousAddedTip',
      'valueAddedTax',
      'total',
    ]);
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place).toBeDisabled();
    // Both timings: the store allows PAY_LATER and the table is not split.
    expect(screen.getByRole('radio', { name: /Complete Payment Now/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Dine First, Pay Later/ }));
    expect(place).toBeEnabled();
    await user.click(place);
    expect(location()).toBe(`/dine-in/checkout/payment-options${TABLE_QUERY}`);
  });

  it('no PAY_LATER when the store does not allow it', () => {
    getBasket().addLine(aBasketLine());
    const store = aDineInStore();
    renderDineIn(<Checkout />, {
      entries: [at],
      table: anEmptyTable(),
      store: {
        ...store,
        dineInPaymentOptions: store.dineInPaymentOptions.filter((o) => o.paymentType !== 'PAY_LATER'),
      },
    });
    expect(screen.getByRole('radio', { name: /Complete Payment Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Dine First, Pay Later/ })).toBeNull();
  });

  it("a split forces PAY_NOW (SPLIT-14): My Share, Split Paid, Remaining Payment, the share as the payable, '{type} Split Applied'", () => {
    dineInSession('b1').getState().setSplit({
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 2000,
      remainingAmountFils: 1600,
      amountFils: 2000,
      already: false,
    });
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder() });
    expect(screen.queryByRole('radio', { name: /Dine First, Pay Later/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Complete Payment Now/ })).toBeChecked();
    expect(summaryKeys().slice(-3)).toEqual(['myShare', 'splitPaid', 'remainingPayment']);
    expect(screen.getByRole('button', { name: 'Custom Amount Split Applied' })).toBeInTheDocument();
    // An empty basket with previous orders and PAY_NOW: the guest only pays (002 §5).
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('002 §5: no Place Order with an empty basket and PAY_LATER chosen', async () => {
    const user = userEvent.setup();
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder() });
    await user.click(screen.getByRole('radio', { name: /Dine First, Pay Later/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull());
  });

  it("002 §2.6: the Split Bill modal opens by itself while the table's bill is split", async () => {
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder(10) });
    expect(await screen.findByRole('dialog', { name: 'Split Bill' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("002 §2.6: …but not over 'Update your profile' of a guest who has just signed in (no name yet); it opens once the name is saved", async () => {
    getSession().signIn('tok', { _id: 'u1', name: '', phoneNumber: '+971500000001' } as never);
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder(10) });
    expect(await screen.findByText('Table Number', { exact: false })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog', { name: 'Split Bill' })).toBeNull();
    getSession().setProfile({ name: 'Guest', email: null });
    expect(await screen.findByRole('dialog', { name: 'Split Bill' }, { timeout: 5000 })).toBeInTheDocument();
    getSession().signOut();
  });

  it("SPLIT-11: 'Split Bill' opens the modal (task D's) over the table's tab and the basket", async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine());
    renderDineIn(<Checkout />, { entries: [at], table: aTableWithOrder() });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Split Bill' }));
    expect(await screen.findByRole('dialog', { name: 'Split Bill' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
