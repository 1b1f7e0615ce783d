import type { PaymentStatus } from '@sufra/contract';
import { aedToFils, filsToAed } from '@sufra/pricing';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentGateway, ProviderPayment } from '../gateway.ts';
import { absoluteReturnUrl, providerBaseUrl, unknownPayment } from './common.ts';
import {
  checkedPageUrl,
  type HostedGatewayConfig,
  hostedPageOrigin,
  parseAnswer,
} from './hosted-page-rest.ts';
import { ProviderHttpError, restClient } from './rest-client.ts';

/** payments.provider and brand_integration_secrets.provider of the hosted-iframe adapter. */
export const HOSTED_IFRAME_PROVIDER = 'HOSTED_IFRAME';

/** An amount of the hosted-iframe contract (001 §7.8 totalAmount): AED with at most 2 decimals. */
const amountSchema = z.object({
  currency: z.literal('AED'),
  amount: z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]).transform(Number),
});

/**
 * A payment order (001 §3.10 acquireOrder) as the hosted-iframe REST contract answers it
 * (docs/payments.md): `merchantOrderNo` is Sufra's id of it, `orderNo` the provider's, `status`
 * CREATED | PENDING | PROCESSING | PAID_SUCCESS | SETTLED | FAILURE | ERROR | CLOSED | CANCELLED |
 * EXPIRED | REFUNDED, amounts in AED.
 */
export const acquireOrderSchema = z.object({
  orderNo: z.string().min(1).max(100),
  merchantOrderNo: z.string().min(1).max(64),
  status: z.string().min(1).max(40),
  totalAmount: amountSchema,
  refundedAmount: amountSchema.nullish(),
  failureCode: z.string().nullish(),
});

/** One payment order (acquireOrderSchema). */
export type AcquireOrder = z.infer<typeof acquireOrderSchema>;

const headSchema = z.object({
  applyStatus: z.enum(['SUCCESS', 'FAIL']),
  code: z.string().optional(),
  msg: z.string().optional(),
});

const orderAnswerSchema = z.object({
  head: headSchema,
  body: z.object({
    acquireOrder: acquireOrderSchema,
    interActionParams: z.object({ tokenUrl: z.string() }).nullish(),
  }),
});

const refundAnswerSchema = z.object({
  head: headSchema,
  body: z
    .object({
      refundOrder: z.object({ refundMerchantOrderNo: z.string(), status: z.string(), amount: amountSchema }),
      acquireOrder: acquireOrderSchema,
    })
    .nullish(),
});

/**
 * Sufra's status of a payment order (001 §4.14: PAID_SUCCESS and SETTLED are paid): CREATED,
 * PENDING → REQUIRES_ACTION (the customer is on the frame); PROCESSING → PENDING; PAID_SUCCESS,
 * SETTLED → SUCCEEDED (PARTIALLY_REFUNDED / REFUNDED by refundedAmount); REFUNDED → REFUNDED;
 * FAILURE, ERROR → FAILED; CLOSED, CANCELLED, EXPIRED → CANCELLED; anything else → PENDING.
 */
