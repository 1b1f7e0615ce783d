import { expect } from 'vitest';
import { type HostedWorld, postForm } from './hosted-factory.ts';
import { awaitingOrder } from './payments-factory.ts';
import { post, type TestApp } from './test-app.ts';

/** The hosted-iframe calls under /api/v1/ and its webhook's full path (001 §4.14). */
export const CREATE = 'payment-gateway/hosted-iframe/create-payment-intent';
export const CONFIRM = 'payment-gateway/hosted-iframe/payment-confirmation';
export const REFUND = 'payment-gateway/hosted-iframe/payment-refund';
export const WEBHOOK = '/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook';
/** The refund reason of the 4th poll's force delete (001 §7.8). */
export const REASON = 'Payment Status is not Paid Success or Settled even after 4 attempts';
let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `hosted-iframe-key-${Date.now()}-${++keys}`;

/** The order's date as 001 §7.8 writes it in the subject: DD-MM-YYYY HH:mm in Asia/Dubai. */
export function dubai(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The payment order a create call answers (001 §4.14). */
export type Created = {
  paymentOrderNo: string;
  merchantOrderNo: string;
  interActionParams: { tokenUrl: string };
};

/** The create-payment-intent body for `order` of `world`, with a client-chosen merchantOrderNo, subject and notifyUrl the server ignores; `overrides` replaces any top-level field. */
export const iframeCreateBody = (
  world: HostedWorld,
  order: { id: string },
  overrides: Record<string, unknown> = {},
) => ({
  orderId: order.id,
  payByPayload: {
    merchantOrderNo: 'CLIENT-CHOSEN-IGNORED',
    subject: 'client subject',
    totalAmount: { currency: 'AED', amount: 30 },
    accessoryContent: { operatorId: world.brand.id, storeId: world.store.id, terminalId: 'WEB' },
    redirectUrl: '/demo/payment-confirm',
    notifyUrl: 'https://evil.example/hook',
  },
  metaData: { storeId: world.store.id, brandId: world.brand.id, userRefId: world.customer.id },
  language: 'EN',
  ...overrides,
});
/** Calls create-payment-intent with `body`, Idempotency-Key `key` (none when null) and the customer's `token`. */
export const iframeCreate = (t: TestApp, body: unknown, key: string | null, token: string) =>
  post(t.app, CREATE, body, { authorization: token, ...(key ? { 'idempotency-key': key } : {}) });
/** Polls payment-confirmation for `c` of `world` (the 4th poll sends isFroceDelete). */
export const iframeConfirm = (
  t: TestApp,
  c: Created,
  isFroceDelete: boolean,
  token: string,
  world: HostedWorld,
) =>
  post(
    t.app,
    CONFIRM,
    {
      storeId: world.store.id,
      brandId: world.brand.id,
      paymentOrderNo: c.paymentOrderNo,
      merchantOrderNo: c.merchantOrderNo,
      orderNo: c.paymentOrderNo,
      isFroceDelete,
      language: 'EN',
    },
    { authorization: token },
  );
/** Calls payment-refund for `c` (30 AED) with Idempotency-Key `key` and refund number `refundNo`. */
export const iframeRefund = (t: TestApp, c: Created, key: string, token: string, refundNo: string) =>
  post(
    t.app,
    REFUND,
    {
      refundMerchantOrderNo: refundNo,
      originMerchantOrderNo: c.merchantOrderNo,
      amount: 30,
      reason: REASON,
    },
    { authorization: token, 'idempotency-key': key },
  );
/** Posts the sandbox wallet page's form for `c` with `action` (Pay, Decline, …). */
export const iframeWallet = (t: TestApp, c: Created, action: string) =>
  postForm(t.app, c.interActionParams.tokenUrl, { action, lang: 'en' });
/** An order of `world` awaiting payment with its payment order created (expects 200). */
export async function iframeStarted(t: TestApp, world: HostedWorld) {
  const order = await awaitingOrder(t.database.db, world);
  const res = await iframeCreate(t, iframeCreateBody(world, order), newKey(), world.token);
  expect(res.status).toBe(200);
  return { order, created: res.body.data.body as Created };
}
