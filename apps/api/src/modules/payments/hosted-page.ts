import { AppError } from '../../platform/errors.ts';
import { type IdempotentAnswer, withIdempotency } from '../../platform/idempotency.ts';
import { amountDueFils } from './amount-due.ts';
import {
  applyReport,
  customerOrder,
  type HostedCtx,
  hostedGateway,
  isOpenStatus,
  isPlaced,
  orderAwaitingPayment,
  recordHostedPayment,
} from './hosted-common.ts';
import { customerPaymentsOfOrder } from './repository.ts';
import { gatewayForPayment, type PaymentDeps } from './service.ts';

/** The answer of getHostedPaymentPage (001 §7.7): the transaction to verify later and the page. */
export interface HostedPageAnswer {
  transactionInfo: { storeId: string; cartId: string };
  paymentURL: string;
}

/** A hosted page asked for an order: amount (fils) and the storefront's return URLs (checked by the route). */
export interface HostedPageInput {
  orderId: string;
  storeId: string;
  amountFils: number;
  successUrl: string;
  failureUrl: string;
  language: 'en' | 'ar';
}

/**
 * getHostedPaymentPage (001 §4.13 steps 1–2, §7.7; decision 0022) for ctx.customerId's order
 * awaiting payment, once per Idempotency-Key (scope 'payments.hosted-page'):
 * - orderAwaitingPayment: 404 orderNotFound (unknown, another customer's or brand's order, or
 *   another store), 400 addMoreThanTwoAED (TOT-20), 409 orderNotAwaitingPayment (not
 *   PENDING_PAYMENT, or `amountFils` is not what it is due: amountDueFils, a table share's
 *   `charge_fils` else its total — the page charges that amount; decision 0032);
 * - the brand's hosted-page gateway (hostedGateway: 400 noPaymentMethods when its provider is
 *   another kind);
 * - the provider's session (createHostedPage with the key 'hosted-page:<key>'), then in ONE
 *   transaction the payments row (kind hosted-page, REQUIRES_ACTION) and the stored answer.
 * Answers `{ transactionInfo: { storeId, cartId: <order id> }, paymentURL }`; the page returns to
 * `successUrl` with `payment=success` or to `failureUrl` with `payment=failure`. A retry with the
 * key replays the answer; another body → 409 requestReused.
 */
export async function createHostedPaymentPage(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: HostedPageInput,
  idempotencyKey: string,
): Promise<IdempotentAnswer<HostedPageAnswer> & { replayed: boolean }> {
  const order = await orderAwaitingPayment(deps, ctx, input);
  const gateway = await hostedGateway(deps, ctx, 'hosted-page');
  if (!gateway.createHostedPage) throw new AppError('somethingWentWrong', 501);
  const createPage = gateway.createHostedPage.bind(gateway);
  return withIdempotency<HostedPageAnswer>(
    deps.db,
    {
      brandId: ctx.brandId,
      scope: 'payments.hosted-page',
      key: idempotencyKey,
      requestHash: JSON.stringify([ctx.customerId, input]),
    },
    async () => {
      const page = await createPage({
        brandId: ctx.brandId,
        amountFils: amountDueFils(order),
        reference: order.id,
        successUrl: input.successUrl,
        failureUrl: input.failureUrl,
        language: input.language,
        idempotencyKey: `hosted-page:${idempotencyKey}`,
      });
      if (!page.redirectUrl) throw new AppError('somethingWentWrong', 502);
      const paymentURL = page.redirectUrl;
      return async (tx) => {
        await recordHostedPayment(
          tx,
          ctx,
          {
            order,
            provider: gateway.provider,
            kind: 'hosted-page',
            initial: 'REQUIRES_ACTION',
            idempotencyKey,
          },
          page,
        );
        return {
          statusCode: 200,
          body: { transactionInfo: { storeId: order.storeId, cartId: order.id }, paymentURL },
        };
      };
    },
    { now: deps.now },
  );
}

/**
 * verifyHostedPayment (001 §4.13 step 4, §7.7; decision 0022) of ctx.customerId's order `cartId`
 * at store `storeId`:
 * - the order and its hosted-page payments must be the customer's (else 404 orderNotFound, like an
 *   unknown order);
 * - every payment still open is read from its provider (gateway.retrieve) and applied in ONE
 *   transaction each, exactly once (a second verify, or a webhook that came first, changes
 *   nothing): paid → the order moves to PENDING ('order.paid'); failed or cancelled → the order is
 *   cancelled, its stock and promotions given back (a table share's order move PAYs or RELEASEs
 *   the share: dine-in tab-effects, decision 0032);
 * - then: the order placed → `{ isVerified: true, orderNumber }`; the order cancelled (the page
 *   failed or was cancelled, or the order expired) → 402 MESSAGES.paymentFailedOrCancelled; still
 *   open (the customer has not paid yet) → `{ isVerified: false, orderNumber }`.
 */
export async function verifyHostedPayment(
  deps: PaymentDeps,
  ctx: HostedCtx,
  input: { storeId: string; cartId: string },
): Promise<{ isVerified: boolean; orderNumber: string }> {
  const order = await customerOrder(deps, ctx, input.cartId, input.storeId);
  const rows = await customerPaymentsOfOrder(deps.db, {
    brandId: ctx.brandId,
    customerId: ctx.customerId ?? '',
    orderId: order.id,
    kind: 'hosted-page',
  });
  if (rows.length === 0) throw new AppError('orderNotFound', 404);
  let after = order;
  for (const payment of rows.filter((p) => isOpenStatus(p.status))) {
    const gateway = await gatewayForPayment(deps, payment);
    const result = await gateway.retrieve({
      brandId: ctx.brandId,
      providerPaymentId: payment.providerPaymentId,
    });
    const applied = await deps.db.transaction((tx) => applyReport(tx, ctx, payment, result));
    after = applied.order ?? after;
  }
  if (after.status === 'CANCELLED') throw new AppError('paymentFailedOrCancelled', 402);
  return { isVerified: isPlaced(after), orderNumber: after.orderNumber };
}
