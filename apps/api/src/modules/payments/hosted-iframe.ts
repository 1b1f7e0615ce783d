import { randomBytes } from 'node:crypto';
import { IFRAME_ORDER_NOT_PAID, type IframePaymentStatus } from '@sufra/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { AppError } from '../../platform/errors.ts';
import { type IdempotentAnswer, type StoredRefusal, withIdempotency } from '../../platform/idempotency.ts';
import { requireBrand } from '../brand/service.ts';
import { amountDueFils } from './amount-due.ts';
import type { PaymentGateway, ProviderPayment } from './gateway.ts';
import {
  aedOf,
  applyReport,
  customerOrder,
  type HostedCtx,
  hashOf,
  hostedGateway,
  isOpenStatus,
  isPaidStatus,
  isPlaced,
  orderAwaitingPayment,
  recordHostedPayment,
} from './hosted-common.ts';
import { providerBaseUrl } from './providers/common.ts';
import { findOwnedPayment, type PaymentRow } from './repository.ts';
import { gatewayForPayment, type PaymentDeps } from './service.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The name the product gives itself in provider error texts (001 §8.3 '{product}'). */
const PRODUCT = 'Sufra';

/** The path of the hosted-iframe notifyUrl (001 §7.8). */
export const IFRAME_NOTIFY_PATH = '/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook';

/** Random characters after the timestamp of a merchantOrderNo (12 hex = 48 bits). */
const MERCHANT_ORDER_NONCE_BYTES = 6;

/**
 * 'M' + storeId + timestamp (ms) + 12 random hex characters, at most 64 characters (001 §5.4,
 * §7.8; issue 16 D1). The spec's 'M' + storeId + timestamp alone collides when two checkouts of one
 * store start in the same millisecond (one customer's payment then landed on the other's order),
 * so the number is unique by construction: the random tail (48 bits) is kept whole — the store
 * id is shortened instead when the whole would pass 64 characters — and the payments table's
 * unique index (brand, provider, provider payment id) refuses the one-in-2^48 repeat.
 */
export function merchantOrderNoOf(storeId: string, at: Date): string {
  const tail = `${at.getTime()}${randomBytes(MERCHANT_ORDER_NONCE_BYTES).toString('hex')}`;
  return `M${storeId.slice(0, 64 - 1 - tail.length)}${tail}`;
}

/**
 * The base URL of the provider callbacks of a brand (issue 16 D5): the origin of the brand's
 * storeFrontURL (000 §3) when it is a valid https URL (http on loopback), else the deployment's
 * configured public URL (SUFRA_PUBLIC_URL, default http://localhost:8080) — never the request's
 * Host header, which anyone can forge.
 */
export function callbackBaseUrl(
  storeFrontUrl: string | null | undefined,
  publicUrl: string | undefined,
): string {
  if (storeFrontUrl) {
    try {
      return new URL(providerBaseUrl(storeFrontUrl, 'The store-front URL')).origin;
    } catch {
      // an unusable storeFrontURL falls back to the deployment's own URL
    }
  }
  return (publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
}

/** The public URL when none is configured: what `npm start` serves. */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** 'Order For {store} - ({brand}) - {date}', the date DD-MM-YYYY HH:mm in Asia/Dubai (001 §7.8). */
export function paymentOrderSubject(store: string, brand: string, at: Date): string {
  return `Order For ${store} - (${brand}) - ${dayjs(at).tz('Asia/Dubai').format('DD-MM-YYYY HH:mm')}`;
}

/** The provider's own number of a payment order (its `paymentOrderNo`, or `orderNo`), read from its raw object. */
function paymentOrderNoOf(result: ProviderPayment): string {
  const raw = result.raw as { paymentOrderNo?: unknown; orderNo?: unknown } | null;
  const no = raw?.paymentOrderNo ?? raw?.orderNo;
  if (typeof no !== 'string' || no.length === 0) throw new Error('The provider answered no paymentOrderNo');
  return no;
}

/**
 * The wallet status of a payment order as the storefront polls it (001 §2.11): the provider's own
 * PENDING / PAID_SUCCESS / SETTLED / FAILURE when it reports one; a closed order (force delete,
 * expiry) is FAILURE; otherwise from the Sufra status.
 */
function walletStatusOf(result: ProviderPayment): IframePaymentStatus {
  const own = (result.raw as { status?: unknown } | null)?.status;
  if (own === 'PENDING' || own === 'PAID_SUCCESS' || own === 'SETTLED' || own === 'FAILURE') return own;
  if (isPaidStatus(result.status)) return 'PAID_SUCCESS';
  return isOpenStatus(result.status) ? 'PENDING' : 'FAILURE';
}

/** A provider that could not make the payment order → 502 '{provider} error please contact Sufra support!'. */
async function providerCall<T>(provider: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('providerErrorContactSupport', 502, { args: [provider, PRODUCT] });
  }
}

