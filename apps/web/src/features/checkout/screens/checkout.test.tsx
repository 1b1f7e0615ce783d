import { MESSAGES_AR, type Store } from '@sufra/contract';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { basketState, getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as Checkout } from './checkout.tsx';

const vehicleRequired = { vehicleInfoForPickup: { isActive: true, isRequired: true } };

/** Checkout of one burger at `store`, signed in as `phoneNumber` ('' leaves the user incomplete). */
function renderCheckout(store: Partial<Store> = {}, phoneNumber = '+971501234567') {
  getSession().signIn('token', { userId: 'u1', brandId: 'b1', phoneNumber, name: 'Sara', email: null });
  getBasket().addLine(aBasketLine());
  return renderInApp(<Checkout />, {
    brand: aBrand(),
    path: '/store/checkout',
    data: [[['pickup-stores', 'b1'], { stores: [aStore(store)] }]],
  });
}

/** Presses the step-1 button and answers the 'Message' dialog's text (null when none opened), then closes it. */
async function problemAfter(user: UserEvent, button: string, dialogTitle: string, close: string) {
  await user.click(screen.getByRole('button', { name: button }));
  // The dialog's code loads when it first opens (shared/ui/modal.tsx): wait for it, up to 1 s.
  const dialog = await screen
    .findByRole('dialog', { name: dialogTitle }, { timeout: 1000 })
    .catch(() => null);
  if (!dialog) return null;
  const text = dialog.querySelector('p')?.textContent ?? dialog.textContent;
  await user.click(within(dialog).getByRole('button', { name: close }));
  return text;
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('checkout validation (001 §5.1, §2.8)', () => {
  const en = (user: UserEvent) => problemAfter(user, 'Select Payment Method', 'Message', 'Close');

  it("001 §5.1: the first failing rule is told, in the spec's order: vehicle info (≥ 2 trimmed characters) before the order's data", async () => {
    const user = userEvent.setup();
    renderCheckout(vehicleRequired, '');
    expect(await en(user)).toBe('Please enter your vehicle information');
    await user.type(screen.getByLabelText('Add vehicle info'), ' A ');
    expect(await en(user)).toBe('Please enter your vehicle information');
    await user.type(screen.getByLabelText('Add vehicle info'), 'B');
    expect(await en(user)).toBe('Something was incorrect.');
    expect(screen.getByRole('heading', { name: 'Place Order' })).toBeInTheDocument();
  });

  it('000 §4.4, 001 §2.8: a closed store is told before any other rule', async () => {
    const user = userEvent.setup();
    renderCheckout({ ...vehicleRequired, isOpened: false });
    expect(await en(user)).toBe('The store is currently closed, please try again soon');
  });

  it("001 §5.1: a pre-order without a slot reads 'Please choose a time for pre order'", async () => {
    const user = userEvent.setup();
    getOrderSettings().setTiming({ type: 'PREORDER', preOrderSlot: null });
    renderCheckout();
    expect(await en(user)).toBe('Please choose a time for pre order');
  });

  it("001 §2.8, §5.1: a valid order goes to 'Payment Options', where 'Place Order' waits for a payment method", async () => {
    const user = userEvent.setup();
    renderCheckout(vehicleRequired);
    await user.type(screen.getByLabelText('Add vehicle info'), 'White Patrol');
    expect(await en(user)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Payment Options' })).toBeInTheDocument();
    expect(getBasket().vehicleInfo).toBe('White Patrol');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Cash' }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('001 §5.1 in Arabic: the same messages, in the same order, in Arabic', async () => {
    const user = userEvent.setup();
    await loadTexts('ar');
    const ar = () => problemAfter(user, 'اختر طريقة الدفع', 'رسالة', 'إغلاق');
    renderCheckout(vehicleRequired, '');
    expect(await ar()).toBe('يرجى إدخال معلومات سيارتك');
    await user.type(screen.getByLabelText('أضف معلومات السيارة'), 'AB');
    expect(await ar()).toBe('حدث خطأ ما.');
  });

  it("000 §5, issue 16 in Arabic: pricing's code with its values ('maxQuantityAllowed', 10, the item's Arabic name) is written in Arabic", async () => {
    const user = userEvent.setup();
    await loadTexts('ar');
    // 11 of the burger (a basket kept from before its limit was lowered): above its maximumOrderQuantity of 10.
    basketState.api().setState({ lines: [aBasketLine({ quantity: 11 })] });
    renderCheckout();
    expect(await problemAfter(user, 'اختر طريقة الدفع', 'رسالة', 'إغلاق')).toBe(
      MESSAGES_AR.maxQuantityAllowed(10, 'برجر كلاسيك'),
    );
  });

  it('001 §5.1 in Arabic: a closed store', async () => {
    const user = userEvent.setup();
    await loadTexts('ar');
    renderCheckout({ isOpened: false });
    expect(await problemAfter(user, 'اختر طريقة الدفع', 'رسالة', 'إغلاق')).toBe(
      'المتجر مغلق حاليًا، يرجى المحاولة قريبًا',
    );
  });
});
