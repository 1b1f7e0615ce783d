import {
  createPaymentIntentV2,
  getStripeCustomerCards,
  getUserPaymentCards,
  initiateFramesPaymentRequest,
  removeUserPaymentCard,
  verifyFramesPaymentRequest,
  verifyPaymentIntent,
} from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createCardElementsPayment, initiateCardFramesPayment, verifyCard } from './card-service.ts';
import { checkedReturnUrl } from './hosted-common.ts';
import { removeSavedCard, stripeCustomerCards, userPaymentCards } from './saved-cards.ts';
import type { PaymentDeps } from './service.ts';

/** A return URL as a path of this site, or 400 MESSAGES.invalidPaymentIntent (checkedReturnUrl). */
export function sitePath(url: string, request: FastifyRequest): string {
  return checkedReturnUrl(url, request.host);
}

/**
 * The card calls of 001 §7.4–§7.6 (issue 9, decision 0022): saved cards (list both ways, remove),
 * card-elements intent and verify, card-frames initiate and verify. Thin: the contract parses,
 * card-service.ts and saved-cards.ts decide.
 */
export function registerCardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p: PaymentDeps = { db: deps.db, now: deps.now, production: deps.config.production ?? false };
  registerCall(app, getUserPaymentCards, (ctx) => userPaymentCards(p, ctx));
  registerCall(app, getStripeCustomerCards, (ctx) => stripeCustomerCards(p, ctx));
  registerCall(app, removeUserPaymentCard, (ctx, { body }) => removeSavedCard(p, ctx, body.cardId));
  registerCall(app, createPaymentIntentV2, (ctx, { body, headers, request }) =>
    createCardElementsPayment(p, ctx, body, sitePath(body.returnUrl, request), headers['idempotency-key']),
  );
  registerCall(app, verifyPaymentIntent, (ctx, { body }) => verifyCard(p, ctx, body.paymentIntentId));
  registerCall(app, initiateFramesPaymentRequest, (ctx, { body, headers, request }) =>
    initiateCardFramesPayment(
      p,
      ctx,
      body,
      { successUrl: sitePath(body.successUrl, request), failureUrl: sitePath(body.failureUrl, request) },
      headers['idempotency-key'],
    ),
  );
  registerCall(app, verifyFramesPaymentRequest, (ctx, { params }) => verifyCard(p, ctx, params.paymentId));
}
