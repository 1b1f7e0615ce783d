import { MESSAGES, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentProviderCustomers,
  sandboxPaymentMethods,
  savedPaymentCards,
} from '../src/db/schema-payments.ts';
import {
  type CardWorld,
  cardCall,
  cardWorld,
  orderStatusOf,
  placeCardOrder,
  tokenise,
} from './support/card-orders.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const FRAMES = 'orders-checkout-payment/checkout/initiate-frames-payment-request';
const STRIPE_CARDS = 'orders-checkout-payment/stripe/get-customer-cards';
const USER_CARDS = 'user/get-user-payment-cards';
const REMOVE = 'user/remove-user-payment-card';

/**
 * Saved cards (issue 9; 001 §3.8, §4.7, §7.4; decision 0022): a new card paid with `saveCard` is
 * kept at the provider on the customer's provider customer and listed (card-elements and
 * card-frames shapes); a saved card pays again; it is removed (detached) by its owner only.
 */
describe.each(testDatabases())('saved cards on %s (001 §3.8, §7.4)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let frames: CardWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'card-elements');
    frames = await cardWorld(db(), 'card-frames');
  });
  afterAll(async () => t?.close());

  async function order(world: CardWorld, token = world.token) {
    const res = await placeCardOrder(t.app, world, token);
    expect(res.status).toBe(200);
    return res.body.data.payment as { orderId: string; amount: number };
  }
  const pay = (world: CardWorld, p: { orderId: string; amount: number }, over: Record<string, unknown>) => ({
    brandId: world.brand.id,
    orderId: p.orderId,
    amount: p.amount,
    storeId: world.store.id,
    paymentMethod: 'CARD',
    returnUrl: '/order/checkout',
    ...over,
  });

  it('PAY-03 (001 §7.4): no saved cards at first → empty lists', async () => {
    expect((await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.token)).body).toEqual({
      success: 1,
      data: { cards: [] },
    });
    expect((await cardCall(t.app, USER_CARDS, { brandId: w.brand.id }, w.token)).body.data).toEqual({
      paymentCards: [],
    });
  });

  it('PAY-13 save, list, charge with the stored card, delete (card-elements): saveCard keeps the card; both lists show it; isStoredCard pays with it; removing it detaches it and empties the list', async () => {
    const first = await order(w);
    const pm = (
      await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, { expMonth: 11, expYear: 2031 })
    ).body.id;
    const paid = await cardCall(
      t.app,
      INTENT,
      pay(w, first, { paymentMethodId: pm, saveCard: true }),
      w.token,
      'save-1',
    );
    expect(paid.body.data.gatewayData.isVerified).toBe(true);
    const stripe = await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.token);
    expect(stripe.body.data.cards).toEqual([
      {
        id: pm,
        card: { brand: 'visa', last4: '4242' },
        exp_month: 11,
        exp_year: 2031,
        paymentGateway: 'STRIPE',
      },
    ]);
    const user = await cardCall(t.app, USER_CARDS, { brandId: w.brand.id }, w.token);
    expect(user.body.data.paymentCards).toEqual([
      {
        _id: expect.any(String),
        cardType: 'visa',
        lastFourDigit: '4242',
        expMonth: 11,
        expYear: 2031,
        paymentGateway: 'STRIPE',
      },
    ]);
    const [customer] = await db()
      .select()
      .from(paymentProviderCustomers)
      .where(eq(paymentProviderCustomers.customerId, w.customer.id));
    expect(customer!.providerCustomerId).toMatch(/^cus_sbx_/);
    const [method] = await db().select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, pm));
    expect(method!.customer).toBe(customer!.providerCustomerId);
    // The other customer sees none of it and cannot use or remove it.
    expect(
      (await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.otherToken)).body.data.cards,
    ).toEqual([]);
    const theirs = await order(w, w.otherToken);
    expect(
      await cardCall(
        t.app,
        INTENT,
        pay(w, theirs, { isStoredCard: true, cardId: pm }),
        w.otherToken,
        'steal-1',
      ),
    ).toMatchObject({ status: 404, body: { message: MESSAGES.somethingIncorrect } });
    expect((await orderStatusOf(db(), theirs.orderId)).status).toBe('PENDING_PAYMENT');
    expect(await cardCall(t.app, REMOVE, { brandId: w.brand.id, cardId: pm }, w.otherToken)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.somethingIncorrect },
    });
    // Its owner pays with it by the provider's id and by Sufra's id.
    const second = await order(w);
    const again = await cardCall(
      t.app,
      INTENT,
      pay(w, second, { isStoredCard: true, cardId: pm }),
      w.token,
      'saved-1',
    );
    expect(again.body.data.gatewayData.isVerified).toBe(true);
    expect((await orderStatusOf(db(), second.orderId)).status).toBe('PENDING');
    const third = await order(w);
    const bySufraId = await cardCall(
      t.app,
      INTENT,
      pay(w, third, { isStoredCard: true, cardId: user.body.data.paymentCards[0]._id }),
      w.token,
      'saved-2',
    );
    expect(bySufraId.body.data.gatewayData.isVerified).toBe(true);
    // Removed: detached at the provider, gone from the lists, no longer chargeable.
    const removed = await cardCall(
      t.app,
      REMOVE,
      { brandId: w.brand.id, cardId: user.body.data.paymentCards[0]._id },
      w.token,
    );
    expect(removed.body).toEqual({ success: 1, data: { removed: true } });
    expect((await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.token)).body.data.cards).toEqual(
      [],
    );
    const [detached] = await db()
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, pm));
    expect(detached!.customer).toBeNull();
    const fourth = await order(w);
    expect(
      await cardCall(t.app, INTENT, pay(w, fourth, { isStoredCard: true, cardId: pm }), w.token, 'saved-3'),
    ).toMatchObject({ status: 404 });
    expect(await cardCall(t.app, REMOVE, { brandId: w.brand.id, cardId: pm }, w.token)).toMatchObject({
      status: 404,
    });
  });

  it('a card saved with a declined payment, or with 3-D Secure that fails, is not kept; with 3-D Secure completed it is', async () => {
    const declined = await order(w);
    const bad = (await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.declined)).body.id;
    expect(
      (
        await cardCall(
          t.app,
          INTENT,
          pay(w, declined, { paymentMethodId: bad, saveCard: true }),
          w.token,
          'save-d',
        )
      ).status,
    ).toBe(402);
    const challenged = await order(w);
    const tds = (await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.threeDSecure)).body.id;
    const res = await cardCall(
      t.app,
      INTENT,
      pay(w, challenged, { paymentMethodId: tds, saveCard: true }),
      w.token,
      'save-3ds',
    );
    expect((await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.token)).body.data.cards).toEqual(
      [],
    );
    await t.app.inject({
      method: 'POST',
      url: res.body.data.gatewayData.data.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    const verify = await cardCall(
      t.app,
      'orders-checkout-payment/stripe/verify-payment-intent',
      { brandId: w.brand.id, paymentIntentId: res.body.data.gatewayData.data.id },
      w.token,
    );
    expect(verify.body.data.gatewayData.isVerified).toBe(true);
    const cards = (await cardCall(t.app, STRIPE_CARDS, { brandId: w.brand.id }, w.token)).body.data.cards;
    expect(cards.map((c: { id: string }) => c.id)).toEqual([tds]);
  });

  it('PAY-15 card-frames: a token saved with saveCard is listed by user/get-user-payment-cards (gateway CHECKOUT) and pays again with storeCardId', async () => {
    const first = await order(frames);
    const tok = (await tokenise(t.app, frames.brand.id, SANDBOX_TEST_CARDS.success)).body.id;
    const body = (p: { orderId: string; amount: number }, over: Record<string, unknown>) => ({
      brandId: frames.brand.id,
      orderId: p.orderId,
      currency: 'AED',
      amount: p.amount,
      storeId: frames.store.id,
      language: 'ar',
      successUrl: '/store/checkout',
      failureUrl: '/store/checkout',
      ...over,
    });
    const paid = await cardCall(
      t.app,
      FRAMES,
      body(first, { token: tok, saveCard: true }),
      frames.token,
      'cf-save-1',
    );
    expect(paid.body.data.gatewayData.three_d_secure_redirection_required).toBe(false);
    const list = await cardCall(t.app, USER_CARDS, { brandId: frames.brand.id }, frames.token);
    expect(list.body.data.paymentCards).toMatchObject([
      { lastFourDigit: '4242', paymentGateway: 'CHECKOUT' },
    ]);
    const second = await order(frames);
    const again = await cardCall(
      t.app,
      FRAMES,
      body(second, { isStoredCard: true, storeCardId: list.body.data.paymentCards[0]._id }),
      frames.token,
      'cf-save-2',
    );
    expect(again.body.data.gatewayData.three_d_secure_redirection_required).toBe(false);
    expect(
      (
        await cardCall(
          t.app,
          `orders-checkout-payment/checkout/verify-payment-request/${again.body.data.gatewayData.axiosResData.framesResponse.id}`,
          { brandId: frames.brand.id },
          frames.token,
        )
      ).body.data.gatewayData.isVerified,
    ).toBe(true);
    const rows = await db()
      .select()
      .from(savedPaymentCards)
      .where(eq(savedPaymentCards.brandId, frames.brand.id));
    expect(rows).toHaveLength(1);
    // Another brand's customer token cannot read this brand's cards (tenancy): 401.
    expect((await cardCall(t.app, USER_CARDS, { brandId: frames.brand.id }, w.token)).status).toBe(401);
  });
});
