import type {
  CallData,
  createPaymentIntentV2,
  initiateFramesPaymentRequest,
  PaymentStatus,
  verifyPaymentIntent,
} from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import type { z } from 'zod';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findCustomerOrder } from '../orders/status-service.ts';
import {
  type CardToCharge,
  type ConfirmedPayment,
  confirmCardPayment,
  type PaymentDeps,
  verifyCardPayment,
} from './service.ts';

/**
 * The card calls of 001 §7.5 and §7.6 over the confirm and verify services (issue 9, decision
 * 0022): the contract's bodies (AED) turned into a confirm (fils), and the answers shaped as the
 * spec's `gatewayData`. Return URLs arrive here already as paths of this site (card-routes.ts).
 */

type IntentBody = z.output<(typeof createPaymentIntentV2)['body']>;
type FramesBody = z.output<(typeof initiateFramesPaymentRequest)['body']>;
type Ctx = Pick<RequestContext, 'brandId' | 'customerId' | 'now'>;

/** Stripe's name of a payment status (the card-elements answer's `data.status`). */
const STRIPE_STATUS: Record<PaymentStatus, string> = {
  REQUIRES_ACTION: 'requires_action',
  PENDING: 'processing',
  SUCCEEDED: 'succeeded',
  FAILED: 'requires_payment_method',
  CANCELLED: 'canceled',
  PARTIALLY_REFUNDED: 'succeeded',
  REFUNDED: 'succeeded',
};

/**
 * The order being paid must be the customer's and of the store named (another customer's, brand's
 * or store's order → 404 orderNotFound, like an unknown one). Answers the amount in fils.
 */
async function checkOrderAndAmount(
  deps: PaymentDeps,
  ctx: Ctx,
  orderId: string,
  storeId: string,
  amount: number,
) {
  const order = await findCustomerOrder(deps.db, ctx, orderId, ctx.customerId ?? '');
  if (!order || order.storeId !== storeId) throw new AppError('orderNotFound', 404);
  return aedToFils(amount);
}

/** The card of a body: a saved card (`isStoredCard` with its id) or a new card's token; neither → 400 invalidPaymentIntent. */
function cardOf(isStoredCard: boolean, cardId: string | undefined, token: string | undefined): CardToCharge {
  if (isStoredCard) {
    if (!cardId) throw new AppError('invalidPaymentIntent', 400);
    return { type: 'saved', cardId };
  }
  if (!token) throw new AppError('invalidPaymentIntent', 400);
  return { type: 'token', token };
}

/** A confirm's stored answer as the caller sees it: 402 → MESSAGES.bankDeclined (the order was cancelled). */
function declinedOrBody(answer: { statusCode: number; body: ConfirmedPayment }): ConfirmedPayment {
  if (answer.statusCode === 402) throw new AppError('bankDeclined', 402);
  return answer.body;
}

/**
 * create-payment-intent-v2 (001 §4.10, §7.5): pays order `orderId` (PENDING_PAYMENT, of the
 * customer and store `storeId`) with a new card's `paymentMethodId` (saved for later when
 * `saveCard`) or a saved card (`isStoredCard` + `cardId`), once per `idempotencyKey`
 * (confirmCardPayment: its errors). `currency`, when sent, must be AED (else 400
 * invalidPaymentIntent). Answers `{ gatewayData: { isVerified, data: { id, client_secret,
 * status, redirectUrl } } }`: isVerified true when paid at once; false with the 3-D Secure page in
 * `redirectUrl`. Declined → 402 MESSAGES.bankDeclined, the order cancelled (stock back).
 * `client_secret` is null: Sufra confirms on the server (the sandbox has none).
 */
export async function createCardElementsPayment(
  deps: PaymentDeps,
  ctx: Ctx,
  body: IntentBody,
  returnUrl: string,
  idempotencyKey: string,
): Promise<CallData<typeof createPaymentIntentV2>> {
  if (body.currency !== undefined && body.currency.toUpperCase() !== 'AED')
    throw new AppError('invalidPaymentIntent', 400);
  const amountFils = await checkOrderAndAmount(deps, ctx, body.orderId, body.storeId, body.amount);
  const answer = await confirmCardPayment(
    deps,
    ctx,
    {
      orderId: body.orderId,
      amountFils,
      card: cardOf(body.isStoredCard, body.cardId, body.paymentMethodId),
      saveCard: !body.isStoredCard && body.saveCard,
      returnUrl,
    },
    idempotencyKey,
  );
  const paid = declinedOrBody(answer);
  return {
    gatewayData: {
      isVerified: paid.status === 'SUCCEEDED',
      data: {
        id: paid.providerPaymentId,
        client_secret: null,
        status: STRIPE_STATUS[paid.status],
        redirectUrl: paid.redirectUrl,
      },
    },
  };
}

/**
 * initiate-frames-payment-request (001 §4.12, §7.6): pays order `orderId` with a Frames `token`
 * (saved when `saveCard`) or a saved card (`isStoredCard` + `storeCardId`), once per
 * `idempotencyKey`. Answers `{ gatewayData: { axiosResData: { framesResponse: { id } },
 * redirectLink, three_d_secure_redirection_required } }`: the payment's id is the order ref the
 * verify call takes; with 3-D Secure the browser goes to `redirectLink`, which returns to
 * `successUrl` / `failureUrl` with `payment=success|failure&cko-session-id=…`. Declined → 402
 * MESSAGES.bankDeclined.
 */
export async function initiateCardFramesPayment(
  deps: PaymentDeps,
  ctx: Ctx,
  body: FramesBody,
  urls: { successUrl: string; failureUrl: string },
  idempotencyKey: string,
): Promise<CallData<typeof initiateFramesPaymentRequest>> {
  const amountFils = await checkOrderAndAmount(deps, ctx, body.orderId, body.storeId, body.amount);
  const answer = await confirmCardPayment(
    deps,
    ctx,
    {
      orderId: body.orderId,
      amountFils,
      card: cardOf(body.isStoredCard, body.storeCardId, body.token),
      saveCard: !body.isStoredCard && body.saveCard,
      returnUrl: urls.successUrl,
      failureUrl: urls.failureUrl,
    },
    idempotencyKey,
  );
  const paid = declinedOrBody(answer);
  return {
    gatewayData: {
      axiosResData: { framesResponse: { id: paid.providerPaymentId } },
      redirectLink: paid.redirectUrl,
      three_d_secure_redirection_required: paid.status === 'REQUIRES_ACTION',
    },
  };
}

/**
 * verify-payment-intent (§7.5) and verify-payment-request/:paymentId (§7.6): verifyCardPayment
 * (read from the provider, applied once; another customer's payment → 404 invalidPaymentIntent).
 * A declined payment → 402 MESSAGES.bankDeclined; otherwise `{ gatewayData: { isVerified },
 * orderNumber }`.
 */
export async function verifyCard(
  deps: PaymentDeps,
  ctx: Ctx,
  providerPaymentId: string,
): Promise<CallData<typeof verifyPaymentIntent>> {
  const verified = await verifyCardPayment(deps, ctx, providerPaymentId);
  if (verified.status === 'FAILED') throw new AppError('bankDeclined', 402);
  return { gatewayData: { isVerified: verified.isVerified }, orderNumber: verified.orderNumber };
}