export function acquireOrderStatus(order: AcquireOrder): PaymentStatus {
  const total = aedToFils(order.totalAmount.amount);
  const refunded = order.refundedAmount ? aedToFils(order.refundedAmount.amount) : 0;
  switch (order.status) {
    case 'CREATED':
    case 'PENDING':
      return 'REQUIRES_ACTION';
    case 'PAID_SUCCESS':
    case 'SETTLED':
      if (refunded <= 0) return 'SUCCEEDED';
      return refunded >= total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    case 'REFUNDED':
      return 'REFUNDED';
    case 'FAILURE':
    case 'ERROR':
      return 'FAILED';
    case 'CLOSED':
    case 'CANCELLED':
    case 'EXPIRED':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/** A payment order as Sufra reads it (`redirectUrl`: the frame's tokenUrl, when known and still open). */
export function normaliseAcquireOrder(order: AcquireOrder, tokenUrl: string | null): ProviderPayment {
  const status = acquireOrderStatus(order);
  return {
    providerPaymentId: order.merchantOrderNo,
    status,
    amountFils: aedToFils(order.totalAmount.amount),
    failureCode: status === 'FAILED' ? (order.failureCode ?? order.status) : null,
    redirectUrl: status === 'REQUIRES_ACTION' ? tokenUrl : null,
    raw: order,
  };
}

/** The `head` of an answer with applyStatus FAIL, thrown as ProviderHttpError 409 (its msg, e.g. 'ORDER_NOT_PAID', kept). */
function refused(head: z.infer<typeof headSchema>): ProviderHttpError {
  return new ProviderHttpError(409, head);
}

/**
 * The hosted-iframe gateway (issue 9; 001 §4.14, §7.8) on the hosted-iframe REST contract of
 * docs/payments.md, at the brand's `metaData.apiBaseUrl`:
 * - createPaymentOrder: `POST /v1/payment-orders` {merchantOrderNo, subject, totalAmount (AED),
 *   redirectUrl, notifyUrl, metaData} with `Idempotency-Key` → REQUIRES_ACTION, redirectUrl = the
 *   frame's `interActionParams.tokenUrl` (checked against the page origin: the CSP's frame-src);
 *   the provider payment id is merchantOrderNo;
 * - retrieve: `GET /v1/payment-orders/{merchantOrderNo}` (404 → AppError 404 orderNotFound);
 * - cancel: `POST /v1/payment-orders/{merchantOrderNo}/cancel` while CREATED / PENDING (the
 *   force delete of 001 §4.14), else answered as it is;
 * - refund: `POST /v1/payment-orders/{merchantOrderNo}/refunds` {refundMerchantOrderNo, amount,
 *   reason} with `Idempotency-Key` → the cumulative refundedAmount. applyStatus FAIL (e.g. msg
 *   'ORDER_NOT_PAID') throws ProviderHttpError 409 with the head.
 * createAndConfirm is not part of this kind (400 invalidPaymentIntent).
 */
export function hostedIframeGateway(config: HostedGatewayConfig): PaymentGateway {
  const call = restClient(
    providerBaseUrl(config.apiBaseUrl, 'The hosted iframe API base URL'),
    config.secretKey,
  );
  const origin = hostedPageOrigin(config);
  const path = (merchantOrderNo: string) => `/v1/payment-orders/${encodeURIComponent(merchantOrderNo)}`;
  const orderAnswer = async (promise: Promise<unknown>) => {
    try {
      const answer = parseAnswer(orderAnswerSchema, await promise, 'payment order');
      if (answer.head.applyStatus !== 'SUCCESS') throw refused(answer.head);
      return answer.body;
    } catch (error) {
      if (error instanceof ProviderHttpError && error.status === 404) throw unknownPayment();
      throw error;
    }
  };
  return {
    provider: HOSTED_IFRAME_PROVIDER,
    kind: 'hosted-iframe',
    async createAndConfirm() {
      throw new AppError('invalidPaymentIntent', 400);
    },
    async createPaymentOrder(request) {
      const body = await orderAnswer(
        call(
          'POST',
          '/v1/payment-orders',
          {
            merchantOrderNo: request.merchantOrderNo.slice(0, 64),
            subject: request.subject,
            totalAmount: { currency: 'AED', amount: filsToAed(request.amountFils) },
            redirectUrl: absoluteReturnUrl(request.redirectUrl, config.siteUrl),
            notifyUrl: absoluteReturnUrl(request.notifyUrl, config.siteUrl),
            metaData: request.metadata,
          },
          request.idempotencyKey,
        ),
      );
      const tokenUrl = checkedPageUrl(body.interActionParams?.tokenUrl ?? null, origin);
      const payment = normaliseAcquireOrder(body.acquireOrder, tokenUrl);
      return { ...payment, raw: body };
    },
    async retrieve(request) {
      const body = await orderAnswer(call('GET', path(request.providerPaymentId)));
      return normaliseAcquireOrder(body.acquireOrder, null);
    },
    async cancel(request) {
      const current = await orderAnswer(call('GET', path(request.providerPaymentId)));
      if (acquireOrderStatus(current.acquireOrder) !== 'REQUIRES_ACTION')
        return normaliseAcquireOrder(current.acquireOrder, null);
      const body = await orderAnswer(
        call('POST', `${path(request.providerPaymentId)}/cancel`, {}, request.idempotencyKey),
      );
      return normaliseAcquireOrder(body.acquireOrder, null);
    },
    async refund(request) {
      let answer: z.infer<typeof refundAnswerSchema>;
      try {
        answer = parseAnswer(
          refundAnswerSchema,
          await call(
            'POST',
            `${path(request.providerPaymentId)}/refunds`,
            {
              refundMerchantOrderNo: `R${request.idempotencyKey}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64),
              amount: { currency: 'AED', amount: filsToAed(request.amountFils) },
              reason: request.reason.slice(0, 200),
            },
            request.idempotencyKey,
          ),
          'refund',
        );
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) throw unknownPayment();
        throw error;
      }
      if (answer.head.applyStatus !== 'SUCCESS' || !answer.body) throw refused(answer.head);
      const refunded = answer.body.acquireOrder.refundedAmount;
      return { refundedFils: refunded ? aedToFils(refunded.amount) : request.amountFils, raw: answer };
    },
  };
}
