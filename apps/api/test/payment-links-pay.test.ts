import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../src/db/schema-payments.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import {
  FRAMES,
  FRAMES_VERIFY,
  INFO,
  key,
  linkPayBody,
  linkReturnUrl,
  linkRowOf,
  newLinkOf,
  PAY,
  type PaymentLinkWorld,
  paymentLinkWorld,
  paymentsOfLink,
  VERIFY,
} from './support/payment-links.ts';
import { sandboxTokens } from './support/sandbox-cards.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Paying a payment link (001 §4.15, §7.9; decision 0022): card-elements and card-frames, declines,
 * 3-D Secure, the webhook, other links and brands, Idempotency-Keys, concurrent pays and races.
 * Creating a link and its info are in payment-links.test.ts.
 */
describe.each(testDatabases())('payment links on %s (001 §2.12, §4.15, §5.5, §7.9)', (kind) => {
  let t: TestApp;
  let brand: PaymentLinkWorld['brand'];
  let other: PaymentLinkWorld['other'];
  let cards: PaymentLinkWorld['cards'];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ brand, other, cards } = await paymentLinkWorld(t));
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const newLink = (over: Parameters<typeof newLinkOf>[2] = {}) => newLinkOf(db(), brand, over);
  const returnUrl = (cartId: string) => linkReturnUrl(brand, cartId);
  const payBody = (cartId: string, paymentMethodId: string) => linkPayBody(brand, cartId, paymentMethodId);
  const linkRow = (cartId: string) => linkRowOf(db(), cartId);
  const linkPayments = (linkId: string) => paymentsOfLink(db(), linkId);

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
      body: { success: 0, code: 'paymentLinkAlreadyPaid', message: MESSAGES.paymentLinkAlreadyPaid },
    });
    const ar = await post(t.app, PAY, { ...payBody(link.cartId, cards.success), language: 'AR' }, key());
    expect(ar.body.message).toBe(MESSAGES_AR.paymentLinkAlreadyPaid);
    expect(await linkPayments(link.id)).toHaveLength(1);
  });

  it("a declined card answers 402 'Bank declined payment, please try again' (EN/AR); the link stays NOT_VERIFIED and can be paid again", async () => {
    const link = await newLink();
    const res = await post(t.app, PAY, payBody(link.cartId, cards.declined), key());
    expect(res).toMatchObject({
      status: 402,
      body: { success: 0, code: 'bankDeclined', message: MESSAGES.bankDeclined },
    });
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

  it("IS33: verify answers 'Invalid Payment Intent' for a payment of another link (404), and 'brandId or cartId is not valid, please try again' for another brand", async () => {
    const a = await newLink();
    const b = await newLink();
    const tokens = await sandboxTokens(db(), brand.id);
    const res = await post(t.app, PAY, payBody(a.cartId, tokens.threeDSecure), key());
    const id = res.body.data.gatewayData.fetchedLink.transactionDetail.id;
    const wrongLink = await post(t.app, VERIFY, { brandId: brand.id, cartId: b.cartId, paymentIntentId: id });
    expect(wrongLink).toMatchObject({ status: 404, body: { message: 'Invalid Payment Intent' } });
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

  it("requires an Idempotency-Key, a return path of the link page ('Invalid Payment Intent', IS33), and the card kind of the link gateway", async () => {
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
