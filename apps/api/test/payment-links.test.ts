import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentLink, PaymentLinkError } from '../src/modules/payment-links/link-service.ts';
import { createBrand } from './support/factory.ts';
import {
  INFO,
  key,
  linkPayBody,
  linkRowOf,
  newLinkOf,
  PAY,
  type PaymentLinkWorld,
  paymentLinkWorld,
  paymentsOfLink,
  STRIPE,
} from './support/payment-links.ts';
import { sandboxTokens } from './support/sandbox-cards.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Payment links (001 §2.12, §4.15, §5.5, §7.9; decision 0022): creating a link, its public info,
 * and a link whose gateway is no longer enabled. Paying a link is in payment-links-pay.test.ts.
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
  const payBody = (cartId: string, paymentMethodId: string) => linkPayBody(brand, cartId, paymentMethodId);
  const linkRow = (cartId: string) => linkRowOf(db(), cartId);
  const linkPayments = (linkId: string) => paymentsOfLink(db(), linkId);

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

  // IS33 (decision 0100): 'Invalid cart Id' is the link-info call's answer (001 §5.5); the payment
  // calls answer 'brandId or cartId is not valid, please try again' (001 §8.4) for the same cases.
  it("LINK-01, IS33: an unknown cartId, another brand's cartId and an unknown brand all answer 404 'Invalid cart Id' (EN/AR); the pay calls 'brandId or cartId is not valid, please try again'", async () => {
    const link = await newLink();
    const unknown = await post(t.app, INFO, { cartId: 'ZZZZZZZZZZZZ', brandId: brand.id });
    const otherBrand = await post(t.app, INFO, { cartId: link.cartId, brandId: other.id });
    const noBrand = await post(t.app, INFO, {
      cartId: link.cartId,
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    for (const res of [unknown, otherBrand, noBrand])
      expect(res).toMatchObject({
        status: 404,
        body: { success: 0, code: expect.any(String), message: 'Invalid cart Id' },
      });
    const ar = await post(t.app, INFO, { cartId: link.cartId, brandId: other.id, language: 'AR' });
    expect(ar.body.message).toBe(MESSAGES_AR.invalidCartId);
    // The pay calls answer the same for another brand's cart, and charge nothing.
    const pay = await post(t.app, PAY, { ...payBody(link.cartId, cards.success), brandId: other.id }, key());
    expect(pay).toMatchObject({
      status: 404,
      body: { message: 'brandId or cartId is not valid, please try again' },
    });
    const unknownPay = await post(
      t.app,
      PAY,
      { ...payBody(link.cartId, cards.success), cartId: 'ZZZZZZZZZZZZ', language: 'AR' },
      key(),
    );
    expect(unknownPay).toMatchObject({ status: 404, body: { message: MESSAGES_AR.invalidBrandOrCartId } });
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
});
