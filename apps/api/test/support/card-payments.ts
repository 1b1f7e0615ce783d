import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type CardWorld, placeCardOrder, tokenise } from './card-orders.ts';

/** What a placed card order answers (001 §7.3, decision 0022): the saved order and its payment block (amount in AED, expiresAt in epoch ms). */
export type PlacedCardOrder = {
  savedOrder: { _id: string; orderNumber: string };
  payment: { orderId: string; amount: number; expiresAt: number };
};

/**
 * Places a CREDIT_CARD order of `n` fries for `world` with the customer's `token` and expects 200
 * (001 §7.3). Returns the answer's `data` (the order in PENDING_PAYMENT and its payment block).
 */
export async function placedCardOrder(
  app: FastifyInstance,
  world: CardWorld,
  token: string,
  n: number,
): Promise<PlacedCardOrder> {
  const res = await placeCardOrder(app, world, token, n);
  expect(res.status).toBe(200);
  return res.body.data as PlacedCardOrder;
}

/** Tokenises a card `number` with the sandbox's card fields for `world`'s brand, expects 200 and returns the `pm_sbx_…` id (decision 0022). */
export async function cardToken(app: FastifyInstance, world: CardWorld, number: string): Promise<string> {
  const res = await tokenise(app, world.brand.id, number);
  expect(res.status).toBe(200);
  return res.body.id as string;
}

/**
 * The body of a card-elements create-payment-intent call (001 §4.10) for `order` paid with the
 * tokenised card `pm`; `over` replaces any field. `amount` is the order's AED amount.
 */
export const cardIntentBody = (
  world: CardWorld,
  order: { payment: { orderId: string; amount: number } },
  pm: string,
  over = {},
) => ({
  brandId: world.brand.id,
  orderId: order.payment.orderId,
  amount: order.payment.amount,
  storeId: world.store.id,
  isStoredCard: false,
  paymentMethodId: pm,
  paymentMethod: 'CARD',
  returnUrl: '/order/checkout',
  ...over,
});
