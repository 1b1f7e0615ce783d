import {
  createPaymentLinkIntent,
  getPaymentLinkInfoByCartId,
  initiatePaymentLinkFrames,
  verifyPaymentLinkFrames,
  verifyPaymentLinkIntent,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../../http/internal-guard.ts';
import { registerCall } from '../../http/register-call.ts';
import type { IdempotentAnswer } from '../../platform/idempotency.ts';
import { answerOrThrow, type StoredRefusal } from '../../platform/idempotency.ts';
import { createPaymentLink, getPaymentLinkInfo, PaymentLinkError } from './link-service.ts';
import { type LinkPaymentAnswer, payLinkByCard, verifyLinkPayment } from './pay-service.ts';

/** The path of the internal link creation (`npm run payment-link` while a server owns PGlite; e2e). */
export const INTERNAL_PAYMENT_LINK_PATH = '/api/internal/payment-links';

const internalBody = z.object({
  brand: z.string().min(1).max(63),
  amountAed: z.number(),
  purposeOfPayment: z.string().max(500),
  message: z.string().max(1000).optional(),
  gateway: z.string().max(40).optional(),
});

/** A stored link payment answer as the call's data; a refusal (402 declined, 409 paid) as the error envelope. */
function answered(
  result: IdempotentAnswer<LinkPaymentAnswer | StoredRefusal>,
  reply: FastifyReply,
): LinkPaymentAnswer {
  const body = answerOrThrow(result);
  reply.status(200);
  return body;
}

/** The transaction detail the page reads (001 §3.14). */
const detail = (a: LinkPaymentAnswer) => ({
  id: a.id,
  client_secret: null,
  redirectLink: a.redirectLink,
  status: a.status,
});

/**
 * Payment-link calls (001 §7.9; decision 0022), public: link info, pay by card (card-elements and
 * card-frames, each with an Idempotency-Key) and the verify calls. Plus, when internal routes are
 * on (`deps.internal.adminToken`), `POST /api/internal/payment-links` — body `{ brand
 * (temporaryDomainName), amountAed, purposeOfPayment, message?, gateway? }`, loopback and admin
 * token as the other internal routes: createPaymentLink; `{ success: 1, data: CreatedPaymentLink }`
 * or 400 naming the problem.
 */
export function registerPaymentLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const d = { db: deps.db, now: deps.now, production: deps.config.production ?? false };
  registerCall(app, getPaymentLinkInfoByCartId, (ctx, { body }) =>
    getPaymentLinkInfo(deps.db, ctx, body.cartId),
  );
  registerCall(app, createPaymentLinkIntent, async (ctx, { body, headers, reply }) => {
    const key = headers['idempotency-key'];
    const result = await payLinkByCard(
      d,
      ctx,
      { cartId: body.cartId, kind: 'card-elements', token: body.paymentMethodId, returnUrl: body.returnUrl },
      key,
    );
    const a = answered(result, reply);
    return { gatewayData: { isVerified: a.isVerified, fetchedLink: { transactionDetail: detail(a) } } };
  });
  registerCall(app, verifyPaymentLinkIntent, async (ctx, { body }) => {
    const a = await verifyLinkPayment(d, ctx, body.cartId, body.paymentIntentId);
    return { gatewayData: { isVerified: a.isVerified } };
  });
  registerCall(app, initiatePaymentLinkFrames, async (ctx, { body, headers, reply }) => {
    const key = headers['idempotency-key'];
    const result = await payLinkByCard(
      d,
      ctx,
      {
        cartId: body.cartId,
        kind: 'card-frames',
        token: body.token,
        returnUrl: body.successUrl,
        failureUrl: body.failureUrl,
      },
      key,
    );
    const a = answered(result, reply);
    return {
      gatewayData: {
        isVerified: a.isVerified,
        three_d_secure_redirection_required: a.status === 'REQUIRES_ACTION' && a.redirectLink !== null,
        fetchedLink: { transactionDetail: detail(a) },
      },
    };
  });
  registerCall(app, verifyPaymentLinkFrames, async (ctx, { body }) => {
    const a = await verifyLinkPayment(d, ctx, body.cartId, body.paymentId);
    return { gatewayData: { isVerified: a.isVerified, fetchedLink: { transactionDetail: detail(a) } } };
  });

  const token = deps.internal?.adminToken;
  if (!token) return;
  app.post(INTERNAL_PAYMENT_LINK_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = internalBody.safeParse(request.body);
    if (!parsed.success)
      throw internalBodyRefusal('{ brand, amountAed, purposeOfPayment, message?, gateway? }');
    try {
      return reply.send({ success: 1, data: await createPaymentLink(deps.db, parsed.data, deps.now()) });
    } catch (error) {
      if (error instanceof PaymentLinkError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
