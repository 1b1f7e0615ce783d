import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, paymentLinks, payments } from '../src/db/schema-payments.ts';
import { createPaymentLink, PaymentLinkError } from '../src/modules/payment-links/link-service.ts';
import { dispatchOutbox } from '../src/modules/payments/outbox.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import { createBrand } from './support/factory.ts';
import { sandboxTokens } from './support/sandbox-cards.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const STRIPE = {
  name: 'STRIPE',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' },
};
const CHECKOUT = {
  name: 'CHECKOUT',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { mode: 'sandbox' },
};

const INFO = 'payment-links/get-payment-link-info-by-cart-id';
const PAY = 'payment-links/stripe/create-payment-intent';
const VERIFY = 'payment-links/stripe/verify-payment-intent';
const FRAMES = 'payment-links/checkout/initiate-payment-request';
const FRAMES_VERIFY = 'payment-links/checkout/verify-payment-request';

let keyN = 0;
const key = () => ({ 'idempotency-key': `link-test-${Date.now()}-${++keyN}` });

describe.each(testDatabases())('payment links on %s (001 §2.12, §4.15, §5.5, §7.9)', (kind) => {
  let t: TestApp;
  let brand: Awaited<ReturnType<typeof createBrand>>;
  let other: Awaited<ReturnType<typeof createBrand>>;
  let cards: Awaited<ReturnType<typeof sandboxTokens>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    brand = await createBrand(t.database.db, {
      activeIntegrations: [STRIPE, CHECKOUT],
      settingsOverrides: { brandLogoFirst: 'https://cdn.example/logo.png' },
    });
    other = await createBrand(t.database.db, { activeIntegrations: [STRIPE] });
    cards = await sandboxTokens(t.database.db, brand.id);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const newLink = (over: Partial<Parameters<typeof createPaymentLink>[1]> = {}) =>
    createPaymentLink(db(), {
      brand: brand.temporaryDomainName,
      amountAed: 125.5,
      purposeOfPayment: 'Catering deposit',
      message: 'Thank you!',
      ...over,
    });
  const returnUrl = (cartId: string) => `/${brand.temporaryDomainName}/payment-link/${cartId}`;
  const payBody = (cartId: string, paymentMethodId: string) => ({
    brandId: brand.id,
    cartId,
    paymentMethodId,
    returnUrl: returnUrl(cartId),
  });
  const linkRow = async (cartId: string) =>
    (await db().select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
  const linkPayments = async (linkId: string) =>
    db().select().from(payments).where(eq(payments.paymentLinkId, linkId));

  it('creates a link NOT_VERIFIED with a 12-character cart id of the unambiguous alphabet; refuses bad input (nothing written)', async () => {
    const link = await newLink();
    expect(link.cartId).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    expect(link).toMatchObject({ amountFils: 12_550, paymentGateway: 'STRIPE' });
    expect(link.path).toBe(`/${brand.temporaryDomainName}/payment-link/${link.cartId}`);
    expect((await linkRow(link.cartId)).paymentStatus).toBe('NOT_VERIFIED');
    await expect(newLink({ amountAed: 2 })).rejects.toThrow(PaymentLinkError);
    await expect(newLink({ amountAed: 10.005 })).rejects.toThrow(/at most 2 decimals/);
    await expect(newLink({ brand: 'no-such-brand' })).rejects.toThrow(/No brand/);
    await expect(newLink({ gateway: 'HOSTED_PAGE' })).rejects.toThrow(MESSAGES.invalidPaymentGateway);
    await expect(newLink({ purposeOfPayment: '  ' })).rejects.toThrow(/--purpose/);
    const burger = await createBrand(db(), { activeIntegrations: [] });
    await expect(newLink({ brand: burger.temporaryDomainName })).rejects.toThrow(
      MESSAGES.paymentLinkGatewayNotEnabled,
    );
    expect((await createPaymentLink(db(), { ...baseInput(), gateway: 'checkout' })).paymentGateway).toBe(
      'CHECKOUT',
    );
  });
  const baseInput = () => ({ brand: brand.temporaryDomainName, amountAed: 30, purposeOfPayment: 'Deposit' });

  it('LINK-01/§3.14: link info is public and minimal — amount AED, unix dates, purpose, message, gateway, status, brand name (EN/AR) and logo', async () => {
    const link = await newLink();
    const res = await post(t.app, INFO, { cartId: link.cartId, brandId: brand.id });
    expect(res.status).toBe(200);
    const created = Math.floor((await linkRow(link.cartId)).createdAt.getTime() / 1000);
    expect(res.body.data).toEqual({
      cartId: link.cartId,
      amount: 125.5,
      linkCreationDate: created,
      updatedAt: created,
      purposeOfPayment: 'Catering deposit',
      message: 'Thank you!',
      paymentGateway: 'STRIPE',
      paymentStatus: 'NOT_VERIFIED',
      brand: { name: brand.brandName, logo: 'https://cdn.example/logo.png' },
    });
    const ar = await post(t.app, INFO, { cartId: link.cartId, brandId: brand.id, language: 'AR' });
    expect(ar.body.data.brand.name).toBe(brand.brandNameAr);
  });

  it("LINK-01: an unknown cartId, another brand's cartId and an unknown brand all answer 404 'Invalid cart Id' (EN/AR)", async () => {
    const link = await newLink();
    const unknown = await post(t.app, INFO, { cartId: 'ZZZZZZZZZZZZ', brandId: brand.id });
    const otherBrand = await post(t.app, INFO, { cartId: link.cartId, brandId: other.id });
    const noBrand = await post(t.app, INFO, {
      cartId: link.cartId,
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    for (const res of [unknown, otherBrand, noBrand])
      expect(res).toMatchObject({ status: 404, body: { success: 0, message: 'Invalid cart Id' } });
    const ar = await post(t.app, INFO, { cartId: link.cartId, brandId: other.id, language: 'AR' });
    expect(ar.body.message).toBe(MESSAGES_AR.invalidCartId);
    // The pay calls answer the same for another brand's cart, and charge nothing.
    const pay = await post(t.app, PAY, { ...payBody(link.cartId, cards.success), brandId: other.id }, key());
    expect(pay).toMatchObject({
      status: 404,
      body: { message: 'brandId or cartId is not valid, please try again' },
    });
    expect(await linkPayments((await linkRow(link.cartId)).id)).toHaveLength(0);
  });

  it("LINK-02: a link whose gateway is no longer enabled answers 'The payment link gateway is not enabled, please contact the store'", async () => {
    const b = await createBrand(db(), { activeIntegrations: [STRIPE] });
    const link = await createPaymentLink(db(), { ...baseInput(), brand: b.temporaryDomainName });
    const { brands } = await import('../src/db/schema.ts');
    // Card-elements without a publishable key does not count (001 §5.5).
    await db()
      .update(brands)
      .set({ activeIntegrations: [{ ...STRIPE, metaData: { mode: 'sandbox' } }] })
      .where(eq(brands.id, b.id));
    const info = await post(t.app, INFO, { cartId: link.cartId, brandId: b.id });
    expect(info).toMatchObject({ status: 400, body: { message: MESSAGES.paymentLinkGatewayNotEnabled } });
    const tokens = await sandboxTokens(db(), b.id);
    const pay = await post(
      t.app,
      PAY,
      {
        brandId: b.id,
        cartId: link.cartId,
        paymentMethodId: tokens.success,
        returnUrl: `/x/payment-link/${link.cartId}`,
      },
      key(),
    );
    expect(pay).toMatchObject({ status: 400, body: { message: MESSAGES.paymentLinkGatewayNotEnabled } });
    const ar = await post(t.app, INFO, { cartId: link.cartId, brandId: b.id, language: 'AR' });
    expect(ar.body.message).toBe(MESSAGES_AR.paymentLinkGatewayNotEnabled);
  });

  it('LINK-08/LINK-04: pay with 4242 → the link reads VERIFIED at once, one payments row (order null, link set, SUCCEEDED)', async () => {
    const link = await newLink();
    const res = await post(t.app, PAY, payBody(link.cartId, cards.success), key());
    expect(res.status).toBe(200);
    expect(res.body.data.gatewayData).toMatchObject({
      isVerified: true,
      fetchedLink: { transactionDetail: { status: 'SUCCEEDED', redirectLink: null } },
    });
    const rows = await linkPayments(link.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: null,
      paymentLinkId: link.id,
      status: 'SUCCEEDED',
      amountFils: 12_550,
    });
    const row = await linkRow(link.cartId);
    expect(row.paymentStatus).toBe('VERIFIED');
    expect(row.paidAt).not.toBeNull();
    const info = await post(t.app, INFO, { cartId: link.cartId, brandId: brand.id });
    expect(info.body.data).toMatchObject({
      paymentStatus: 'VERIFIED',
      updatedAt: Math.floor(row.paidAt!.getTime() / 1000),
    });
    // The verify call afterwards changes nothing and answers verified.
    const verify = await post(t.app, VERIFY, {
      brandId: brand.id,
      cartId: link.cartId,
      paymentIntentId: res.body.data.gatewayData.fetchedLink.transactionDetail.id,
    });
    expect(verify).toMatchObject({ status: 200, body: { data: { gatewayData: { isVerified: true } } } });
  });

  it('a VERIFIED link refuses a second payment (409, nothing charged)', async () => {
    const link = await newLink();
    expect((await post(t.app, PAY, payBody(link.cartId, cards.success), key())).status).toBe(200);
    const again = await post(t.app, PAY, payBody(link.cartId, cards.success), key());
    expect(again).toMatchObject({
      status: 409,
      body: { success: 0, message: MESSAGES.paymentLinkAlreadyPaid },
    });
    const ar = await post(t.app, PAY, { ...payBody(link.cartId, cards.success), language: 'AR' }, key());
    expect(ar.body.message).toBe(MESSAGES_AR.paymentLinkAlreadyPaid);
    expect(await linkPayments(link.id)).toHaveLength(1);
  });

  it("a declined card answers 402 'Bank declined payment, please try again' (EN/AR); the link stays NOT_VERIFIED and can be paid again", async () => {
    const link = await newLink();
    const res = await post(t.app, PAY, payBody(link.cartId, cards.declined), key());
    expect(res).toMatchObject({ status: 402, body: { success: 0, message: MESSAGES.bankDeclined } });
    const arTokens = await sandboxTokens(db(), brand.id);
    const ar = await post(t.app, PAY, { ...payBody(link.cartId, arTokens.declined), language: 'AR' }, key());
    expect(ar).toMatchObject({ status: 402, body: { message: MESSAGES_AR.bankDeclined } });
    expect((await linkRow(link.cartId)).paymentStatus).toBe('NOT_VERIFIED');
    expect((await linkPayments(link.id)).map((p) => p.status)).toEqual(['FAILED', 'FAILED']);
    expect((await post(t.app, PAY, payBody(link.cartId, cards.success), key())).status).toBe(200);
    expect((await linkRow(link.cartId)).paymentStatus).toBe('VERIFIED');
  });

  it('LINK-06: 3-D Secure — redirectLink, the challenge returns to the link page with payment_intent, verify applies it once', async () => {
    const link = await newLink();
    const res = await post(t.app, PAY, payBody(link.cartId, cards.threeDSecure), key());
    expect(res.status).toBe(200);
    const detail = res.body.data.gatewayData.fetchedLink.transactionDetail;
    expect(res.body.data.gatewayData.isVerified).toBe(false);
    expect(detail).toMatchObject({ status: 'REQUIRES_ACTION' });
    expect(detail.redirectLink).toMatch(/^\/api\/v1\/payments\/sandbox\/3ds\/pi_sbx_/);
    expect((await linkRow(link.cartId)).paymentStatus).toBe('NOT_VERIFIED');
    // Verifying before the challenge is completed: not verified yet.
    const early = await post(t.app, VERIFY, {
      brandId: brand.id,
      cartId: link.cartId,
      paymentIntentId: detail.id,
    });
    expect(early.body.data.gatewayData.isVerified).toBe(false);
    const done = await t.app.inject({
      method: 'POST',
      url: detail.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location), 'http://x');
    expect(back.pathname).toBe(returnUrl(link.cartId));
    expect(back.searchParams.get('payment_intent')).toBe(detail.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const verify = () =>
      post(t.app, VERIFY, { brandId: brand.id, cartId: link.cartId, paymentIntentId: detail.id });
    const [first, second] = [await verify(), await verify()];
    expect(first.body.data.gatewayData.isVerified).toBe(true);
    expect(second.body.data.gatewayData.isVerified).toBe(true);
    expect((await linkRow(link.cartId)).paymentStatus).toBe('VERIFIED');
    const [rows] = await linkPayments(link.id).then((r) => [r]);
    expect(rows!.map((p) => p.status)).toEqual(['SUCCEEDED']);
    // The webhook that follows finds it applied: no second effect, no refund.
    await dispatchOutbox(db(), paymentOutboxHandlers(t.app, { db: db(), now: () => new Date() }));
    const [refunds] = await db()
      .select({ n: count() })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, 'payment.refund_required'), eq(outboxEvents.brandId, brand.id)));
    expect(Number(refunds!.n)).toBe(0);
  });

  it('3-D Secure failed: verify answers 402 bankDeclined and the link stays NOT_VERIFIED', async () => {
    const link = await newLink();
    const tokens = await sandboxTokens(db(), brand.id);
    const res = await post(t.app, PAY, payBody(link.cartId, tokens.threeDSecure), key());
    const detail = res.body.data.gatewayData.fetchedLink.transactionDetail;
    await t.app.inject({
      method: 'POST',
      url: detail.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    const verify = await post(t.app, VERIFY, {
      brandId: brand.id,
      cartId: link.cartId,
      paymentIntentId: detail.id,
    });
    expect(verify).toMatchObject({ status: 402, body: { message: MESSAGES.bankDeclined } });
    expect((await linkRow(link.cartId)).paymentStatus).toBe('NOT_VERIFIED');
  });

  it('the webhook alone (the customer closed the page after the challenge) sets the link VERIFIED', async () => {
    const link = await newLink();
    const tokens = await sandboxTokens(db(), brand.id);
    const res = await post(t.app, PAY, payBody(link.cartId, tokens.threeDSecure), key());
    const detail = res.body.data.gatewayData.fetchedLink.transactionDetail;
    await t.app.inject({
      method: 'POST',
      url: detail.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect((await linkRow(link.cartId)).paymentStatus).toBe('NOT_VERIFIED');
    await dispatchOutbox(db(), paymentOutboxHandlers(t.app, { db: db(), now: () => new Date() }));
    expect((await linkRow(link.cartId)).paymentStatus).toBe('VERIFIED');
  });

  it('verify refuses a payment of another link (404), and answers 404 for another brand', async () => {
    const a = await newLink();
    const b = await newLink();
    const tokens = await sandboxTokens(db(), brand.id);
    const res = await post(t.app, PAY, payBody(a.cartId, tokens.threeDSecure), key());
    const id = res.body.data.gatewayData.fetchedLink.transactionDetail.id;
    const wrongLink = await post(t.app, VERIFY, { brandId: brand.id, cartId: b.cartId, paymentIntentId: id });
    expect(wrongLink).toMatchObject({ status: 404, body: { message: MESSAGES.invalidPaymentIntent } });
    const wrongBrand = await post(t.app, VERIFY, {
      brandId: other.id,
      cartId: a.cartId,
      paymentIntentId: id,
    });
    expect(wrongBrand).toMatchObject({ status: 404, body: { message: MESSAGES.invalidBrandOrCartId } });
  });

  it('an idempotent retry replays the answer without a second charge; the key with another card → 409', async () => {
    const link = await newLink();
    const headers = key();
    const first = await post(t.app, PAY, payBody(link.cartId, cards.success), headers);
    const retry = await post(t.app, PAY, payBody(link.cartId, cards.success), headers);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await linkPayments(link.id)).toHaveLength(1);
    const reused = await post(t.app, PAY, payBody(link.cartId, cards.declined), headers);
    expect(reused).toMatchObject({ status: 409, body: { message: MESSAGES.requestReused } });
    // A declined answer is replayed too.
    const link2 = await newLink();
    const h2 = key();
    const d1 = await post(t.app, PAY, payBody(link2.cartId, cards.declined), h2);
    const d2 = await post(t.app, PAY, payBody(link2.cartId, cards.declined), h2);
    expect([d1.status, d2.status]).toEqual([402, 402]);
    expect(await linkPayments(link2.id)).toHaveLength(1);
  });

  it('concurrent pays with one Idempotency-Key charge once', async () => {
    const link = await newLink();
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, PAY, payBody(link.cartId, cards.success), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.gatewayData.fetchedLink.transactionDetail.id)).size).toBe(
      1,
    );
    expect(await linkPayments(link.id)).toHaveLength(1);
  });

  it('two payments with different keys racing on one link: one verifies it, the other is refunded automatically (409)', async () => {
    const link = await newLink();
    const tokens = await sandboxTokens(db(), brand.id);
    const a = await post(t.app, PAY, payBody(link.cartId, tokens.threeDSecure), key());
    const idA = a.body.data.gatewayData.fetchedLink.transactionDetail.id;
    // The second pays at once; then the first completes its challenge: the link is paid already.
    expect((await post(t.app, PAY, payBody(link.cartId, tokens.success), key())).status).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: a.body.data.gatewayData.fetchedLink.transactionDetail.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    await post(t.app, VERIFY, { brandId: brand.id, cartId: link.cartId, paymentIntentId: idA });
    const handlers = paymentOutboxHandlers(t.app, { db: db(), now: () => new Date() });
    await dispatchOutbox(db(), handlers);
    await dispatchOutbox(db(), handlers);
    const rows = await linkPayments(link.id);
    expect(rows.map((p) => p.status).sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    expect((await linkRow(link.cartId)).paymentStatus).toBe('VERIFIED');
  });

  it('requires an Idempotency-Key, a return path of the link page, and the card kind of the link gateway', async () => {
    const link = await newLink();
    const noKey = await post(t.app, PAY, payBody(link.cartId, cards.success));
    expect(noKey).toMatchObject({ status: 400, body: { message: MESSAGES.idempotencyKeyRequired } });
    const offsite = await post(
      t.app,
      PAY,
      { ...payBody(link.cartId, cards.success), returnUrl: '//evil.example/x' },
      key(),
    );
    expect(offsite).toMatchObject({ status: 400, body: { message: MESSAGES.invalidPaymentIntent } });
    const frames = await post(
      t.app,
      FRAMES,
      {
        token: cards.success,
        cartId: link.cartId,
        brandId: brand.id,
        successUrl: `${returnUrl(link.cartId)}/?paymentStatus=success`,
        failureUrl: `${returnUrl(link.cartId)}/?paymentStatus=failure`,
      },
      key(),
    );
    expect(frames).toMatchObject({ status: 400, body: { message: MESSAGES.invalidPaymentGateway } });
    expect(await linkPayments(link.id)).toHaveLength(0);
  });

  it('LINK-07: card-frames link — initiate with a token; 3-D Secure → redirect, then verify with the payment id', async () => {
    const link = await newLink({ gateway: 'CHECKOUT' });
    const tokens = await sandboxTokens(db(), brand.id);
    const body = (token: string) => ({
      token,
      cartId: link.cartId,
      brandId: brand.id,
      DomainType: 'TEMPORARAY_DOMAIN',
      domainName: brand.temporaryDomainName,
      successUrl: `${returnUrl(link.cartId)}/?paymentStatus=success`,
      failureUrl: `${returnUrl(link.cartId)}/?paymentStatus=failure`,
    });
    const res = await post(t.app, FRAMES, body(tokens.threeDSecure), key());
    expect(res.status).toBe(200);
    expect(res.body.data.gatewayData).toMatchObject({
      three_d_secure_redirection_required: true,
      isVerified: false,
    });
    const detail = res.body.data.gatewayData.fetchedLink.transactionDetail;
    expect(detail.redirectLink).toMatch(/\/3ds\//);
    const done = await t.app.inject({
      method: 'POST',
      url: detail.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(String(done.headers.location)).toContain(`/payment-link/${link.cartId}/`);
    const verify = await post(t.app, FRAMES_VERIFY, {
      cartId: link.cartId,
      paymentId: detail.id,
      brandId: brand.id,
    });
    expect(verify.body.data.gatewayData).toMatchObject({
      isVerified: true,
      fetchedLink: { transactionDetail: { id: detail.id } },
    });
    expect((await linkRow(link.cartId)).paymentStatus).toBe('VERIFIED');

    const direct = await newLink({ gateway: 'CHECKOUT' });
    const res2 = await post(
      t.app,
      FRAMES,
      {
        ...body(tokens.success),
        cartId: direct.cartId,
        successUrl: `${returnUrl(direct.cartId)}/?paymentStatus=success`,
        failureUrl: `${returnUrl(direct.cartId)}/?paymentStatus=failure`,
      },
      key(),
    );
    expect(res2.body.data.gatewayData).toMatchObject({
      three_d_secure_redirection_required: false,
      isVerified: true,
    });
    expect((await linkRow(direct.cartId)).paymentStatus).toBe('VERIFIED');
  });
});
