import type { PaymentOption } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { getPaymentSelection } from '../payments/payment-selection.ts';
import { readPendingPayment, savePendingPayment } from '../payments/pending-payment.ts';
import { declined, fakeApi } from '../payments/test-api.ts';
import { Component as Checkout } from './checkout.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const CARD: PaymentOption = {
  _id: 'card',
  paymentType: 'CREDIT_CARD',
  serviceType: 'PICKUP',
  EN: { name: 'ONLINE PAYMENT (Credit/Debit Card)' },
  AR: { name: 'الدفع الإلكتروني (بطاقة ائتمان/خصم)' },
} as PaymentOption;
const CASH: PaymentOption = {
  _id: 'cash',
  paymentType: 'CASH',
  serviceType: 'PICKUP',
  EN: { name: 'Cash' },
  AR: { name: 'نقدًا' },
} as PaymentOption;

/** A brand with one card gateway (sandbox). */
function brandWith(name: string | null, meta: Record<string, unknown> = {}): ResolvedBrand {
  return {
    ...aBrand(),
    activeIntegrations: name
      ? [
          {
            name,
            category: 'PAYMENT_GATEWAY',
            isActive: true,
            metaData: { mode: 'sandbox', publishableKey: 'pk_sbx', ...meta },
          },
        ]
      : [],
  } as ResolvedBrand;
}

const VISA = {
  id: 'card_1',
  card: { brand: 'visa', last4: '4242' },
  exp_month: 12,
  exp_year: 2030,
  paymentGateway: 'STRIPE',
};
const MC = {
  id: 'card_2',
  card: { brand: 'mastercard', last4: '5555' },
  exp_month: 1,
  exp_year: 2031,
  paymentGateway: 'STRIPE',
};
const PLACED = {
  savedOrder: { _id: 'o1', orderNumber: 'A-1001', trackingToken: 'tt' },
  payment: { orderId: 'o1', amount: 26.25, expiresAt: 2_000_000_000 },
};

function renderCheckout(brand: ResolvedBrand, path = '/store/checkout') {
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  getBasket().addLine(aBasketLine());
  return renderInApp(<Checkout />, {
    brand,
    path,
    data: [[['pickup-stores', 'b1'], { stores: [aStore({ pickupPaymentOptions: [CASH, CARD] })] }]],
  });
}

/** The payment calls made (other screens' queries — discounts, loyalty — aside). */
const paymentCalls = () =>
  callApi.mock.calls
    .map(([route]) => (route as { path: string }).path)
    .filter((p) => /payment|Payment|card/.test(p));

async function toStep2(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Select Payment Method' }));
  await screen.findByRole('heading', { name: 'Payment Options' });
  await screen.findByRole('group', { name: 'Choose Payment Method' });
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  // Calls a test does not answer (discounts, loyalty) fail as the server would refuse them.
  callApi.mockImplementation(fakeApi({}).impl);
  initBrandState('b1');
  getBasket().clear();
  getPaymentSelection().reset();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('the payment options (001 §5.4; PAY-08)', () => {
  it('PAY-08: CREDIT_CARD is listed first with a gateway, hidden without one', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [] }) }).impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    expect(
      screen
        .getAllByRole('radio')
        .filter((r) => r.closest('.payment-option'))
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['ONLINE PAYMENT (Credit/Debit Card)', 'Cash']);
  });

  it('PAY-08: no card gateway → only Cash, nothing pre-selected (PAY-01)', async () => {
    const user = userEvent.setup();
    renderCheckout(brandWith(null));
    await toStep2(user);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Cash']);
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it("PAY-08, PAY-02: the hosted page's new card reads 'Pay with card' and is chosen at once (no saved cards)", async () => {
    const user = userEvent.setup();
    renderCheckout(brandWith('HOSTED_PAGE'));
    await toStep2(user);
    expect(await screen.findByRole('radio', { name: 'Pay with card' })).toBeChecked();
    expect(paymentCalls()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it("PAY-08: the hosted iframe's reads 'Add new card', not chosen until pressed", async () => {
    const user = userEvent.setup();
    renderCheckout(brandWith('HOSTED_IFRAME'));
    await toStep2(user);
    const newCard = await screen.findByRole('radio', { name: 'Add new card' });
    expect(newCard).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(newCard);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});

describe('auto-selection and saved cards (001 §4.7–§4.8; PAY-01…07)', () => {
  it('PAY-01/02/03: step 2 pre-selects CREDIT_CARD, fetches the saved cards, selects the first (brand, •••• last4, expiry)', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA, MC] }) });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    expect(screen.getByRole('radio', { name: 'ONLINE PAYMENT (Credit/Debit Card)' })).toBeChecked();
    const visa = await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    expect(visa).toBeChecked();
    expect(visa.closest('label')).toHaveTextContent('Expires \u206812/30\u2069');
    expect(screen.getByRole('radio', { name: /Mastercard •••• 5555/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Add new card' })).not.toBeChecked();
    expect(
      screen.getByText(
        'If you have chosen an online payment method, you can select an existing card or add a new one',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf(ROUTES.getStripeCustomerCards.path)).toEqual([
      expect.objectContaining({ brandId: 'b1' }),
    ]);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('PAY-03: no saved cards → the new card, with the card fields and "Save this card for next time" (checked)', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [] }) }).impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    expect(await screen.findByRole('radio', { name: 'Add new card' })).toBeChecked();
    expect(await screen.findByTitle('Card details')).toHaveAttribute(
      'src',
      '/api/v1/payments/sandbox/card-fields?brandId=b1&lang=en',
    );
    expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
  });

  it('PAY-06/07: choosing Cash resets the cards; back to step 1 and step 2 again resets and auto-selects afresh', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }) });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    await user.click(await screen.findByRole('radio', { name: /Mastercard|Visa/ }));
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(getPaymentSelection()).toMatchObject({ type: null, savedCards: [], selectedCard: null });
    expect(screen.queryByRole('radio', { name: /Visa/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await toStep2(user);
    expect(screen.getByRole('radio', { name: 'ONLINE PAYMENT (Credit/Debit Card)' })).toBeChecked();
    await screen.findByRole('radio', { name: /Visa/ });
    expect(api.bodiesOf(ROUTES.getStripeCustomerCards.path)).toHaveLength(2);
  });

  it('a saved card is deleted after the confirm; the last one gone → the new card', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }),
      [ROUTES.removeUserPaymentCard.path]: () => ({ removed: true }),
    });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 4242' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete card' });
    expect(confirm).toHaveTextContent('Remove the card ending in 4242 from your saved cards?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(api.bodiesOf(ROUTES.removeUserPaymentCard.path)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete card ending in 4242' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete card' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Visa/ })).toBeNull());
    expect(api.bodiesOf(ROUTES.removeUserPaymentCard.path)).toEqual([
      expect.objectContaining({ cardId: 'card_1' }),
    ]);
    expect(screen.getByRole('radio', { name: 'Add new card' })).toBeChecked();
  });
});