/** The answer of createIframePaymentOrder (001 §7.8 data.body). */
export interface PaymentOrderAnswer {
  body: { paymentOrderNo: string; merchantOrderNo: string; interActionParams: { tokenUrl: string } };
}

/** A payment order asked for an order (the route checked `redirectUrl`). */
export interface PaymentOrderInput {
  orderId: string;
  storeId: string;
  brandId: string;
  amountFils: number;
  redirectUrl: string;
  userRefId: string | null;
}

/**
 * createIframePaymentOrder (001 §4.14 steps 1–3, §7.8; decision 0022) for ctx.customerId's order
 * awaiting payment, once per Idempotency-Key (scope 'payments.hosted-iframe'):
 * - metaData.brandId must be the request's brand and metaData.storeId the order's store, else 404
 *   orderNotFound (like an unknown order); orderAwaitingPayment (404 / 400 addMoreThanTwoAED / 409
 *   orderNotAwaitingPayment when the amount is not what the order is due: amountDueFils, a table
 *   share's `charge_fils` else its total — the payment order charges that amount, decision 0032);
 * - the brand's hosted-iframe gateway (400 noPaymentMethods for another kind);
 * - built here, never taken from the client: merchantOrderNo (merchantOrderNoOf: 'M' + storeId +
 *   now in ms + a random tail, ≤ 64), the subject (Asia/Dubai date), notifyUrl
 *   `{callbackBaseUrl}/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook` (the brand's
 *   storeFrontURL or the configured public URL, never the Host header);
 * - the provider's payment order (key 'hosted-iframe:<key>'; a provider failure → 502
 *   '{provider} error please contact Sufra support!'), then in ONE transaction the payments row
 *   (kind hosted-iframe, provider payment id = merchantOrderNo, PENDING) and the stored answer.
 * Answers `{ body: { paymentOrderNo, merchantOrderNo, interActionParams: { tokenUrl } } }`.
 */
export async function createIframePaymentOrder(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: PaymentOrderInput,
  idempotencyKey: string,
): Promise<IdempotentAnswer<PaymentOrderAnswer> & { replayed: boolean }> {
  if (input.brandId !== ctx.brandId) throw new AppError('orderNotFound', 404);
  const order = await orderAwaitingPayment(deps, ctx, input);
  const gateway = await hostedGateway(deps, ctx, 'hosted-iframe');
  if (!gateway.createPaymentOrder) throw new AppError('somethingWentWrong', 501);
  const createOrder = gateway.createPaymentOrder.bind(gateway);
  const brand = await requireBrand(deps.db, ctx);
  const storeName = order.storeSnapshot.nameEn;
  const notifyUrl = `${callbackBaseUrl(brand.storeFrontUrl, deps.publicUrl)}${IFRAME_NOTIFY_PATH}`;
  return withIdempotency<PaymentOrderAnswer>(
    deps.db,
    {
      brandId: ctx.brandId,
      scope: 'payments.hosted-iframe',
      key: idempotencyKey,
      requestHash: hashOf(ctx.customerId, input),
    },
    async () => {
      const merchantOrderNo = merchantOrderNoOf(order.storeId, ctx.now);
      const result = await providerCall(gateway.provider, () =>
        createOrder({
          brandId: ctx.brandId,
          amountFils: amountDueFils(order),
          merchantOrderNo,
          subject: paymentOrderSubject(
            typeof storeName === 'string' ? storeName : '',
            brand.brandName,
            ctx.now,
          ),
          redirectUrl: input.redirectUrl,
          notifyUrl,
          metadata: {
            orderId: order.id,
            storeId: order.storeId,
            brandId: ctx.brandId,
            userRefId: input.userRefId,
          },
          idempotencyKey: `hosted-iframe:${idempotencyKey}`,
          language: ctx.language === 'AR' ? 'ar' : 'en',
        }),
      );
      const paymentOrderNo = paymentOrderNoOf(result);
      if (!result.redirectUrl)
        throw new AppError('providerErrorContactSupport', 502, { args: [gateway.provider, PRODUCT] });
      const tokenUrl = result.redirectUrl;
      return async (tx) => {
        await recordHostedPayment(
          tx,
          ctx,
          { order, provider: gateway.provider, kind: 'hosted-iframe', initial: 'PENDING', idempotencyKey },
          result,
        );
        return {
          statusCode: 200,
          body: {
            body: {
              paymentOrderNo,
              merchantOrderNo: result.providerPaymentId,
              interActionParams: { tokenUrl },
            },
          },
        };
      };
    },
    { now: deps.now },
  );
}

