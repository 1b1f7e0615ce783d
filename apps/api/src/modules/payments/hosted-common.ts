import { createHash } from 'node:crypto';
import {
  FILS_PER_AED,
  isSitePath,
  meetsOnlineMinimum,
  ORDER_AWAITING_PAYMENT,
  type PaymentStatus,
} from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { findCustomerOrder, lockOrderInTx, type OrderRow } from '../orders/status-service.ts';
import { amountDueFils } from './amount-due.ts';
import type { PaymentGateway, ProviderPayment } from './gateway.ts';
import { applyToPayment } from './payment-records.ts';
import { findPayment, insertPaymentOnce, lockPaymentByProviderId, type PaymentRow } from './repository.ts';
import { gatewayFor, type PaymentDeps } from './service.ts';

/** The context the hosted flows run in: the brand, the signed-in customer and the request time. */
export type HostedCtx = Pick<RequestContext, 'brandId' | 'customerId' | 'now'> &
  Partial<Pick<RequestContext, 'language'>>;

/**
 * The brand's gateway when it is of `kind` (gatewayFor: 400 noPaymentMethods, 403 sandboxDemoOnly,
 * 501 for a provider without an adapter); a brand whose card provider is another kind → 400
 * MESSAGES.noPaymentMethods (its checkout never offers this flow, 001 §4.7).
 */
export async function hostedGateway(
  deps: PaymentDeps,
  ctx: Pick<RequestContext, 'brandId'>,
  kind: 'hosted-page' | 'hosted-iframe',
): Promise<PaymentGateway> {
  const gateway = await gatewayFor(deps, ctx);
  if (gateway.kind !== kind) throw new AppError('noPaymentMethods', 400);
  return gateway;
}

/** An AED amount (2 decimals) in integer fils. */
export const filsOf = (aed: number): number => Math.round(aed * FILS_PER_AED);

/** A fils amount in AED, 2 decimals, as the API speaks it. */
export const aedOf = (fils: number): number => Math.round(fils) / FILS_PER_AED;

/** A SHA-256 of the JSON of `parts` (the idempotency request hash). */
export const hashOf = (...parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * The customer's order `orderId` (id or number) of ctx.brandId, or 404 MESSAGES.orderNotFound —
 * also for another customer's or brand's order, or when `storeId` is given and is not the order's
 * store (answered exactly like an unknown order).
 */
export async function customerOrder(
  deps: PaymentDeps,
  ctx: HostedCtx,
  orderId: string,
  storeId?: string,
): Promise<OrderRow> {
  const order = ctx.customerId ? await findCustomerOrder(deps.db, ctx, orderId, ctx.customerId) : null;
  if (!order || (storeId !== undefined && order.storeId !== storeId))
    throw new AppError('orderNotFound', 404);
  return order;
}

/**
 * The customer's order awaiting a payment of `amountFils` (decision 0022: order first):
 * customerOrder, then 400 addMoreThanTwoAED (TOT-20: not above 2 AED), 409
 * MESSAGES.orderNotAwaitingPayment when it is not in PENDING_PAYMENT or what it is due
 * (amountDueFils: a table share's `charge_fils`, else its total; decision 0032) is another amount.
 */
export async function orderAwaitingPayment(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: { orderId: string; storeId: string; amountFils: number },
): Promise<OrderRow> {
  const order = await customerOrder(deps, ctx, input.orderId, input.storeId);
  if (!meetsOnlineMinimum(input.amountFils)) throw new AppError('addMoreThanTwoAED', 400);
  if (order.status !== ORDER_AWAITING_PAYMENT || amountDueFils(order) !== input.amountFils)
    throw new AppError('orderNotAwaitingPayment', 409);
  return order;
}

/**
 * A storefront return URL as a path of this site (card and hosted flows, decision 0022): a site
 * path (isSitePath) as it is, or an absolute http(s) URL of the request's own host name (any port:
 * the storefront's dev server and a TLS proxy show other ports and schemes) reduced to its path,
 * query and fragment, which must itself be a site path. Anything else (another site, a
 * protocol-relative or control-character trick: an open redirect) → 400 MESSAGES.invalidPaymentIntent.
 */
export function checkedReturnUrl(raw: string, host: string): string {
  if (isSitePath(raw)) return raw;
  const refuse = () => new AppError('invalidPaymentIntent', 400);
  if (raw.startsWith('/')) throw refuse();
  let url: URL;
  let own: string;
  try {
    url = new URL(raw);
    own = new URL(`http://${host}`).hostname;
  } catch {
    throw refuse();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname !== own) throw refuse();
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSitePath(path)) throw refuse();
  return path;
}

