import { createHash } from 'node:crypto';
import {
  MESSAGES,
  meetsOnlineMinimum,
  ORDER_AWAITING_PAYMENT,
  type PaymentStatus,
  resolvePaymentProvider,
} from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { findCustomerOrder } from '../orders/status.ts';
import type { PaymentGateway } from './gateway.ts';
import { type IdempotentAnswer, withIdempotency } from './idempotency.ts';
import { applyPaymentStatus } from './payment-apply.ts';
import { findPayment, insertPaymentOnce, lockPaymentByProviderId } from './repository.ts';
import { sandboxGateway } from './sandbox/adapter.ts';

type BrandRow = Awaited<ReturnType<typeof requireBrand>>;

/** What the payment calls need: the database, the clock and whether this is production. */
export interface PaymentDeps {
  db: Db;
  now: () => Date;
  /** NODE_ENV=production: the sandbox gateway serves demo brands only. */
  production: boolean;
}

/**
 * Whether the sandbox gateway may serve this brand (issue 9): always outside production; in
 * production only a demo brand (settings.isDemo). Otherwise 403 MESSAGES.sandboxDemoOnly.
 */
function assertSandboxAllowed(brand: BrandRow, production: boolean): void {
  const isDemo = (brand.settings as { isDemo?: unknown }).isDemo === true;
  if (production && !isDemo) throw new HttpError(403, MESSAGES.sandboxDemoOnly);
}

/**
 * The gateway of the brand's card provider (resolvePaymentProvider over its stored
 * activeIntegrations, 001 §4.7): 'none' → 400 MESSAGES.noPaymentMethods; a sandbox integration
 * (`metaData.mode` 'sandbox') → the sandbox gateway playing that kind, after assertSandboxAllowed;
 * a real provider → 501 MESSAGES.somethingWentWrong until its adapter is added (decision 0019:
 * Stripe, Checkout.com and the hosted adapters come with the flows).
 */
async function gatewayFor(deps: PaymentDeps, ctx: Pick<RequestContext, 'brandId'>): Promise<PaymentGateway> {
  const brand = await requireBrand(deps.db, ctx);
  const choice = resolvePaymentProvider(
    Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [],
  );
  if (choice.kind === 'none') throw new HttpError(400, MESSAGES.noPaymentMethods);
  if (!choice.sandbox) throw new HttpError(501, MESSAGES.somethingWentWrong);
  assertSandboxAllowed(brand, deps.production);
  return sandboxGateway(deps.db, choice.kind, deps.now);
}

/** A card payment to confirm: the order awaiting it (null for a payment link), the amount (fils), the card and the return URL. */
export interface ConfirmCardPaymentInput {
  orderId: string | null;
  amountFils: number;
  /** The sandbox test card number (the real providers' fields send a token instead). */
  cardNumber: string;
  /** Where 3-D Secure sends the customer back: a path of this site ('/…', not '//'). */
  returnUrl: string;
}

/** The answer of confirmCardPayment (stored and replayed by the idempotency key). */
export interface ConfirmedPayment {
  paymentId: string;
  providerPaymentId: string;
  status: PaymentStatus;
  /** The 3-D Secure challenge page when status is REQUIRES_ACTION, else null. */
  redirectUrl: string | null;
  failureCode: string | null;
}

/**
 * Charges a card once per Idempotency-Key (issue 9; 001 §4.10 new card; decision 0019) for
 * ctx.customerId of ctx.brandId:
 * - 400 MESSAGES.addMoreThanTwoAED — amount not above 2 AED (TOT-20); 400 invalidAmount — not an
 *   integer; 400 invalidPaymentIntent — a return URL that is not a path of this site;
 * - with an order: it must be the customer's (else 404 orderNotFound), in PENDING_PAYMENT with
 *   total = amount (else 409 orderNotAwaitingPayment);
 * - the brand's gateway (gatewayFor: 400 noPaymentMethods, 403 sandboxDemoOnly, 501);
 * - withIdempotency (scope 'payments.confirm', hash of customer + input): the provider call
 *   (createAndConfirm with the key), then in one transaction the payments row (inserted once per
 *   provider payment id), applyPaymentStatus with its order effects, and the stored answer.
 * Answers 200 with ConfirmedPayment (SUCCEEDED, REQUIRES_ACTION with the challenge URL, PENDING),
 * or 402 with status FAILED and the decline code (the caller shows MESSAGES.bankDeclined).
 * A retry with the key replays the first answer; another body with it → 409 requestReused.
 */
export async function confirmCardPayment(
  deps: PaymentDeps,
  ctx: Pick<RequestContext, 'brandId' | 'customerId' | 'now'>,
  input: ConfirmCardPaymentInput,
  idempotencyKey: string,
): Promise<IdempotentAnswer<ConfirmedPayment> & { replayed: boolean }> {
  if (!Number.isSafeInteger(input.amountFils)) throw new HttpError(400, MESSAGES.invalidAmount);
  if (!meetsOnlineMinimum(input.amountFils)) throw new HttpError(400, MESSAGES.addMoreThanTwoAED);
  if (!/^\/(?![/\\])/.test(input.returnUrl)) throw new HttpError(400, MESSAGES.invalidPaymentIntent);
  if (input.orderId) {
    const order = await findCustomerOrder(deps.db, ctx, input.orderId, ctx.customerId ?? '');
    if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
    if (order.status !== ORDER_AWAITING_PAYMENT || order.totalFils !== input.amountFils)
      throw new HttpError(409, MESSAGES.orderNotAwaitingPayment);
  }
  const gateway = await gatewayFor(deps, ctx);
  const requestHash = createHash('sha256')
    .update(
      JSON.stringify([ctx.customerId, input.orderId, input.amountFils, input.cardNumber, input.returnUrl]),
    )
    .digest('hex');
  return withIdempotency<ConfirmedPayment>(
    deps.db,
    { brandId: ctx.brandId, scope: 'payments.confirm', key: idempotencyKey, requestHash },
    async () => {
      const result = await gateway.createAndConfirm({
        brandId: ctx.brandId,
        amountFils: input.amountFils,
        paymentMethod: { type: 'card-number', number: input.cardNumber },
        returnUrl: input.returnUrl,
        idempotencyKey,
        metadata: { orderId: input.orderId, customerId: ctx.customerId },
      });
      return async (tx) => {
        await insertPaymentOnce(tx, {
          brandId: ctx.brandId,
          orderId: input.orderId,
          customerId: ctx.customerId,
          provider: gateway.provider,
          kind: gateway.kind,
          providerPaymentId: result.providerPaymentId,
          amountFils: result.amountFils,
          status: 'PENDING',
          idempotencyKey,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        const row = await lockPaymentByProviderId(
          tx,
          ctx.brandId,
          gateway.provider,
          result.providerPaymentId,
        );
        if (!row) throw new Error('The payment row was not written');
        await applyPaymentStatus(tx, ctx, row, result.status, {
          failureCode: result.failureCode,
          raw: result.raw,
        });
        const saved = await findPayment(tx, ctx.brandId, row.id);
        const status = saved!.status as PaymentStatus;
        return {
          statusCode: status === 'FAILED' ? 402 : 200,
          body: {
            paymentId: row.id,
            providerPaymentId: result.providerPaymentId,
            status,
            redirectUrl: status === 'REQUIRES_ACTION' ? result.redirectUrl : null,
            failureCode: saved!.failureCode,
          },
        };
      };
    },
    { now: deps.now },
  );
}