/**
 * The customer's hosted-iframe payment with this merchantOrderNo, its gateway; else 404
 * orderNotFound. `byReference` (payment-confirmation only, issue 19): a visitor without a token
 * finds the brand's payment by the reference alone — the caller must then match paymentOrderNo.
 */
async function customerPaymentOrder(
  deps: PaymentDeps,
  ctx: HostedCtx,
  merchantOrderNo: string,
  byReference = false,
): Promise<{ payment: PaymentRow; gateway: PaymentGateway }> {
  const ref = { brandId: ctx.brandId, kind: 'hosted-iframe', providerPaymentId: merchantOrderNo };
  const payment = ctx.customerId
    ? await findOwnedPayment(deps.db, { ...ref, customerId: ctx.customerId })
    : byReference
      ? await findOwnedPayment(deps.db, ref)
      : null;
  if (!payment?.orderId) throw new AppError('orderNotFound', 404);
  return { payment, gateway: await gatewayForPayment(deps, payment) };
}

/** The answer of iframePaymentConfirmation (001 §7.8: data.success, data.data.status, data.data.orderData.acquireOrder). */
export interface ConfirmationAnswer {
  success: boolean;
  data: {
    status: IframePaymentStatus;
    orderData: {
      acquireOrder: {
        merchantOrderNo: string;
        orderNo: string;
        totalAmount: { currency: 'AED'; amount: number };
      };
    };
  };
  orderNumber: string;
}

/**
 * iframePaymentConfirmation (001 §2.11, §4.14 polling, §7.8; decision 0022) of ctx.customerId's
 * payment order `merchantOrderNo` — or, signed out (issue 19, decision 0037: /payment-confirm is
 * public), of whoever's payment order of the brand has both `merchantOrderNo` and `paymentOrderNo`,
 * the reference pair only the payer holds; the answer carries no personal data — (with its `paymentOrderNo`, the order's `storeId` and, when
 * given, `orderNo` = the order's id or number or the paymentOrderNo; anything that does not match,
 * or another customer's or brand's payment order → 404 orderNotFound):
 * - reads the payment order from the provider (retrieve; the sandbox settles PAID_SUCCESS on this
 *   query) — or, with `isFroceDelete` (the storefront's 4th attempt), closes it at the provider if
 *   it is still PENDING (cancel; a paid one is left as is and reported paid);
 * - applies the report once, in ONE transaction: PAID_SUCCESS / SETTLED → the order moves to
 *   PENDING ('order.paid'); FAILURE → the order is cancelled (stock back); a force-deleted PENDING
 *   order → the payment CANCELLED and the order cancelled (stock back) — the refund call that
 *   follows then answers ORDER_NOT_PAID;
 * - answers the wallet status (PENDING, PAID_SUCCESS, SETTLED, FAILURE — a closed order is
 *   FAILURE), the acquireOrder (amount in AED), the order's number, and `success` = paid and the
 *   order placed. `declined` tells the route to add 'Card Payment Declined Please Use Another Card!'.
 */
export async function confirmIframePayment(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: {
    storeId: string;
    paymentOrderNo: string;
    merchantOrderNo: string;
    orderNo?: string | undefined;
    isFroceDelete: boolean;
  },
): Promise<ConfirmationAnswer & { declined: boolean }> {
  const { payment, gateway } = await customerPaymentOrder(deps, ctx, input.merchantOrderNo, true);
  // Issue 19 (000 §2.3 RT10 public): signed out, the payment's own customer owns the order.
  const owner = ctx.customerId ? ctx : { ...ctx, customerId: payment.customerId };
  const order = await customerOrder(deps, owner, payment.orderId!, input.storeId);
  const ref = { brandId: ctx.brandId, providerPaymentId: payment.providerPaymentId };
  const current = await gateway.retrieve(ref);
  const paymentOrderNo = paymentOrderNoOf(current);
  const names = [paymentOrderNo, order.id, order.orderNumber];
  if (paymentOrderNo !== input.paymentOrderNo || (input.orderNo && !names.includes(input.orderNo)))
    throw new AppError('orderNotFound', 404);
  const result =
    input.isFroceDelete && isOpenStatus(current.status)
      ? await gateway.cancel({ ...ref, idempotencyKey: `force-delete:${payment.id}` })
      : current;
  const applied = await deps.db.transaction((tx) => applyReport(tx, ctx, payment, result));
  const status = walletStatusOf(result);
  const placed = isPlaced(applied.order);
  return {
    success: (status === 'PAID_SUCCESS' || status === 'SETTLED') && placed,
    data: {
      status,
      orderData: {
        acquireOrder: {
          merchantOrderNo: payment.providerPaymentId,
          orderNo: paymentOrderNo,
          totalAmount: { currency: 'AED', amount: aedOf(payment.amountFils) },
        },
      },
    },
    orderNumber: applied.order?.orderNumber ?? order.orderNumber,
    declined: result.status === 'FAILED',
  };
}