/** What applying a provider's report left: the payment and its order (null for none), after. */
export interface Applied {
  payment: PaymentRow;
  order: OrderRow | null;
}

/**
 * In `tx`: the payment (brand, provider, provider payment id) locked, the provider's report applied
 * once (applyPaymentStatus: the payment's status, the order's move and outbox rows — a second
 * report of the same status changes nothing), then the payment and its order read back.
 */
export async function applyReport(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: Pick<PaymentRow, 'provider' | 'providerPaymentId'>,
  result: ProviderPayment,
  refundedFils?: number,
): Promise<Applied> {
  const { row } = await applyToPayment(
    tx,
    ctx,
    payment,
    result.status,
    {
      failureCode: result.failureCode,
      raw: result.raw,
      ...(refundedFils === undefined ? {} : { refundedFils }),
    },
    () => new AppError('orderNotFound', 404),
  );
  const after = (await findPayment(tx, ctx.brandId, row.id))!;
  const order = after.orderId ? await lockOrderInTx(tx, ctx, after.orderId) : null;
  return { payment: after, order };
}

/**
 * In `tx`: the payments row of a hosted kind's new provider payment `result` for `order` of
 * ctx.customerId written once (status `initial`, key `idempotencyKey`), then the provider's first
 * report applied (applyReport). Answers the payment and its order, after. A row of another order
 * under the same provider payment id → 409 MESSAGES.orderNotAwaitingPayment (issue 16 D1).
 */
export async function recordHostedPayment(
  tx: Tx,
  ctx: HostedCtx,
  payment: {
    order: Pick<OrderRow, 'id'>;
    provider: string;
    kind: 'hosted-page' | 'hosted-iframe';
    initial: Extract<PaymentStatus, 'REQUIRES_ACTION' | 'PENDING'>;
    idempotencyKey: string;
  },
  result: ProviderPayment,
): Promise<Applied> {
  await insertPaymentOnce(tx, {
    brandId: ctx.brandId,
    orderId: payment.order.id,
    customerId: ctx.customerId,
    provider: payment.provider,
    kind: payment.kind,
    providerPaymentId: result.providerPaymentId,
    amountFils: result.amountFils,
    status: payment.initial,
    idempotencyKey: payment.idempotencyKey,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  // The provider payment id names one order's payment (issue 16 D1): a row of another order under
  // it is never written over nor applied to — 409, and this transaction stores nothing.
  const row = await lockPaymentByProviderId(tx, ctx.brandId, payment.provider, result.providerPaymentId);
  if (row?.orderId !== payment.order.id) throw new AppError('orderNotAwaitingPayment', 409);
  return applyReport(
    tx,
    ctx,
    { provider: payment.provider, providerPaymentId: result.providerPaymentId },
    result,
  );
}

/** Whether the money of a payment with this status was taken (refunds may follow). */
export const isPaidStatus = (status: string): boolean =>
  status === 'SUCCEEDED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED';

/** Whether a payment status is still open at the provider. */
export const isOpenStatus = (
  status: string,
): status is Extract<PaymentStatus, 'REQUIRES_ACTION' | 'PENDING'> =>
  status === 'REQUIRES_ACTION' || status === 'PENDING';

/** Whether an order has been placed (left PENDING_PAYMENT for anything but a cancellation). */
export const isPlaced = (order: Pick<OrderRow, 'status'> | null): boolean =>
  order !== null && order.status !== ORDER_AWAITING_PAYMENT && order.status !== 'CANCELLED';
