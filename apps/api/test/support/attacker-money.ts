import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { payments, sandboxPaymentIntents } from '../../src/db/schema-payments.ts';
import { paymentOutboxHandlers } from '../../src/modules/payments/routes.ts';
import { dispatchOutbox } from '../../src/platform/outbox.ts';
import { freshKey } from './attacker.ts';
import { type CardWorld, cardCall, placeCardOrder, tokenise } from './card-orders.ts';
import type { TestApp } from './test-app.ts';

/** The card-elements create-payment-intent call (001 §4.10). */
export const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
/** The card-frames initiate call (001 §4.12). */
export const FRAMES = 'orders-checkout-payment/checkout/initiate-frames-payment-request';

/** An order awaiting payment: its id and its amount in AED. */
export type Placed = { orderId: string; amount: number };

/** Places a CREDIT_CARD order of `n` fries for `w`'s customer, expects 200, and returns its payment block (001 §7.3). */
export const placeAwaiting = async (t: TestApp, w: CardWorld, n = 2): Promise<Placed> => {
  const res = await placeCardOrder(t.app, w, w.token, n);
  expect(res.status).toBe(200);
  return res.body.data.payment;
};

/** Tokenises a sandbox test card for `w`'s brand and returns the `pm_sbx_…` id (decision 0022). */
export const sandboxCard = async (t: TestApp, w: CardWorld, number: string = SANDBOX_TEST_CARDS.success) =>
  (await tokenise(t.app, w.brand.id, number)).body.id as string;

/**
 * The body paying `order` with `pm`: card-frames' shape when `frames`, else card-elements' (001
 * §4.10, §4.12); `over` replaces any field.
 */
export const moneyPayBody = (
  frames: boolean,
  w: CardWorld,
  order: Placed,
  pm: string,
  over: Record<string, unknown> = {},
) =>
  frames
    ? {
        orderId: order.orderId,
        amount: order.amount,
        storeId: w.store.id,
        token: pm,
        successUrl: '/ok',
        failureUrl: '/ko',
        ...over,
      }
    : {
        orderId: order.orderId,
        amount: order.amount,
        storeId: w.store.id,
        paymentMethodId: pm,
        returnUrl: '/checkout',
        ...over,
      };

/** Calls card-frames' initiate (when `frames`) or card-elements' intent with `body` and Idempotency-Key `key`. */
export const moneyPay = (t: TestApp, frames: boolean, w: CardWorld, body: unknown, key = freshKey()) =>
  cardCall(t.app, frames ? FRAMES : INTENT, body, w.token, key);

/** How many sandbox payment intents `brandId` has. */
export const sandboxIntentCount = async (db: Db, brandId: string) =>
  (await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.brandId, brandId))).length;

/** Dispatches the payment outbox until it is empty (at most 6 rounds) at the clock `now`. */
export const drainPaymentOutbox = async (t: TestApp, now: () => Date = () => new Date()) => {
  const db = t.database.db;
  const handlers = paymentOutboxHandlers(t.app, { db, now });
  for (let i = 0; i < 6; i++) if ((await dispatchOutbox(db, handlers, { now })).dispatched === 0) break;
};

/** Money the provider holds for an order, net of refunds (fils), from the sandbox's own intents; with the order's payment rows. */
export const capturedNetFils = async (db: Db, orderId: string) => {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const ids = rows.map((r) => r.providerPaymentId);
  if (ids.length === 0) return { net: 0, rows };
  const intents = await db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, ids));
  const net = intents
    .filter((i) => i.status === 'succeeded')
    .reduce((sum, i) => sum + i.amountFils - i.refundedFils, 0);
  return { net, rows };
};
