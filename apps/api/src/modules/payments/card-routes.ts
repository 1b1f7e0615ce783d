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
import { AppError } from '../../platform/errors.ts';
import { createCardElementsPayment, initiateCardFramesPayment, verifyCard } from './card-service.ts';
import { checkedReturnUrl } from './hosted-common.ts';
import { removeSavedCard, stripeCustomerCards, userPaymentCards } from './saved-cards.ts';
import type { PaymentDeps } from './service.ts';

/**
 * The Idempotency-Key of a money-moving call (issue 9): required (400 idempotencyKeyRequired),
 * 1–200 characters (400 idempotencyKeyLength).
 */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (key === undefined) throw new AppError('idempotencyKeyRequired', 400);
  if (Array.isArray(key) || key.length < 1 || key.length > 200)
    throw new AppError('idempotencyKeyLength', 400);
  return key;
}

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
  registerCall(app, createPaymentIntentV2, (ctx, { body, request }) =>
    createCardElementsPayment(
      p,
      ctx,
      body,
      sitePath(body.returnUrl, request),
      requiredIdempotencyKey(request),
    ),
  );
  registerCall(app, verifyPaymentIntent, (ctx, { body }) => verifyCard(p, ctx, body.paymentIntentId));
  registerCall(app, initiateFramesPaymentRequest, (ctx, { body, request }) =>
    initiateCardFramesPayment(
      p,
      ctx,
      body,
      { successUrl: sitePath(body.successUrl, request), failureUrl: sitePath(body.failureUrl, request) },
      requiredIdempotencyKey(request),
    ),
  );
  registerCall(app, verifyFramesPaymentRequest, (ctx, { params }) => {
    const paymentId = params.paymentId ?? '';
    if (paymentId.length < 1 || paymentId.length > 200) throw new AppError('invalidPaymentIntent', 404);
    return verifyCard(p, ctx, paymentId);
  });
}
