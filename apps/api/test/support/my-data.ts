/**
 * Helpers of the customer's data tests (issue 19, decision 0034): fresh phones and client IPs,
 * sign-in by code through the dev outbox, the two calls, and a customer with an order, an
 * address, a sandbox saved card and a wallet.
 */
import { expect } from 'vitest';
import { customerAddresses } from '../../src/db/schema-delivery.ts';
import {
  paymentProviderCustomers,
  sandboxPaymentMethods,
  savedPaymentCards,
} from '../../src/db/schema-payments.ts';
import { burgerLine, orderBody, placeOrder, type promoBrand } from './promo-orders.ts';
import { get, post, type TestApp } from './test-app.ts';

export const AE = { countryCode: 'AE', dialCode: '971' };
let seq = 0;
/** A fresh UAE mobile per call (national format), so per-phone limits never meet. */
export const phone = () => `052${String(2_000_000 + ++seq * 7919).slice(-7)}`;
/** '0521234567' → '+971521234567'. */
export const e164 = (national: string) => `+971${national.slice(1)}`;
let ipSeq = 0;
/** A fresh client IP, so per-IP limits of one test never touch another. */
export const freshIp = () => `10.19.${++ipSeq % 250}.9`;

/** The helpers bound to the test app `app()` and the brand `brand()` (read at each call). */
export function myDataHelpers(app: () => TestApp, brand: () => Awaited<ReturnType<typeof promoBrand>>) {
  const t = {
    get app() {
      return app().app;
    },
  };
  const db = () => app().database.db;
  /** The latest code the dev outbox holds for a phone (the dev transport of demo mode). */
  const codeOf = async (national: string) => {
    const res = await get(t.app, 'dev/outbox', { phoneNumber: e164(national) });
    return res.body.data.messages[0].code as string;
  };
  /** Signs a phone in at a brand by code (002 §2.11–§2.12); answers token and customer id. */
  const signIn = async (brandId: string, national: string) => {
    const h = { 'x-forwarded-for': freshIp() };
    const sent = await post(
      t.app,
      'user/password-less-login-v2',
      { brandId, phoneNumber: national, countryObj: AE },
      h,
    );
    expect(sent.status).toBe(200);
    const verificationCode = await codeOf(national);
    const res = await post(
      t.app,
      'user/verify-account-v2',
      { brandId, phoneNumber: national, countryObj: AE, verificationCode },
      h,
    );
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string, customerId: res.body.data.user.userId as string };
  };
  const exportOf = (brandId: string, token?: string, language = 'EN') =>
    post(t.app, 'user/export-my-data', { brandId, language }, token ? { authorization: token } : {});
  const del = (brandId: string, token: string, code?: string, language = 'EN') =>
    post(
      t.app,
      'user/delete-account',
      { brandId, language, ...(code === undefined ? {} : { code }) },
      { authorization: token, 'x-forwarded-for': freshIp() },
    );
  /** A customer with an order (1 burger, 26.25 AED), a saved address, a sandbox saved card and a wallet. */
  const richCustomer = async (national: string) => {
    const me = await signIn(brand().ids.brandId, national);
    await post(
      t.app,
      'user/update-user-profile',
      { brandId: brand().ids.brandId, name: 'Mona Saeed', email: 'mona@example.com' },
      { authorization: me.token },
    );
    const placed = await placeOrder(
      t.app,
      orderBody(brand().ids, [burgerLine(brand().menu, 1)], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
      me.token,
    );
    expect(placed.status).toBe(200);
    await db().insert(customerAddresses).values({
      brandId: brand().ids.brandId,
      customerId: me.customerId,
      address: 'Villa 12, Street 5',
      addressType: 'Home',
      street: 'Street 5',
      building: 'Villa 12',
      lat: 25.1,
      lng: 55.2,
    });
    await db()
      .insert(paymentProviderCustomers)
      .values({
        brandId: brand().ids.brandId,
        customerId: me.customerId,
        provider: 'SANDBOX',
        providerCustomerId: `cus_sbx_${national}`,
      });
    await db()
      .insert(sandboxPaymentMethods)
      .values({
        id: `pm_sbx_${national}`,
        brandId: brand().ids.brandId,
        cardBrand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        outcome: 'succeed',
        customer: `cus_sbx_${national}`,
      });
    await db()
      .insert(savedPaymentCards)
      .values({
        brandId: brand().ids.brandId,
        customerId: me.customerId,
        provider: 'SANDBOX',
        providerCardId: `pm_sbx_${national}`,
        cardBrand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      });
    // The wallet opens with the demo policy's 25 AED (promotions-factory createLoyaltyPolicy).
    await post(
      t.app,
      'wallet/get-user-wallet',
      { brandId: brand().ids.brandId },
      { authorization: me.token },
    );
    return { ...me, orderNumber: placed.body.data.savedOrder.orderNumber as string };
  };

  return { codeOf, signIn, exportOf, del, richCustomer };
}