describe('placing a card order (001 §4.9–§4.10; decision 0022)', () => {
  it('PAY-13: a saved card — place-order, then the intent for the placed order → order success; the basket is cleared only then', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }),
      [ROUTES.placeOrderV2.path]: () => {
        expect(getBasket().lines).toHaveLength(1);
        return PLACED;
      },
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: true, data: { id: 'pi_1', status: 'succeeded' } },
      }),
    });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    await screen.findByRole('radio', { name: /Visa/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order/order-success/A-1001'));
    expect(api.bodiesOf(ROUTES.placeOrderV2.path)[0]).toMatchObject({ paymentType: 'CREDIT_CARD' });
    expect(api.bodiesOf(ROUTES.createPaymentIntentV2.path)[0]).toMatchObject({
      orderId: 'o1',
      amount: 26.25,
      isStoredCard: true,
      cardId: 'card_1',
      returnUrl: `${window.location.origin}/store/checkout`,
    });
    expect(getBasket().lines).toHaveLength(0);
  });

  it("a declined card: 'Bank declined payment, please try again', the basket kept, and the next attempt places a new order (new Idempotency-Key)", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }),
      [ROUTES.placeOrderV2.path]: () => PLACED,
      [ROUTES.createPaymentIntentV2.path]: declined,
    });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    await screen.findByRole('radio', { name: /Visa/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('Bank declined payment, please try again');
    expect(getBasket().lines).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Message' });
    const keys = api.calls
      .filter(([p]) => p === ROUTES.placeOrderV2.path)
      .map(([, , o]) => o.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a new card: tokenised in the sandbox frame first (postMessage), then the intent with its pm id and saveCard', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [] }),
      [ROUTES.placeOrderV2.path]: () => PLACED,
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: { isVerified: true, data: { id: 'pi_1' } },
      }),
    });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const target = frame.contentWindow!;
    vi.spyOn(target, 'postMessage').mockImplementation((message: unknown) => {
      expect(message).toEqual({ type: 'sufra-sandbox-card-submit' });
      const reply = {
        type: 'sufra-sandbox-card',
        paymentMethod: { id: 'pm_sbx_1', card: { brand: 'visa', last4: '4242' } },
      };
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', { data: reply, origin: window.location.origin, source: target }),
        ),
      );
    });
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order/order-success/A-1001'));
    expect(api.bodiesOf(ROUTES.createPaymentIntentV2.path)[0]).toMatchObject({
      isStoredCard: false,
      paymentMethodId: 'pm_sbx_1',
      saveCard: false,
    });
  });

  it("a card the sandbox refuses: 'Please enter valid card details' and no order is placed", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [] }) });
    callApi.mockImplementation(api.impl);
    renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    const frame = (await screen.findByTitle('Card details')) as HTMLIFrameElement;
    const target = frame.contentWindow!;
    vi.spyOn(target, 'postMessage').mockImplementation(() => {
      const reply = { type: 'sufra-sandbox-card-error', message: 'Your card number is incomplete.' };
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', { data: reply, origin: window.location.origin, source: target }),
        ),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent(
      'Please enter valid card details',
    );
    expect(api.bodiesOf(ROUTES.placeOrderV2.path)).toHaveLength(0);
  });

  it('3-D Secure: the browser goes to the challenge; back with payment_intent & redirect_status the intent is verified once → order success', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const api = fakeApi({
      [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }),
      [ROUTES.placeOrderV2.path]: () => PLACED,
      [ROUTES.createPaymentIntentV2.path]: () => ({
        gatewayData: {
          isVerified: false,
          data: { id: 'pi_3', status: 'requires_action', redirectUrl: '/api/v1/payments/sandbox/3ds/pi_3' },
        },
      }),
      [ROUTES.verifyPaymentIntent.path]: () => ({ gatewayData: { isVerified: true }, orderNumber: 'A-1001' }),
    });
    callApi.mockImplementation(api.impl);
    const first = renderCheckout(brandWith('STRIPE'));
    await toStep2(user);
    await screen.findByRole('radio', { name: /Visa/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/payments/sandbox/3ds/pi_3'));
    vi.unstubAllGlobals();
    expect(getBasket().lines).toHaveLength(1);
    expect(readPendingPayment()).toMatchObject({ orderNumber: 'A-1001' });
    first.unmount();
    getBasket().clear();
    renderCheckout(brandWith('STRIPE'), '/store/checkout?payment_intent=pi_3&redirect_status=succeeded');
    expect(screen.getByText('Verifying your payment…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order/order-success/A-1001'));
    expect(api.bodiesOf(ROUTES.verifyPaymentIntent.path)).toEqual([
      expect.objectContaining({ paymentIntentId: 'pi_3' }),
    ]);
    expect(getBasket().lines).toHaveLength(0);
  });

  it("hosted page: back with payment=failure → 'Payment failed or cancelled' on checkout, the basket kept", async () => {
    savePendingPayment({
      orderId: 'o1',
      orderNumber: 'A-1001',
      trackingToken: 'tt',
      kind: 'hosted-page',
      amount: 26.25,
      storeId: 's1',
      transactionInfo: { storeId: 's1', cartId: 'c1' },
    });
    renderCheckout(brandWith('HOSTED_PAGE'), '/store/checkout?payment=failure');
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent(
      'Payment failed or cancelled',
    );
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/store\/checkout$/);
    expect(getBasket().lines).toHaveLength(1);
    expect(paymentCalls()).toEqual([]);
  });

  it('hosted iframe: Place Order opens the payment window at tokenUrl; Cancel closes it and resets the type (001 §4.8)', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeApi({
        [ROUTES.placeOrderV2.path]: () => PLACED,
        [ROUTES.createIframePaymentOrder.path]: () => ({
          body: {
            paymentOrderNo: 'P1',
            merchantOrderNo: 'Ms1',
            interActionParams: { tokenUrl: '/sbx/wallet/P1' },
          },
        }),
      }).impl,
    );
    renderCheckout(brandWith('HOSTED_IFRAME'));
    await toStep2(user);
    await user.click(await screen.findByRole('radio', { name: 'Add new card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const modal = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(within(modal).getByTitle('Complete your payment')).toHaveAttribute('src', '/sbx/wallet/P1');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Add new card' })).not.toBeChecked();
    expect(getBasket().lines).toHaveLength(1);
  });

  it('PAY-20: closing the error modal while the hosted iframe’s new card is chosen resets the type', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeApi({
        [ROUTES.placeOrderV2.path]: () => PLACED,
        [ROUTES.createIframePaymentOrder.path]: () => ({}),
      }).impl,
    );
    renderCheckout(brandWith('HOSTED_IFRAME'));
    await toStep2(user);
    await user.click(await screen.findByRole('radio', { name: 'Add new card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent(
      'Sorry, Hosted Iframe is not available at the moment. Please try again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Add new card' })).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it("TOT-20: a total of 2 AED or less cannot be paid by card ('addMoreThanTwoAED')", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeApi({ [ROUTES.getStripeCustomerCards.path]: () => ({ cards: [VISA] }) }).impl,
    );
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    getBasket().addLine(aBasketLine({ basePriceFils: 150, unitPriceFils: 150 }));
    renderInApp(<Checkout />, {
      brand: brandWith('STRIPE'),
      path: '/store/checkout',
      data: [
        [['pickup-stores', 'b1'], { stores: [aStore({ pickupPaymentOptions: [CASH, CARD], taxRate: 0 })] }],
      ],
    });
    await toStep2(user);
    await screen.findByRole('radio', { name: /Visa/ });
    await act(() => user.click(screen.getByRole('button', { name: 'Place Order' })));
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent(
      'Card and wallet payments need a total of more than 2 AED',
    );
  });
});