/** The answer of iframePaymentRefund (001 §7.8 data.head). */
export interface RefundAnswer {
  head: { applyStatus: 'SUCCESS' | 'FAILURE'; msg: string };
}

/**
 * iframePaymentRefund (001 §4.14, §7.8; decision 0022) of ctx.customerId's payment order
 * `originMerchantOrderNo` (another customer's or brand's → 404 orderNotFound; `amount` above the
 * payment → 400 invalidAmount), once per Idempotency-Key (scope 'payments.hosted-iframe-refund'):
 * 1. the payment order is read from the provider and, if still open, closed there (cancel);
 * 2. never paid (FAILURE, closed): applied once — the order is cancelled, its stock and promotions
 *    given back — and answered `{ applyStatus: 'SUCCESS', msg: 'ORDER_NOT_PAID' }`;
 * 3. paid, and its order no longer awaiting it and not placed (cancelled: expired, or closed
 *    before the money arrived): `amount` (at most what is left) refunded at the provider once per
 *    `refundMerchantOrderNo` (its refund key), applied, answered `{ SUCCESS, 'REFUNDED' }`;
 * 4. paid, and its order placed (by this payment): the customer cannot refund a placed order — the
 *    paid report is applied (the order stays placed) and 409 MESSAGES.orderNotAwaitingPayment is
 *    answered (and replayed).
 */
export async function refundIframePayment(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: { refundMerchantOrderNo: string; originMerchantOrderNo: string; amountFils: number; reason: string },
  idempotencyKey: string,
): Promise<IdempotentAnswer<RefundAnswer | StoredRefusal> & { replayed: boolean }> {
  const { payment, gateway } = await customerPaymentOrder(deps, ctx, input.originMerchantOrderNo);
  if (input.amountFils <= 0 || input.amountFils > payment.amountFils)
    throw new AppError('invalidAmount', 400);
  const ref = { brandId: ctx.brandId, providerPaymentId: payment.providerPaymentId };
  return withIdempotency<RefundAnswer | StoredRefusal>(
    deps.db,
    {
      brandId: ctx.brandId,
      scope: 'payments.hosted-iframe-refund',
      key: idempotencyKey,
      requestHash: hashOf(ctx.customerId, input),
    },
    async () => {
      let result = await gateway.retrieve(ref);
      if (isOpenStatus(result.status))
        result = await gateway.cancel({
          ...ref,
          idempotencyKey: `refund-close:${input.refundMerchantOrderNo}`,
        });
      let refundedFils: number | undefined;
      if (isPaidStatus(result.status)) {
        const order = await customerOrder(deps, ctx, payment.orderId!);
        const left = result.amountFils - ((result.raw as { amount_refunded?: number }).amount_refunded ?? 0);
        if (order.status === 'CANCELLED' && left > 0) {
          const refunded = await gateway.refund({
            ...ref,
            amountFils: Math.min(input.amountFils, left),
            idempotencyKey: input.refundMerchantOrderNo,
            reason: input.reason,
          });
          refundedFils = refunded.refundedFils;
          result = {
            ...result,
            status: refundedFils >= result.amountFils ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
            raw: refunded.raw,
          };
        }
      }
      const final = result;
      return async (tx) => {
        const applied = await applyReport(tx, ctx, payment, final, refundedFils);
        if (!isPaidStatus(applied.payment.status))
          return { statusCode: 200, body: { head: { applyStatus: 'SUCCESS', msg: IFRAME_ORDER_NOT_PAID } } };
        if (isPlaced(applied.order)) return { statusCode: 409, body: { code: 'orderNotAwaitingPayment' } };
        return { statusCode: 200, body: { head: { applyStatus: 'SUCCESS', msg: 'REFUNDED' } } };
      };
    },
    { now: deps.now },
  );
}
