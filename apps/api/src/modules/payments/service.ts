import { createHash } from 'node:crypto';
import {
  isSitePath,
  meetsOnlineMinimum,
  ORDER_AWAITING_PAYMENT,
  type PaymentProviderKind,
  type PaymentStatus,
  resolvePaymentProvider,
} from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  acquireLease,
  type IdempotentAnswer,
  type IdempotentCommit,
  type Lease,
  releaseLease,
  withIdempotency,
} from '../../platform/idempotency.ts';
import type { Tx } from '../../platform/tx.ts';
import { requireBrand } from '../brand/service.ts';
import { findCustomerOrder, lockOrderInTx } from '../orders/status-service.ts';
import { amountDueFils } from './amount-due.ts';
import {
  findProviderCustomer,
  findSavedCard,
  insertProviderCustomerOnce,
  insertSavedCardOnce,
} from './cards-repository.ts';
import type { PaymentGateway, ProviderPayment } from './gateway.ts';
import { applyPaymentStatus } from './payment-apply.ts';
import { recordPayment } from './payment-records.ts';
import { realGateway, realGatewayForProvider } from './providers/index.ts';
import { findOwnedPayment, findPayment, lockPaymentByProviderId, type PaymentRow } from './repository.ts';
import { sandboxGateway } from './sandbox/adapter.ts';
import { SANDBOX_PROVIDER } from './sandbox/webhooks.ts';

type BrandRow = Awaited<ReturnType<typeof requireBrand>>;

/** The lease scope of an order's charge: one confirmation at a provider per order at a time (issue 16 D2). */
const ORDER_CHARGE_SCOPE = 'payments.order-charge';

/** What the payment calls need: the database, the clock and whether this is production. */
export interface PaymentDeps {
  db: Db;
  now: () => Date;
  /** NODE_ENV=production: the sandbox gateway serves demo brands only. */
  production: boolean;
  /**
   * The deployment's public base URL (config.publicUrl, SUFRA_PUBLIC_URL): the base of provider
   * callback URLs for brands without a storeFrontURL (issue 16 D5); absent = http://localhost:8080.
   */
  publicUrl?: string;
}

/**
 * Whether the sandbox gateway may serve this brand (issue 9): always outside production; in
 * production only a demo brand (settings.isDemo). Otherwise 403 MESSAGES.sandboxDemoOnly.
 */
function assertSandboxAllowed(brand: BrandRow, production: boolean): void {
  if (!sandboxMayServe(brand, production)) throw new AppError('sandboxDemoOnly', 403);
}

/**
 * The gateway of the brand's card provider (resolvePaymentProvider over its stored
 * activeIntegrations, 001 §4.7): 'none' → 400 MESSAGES.noPaymentMethods; a sandbox integration
 * (`metaData.mode` 'sandbox') → the sandbox gateway playing that kind, after assertSandboxAllowed;
 * a real provider → its adapter with the brand's server-side secrets (providers/index.ts
 * realGateway: Stripe, Checkout.com, the hosted REST contracts).
 */
export async function gatewayFor(
  deps: PaymentDeps,
  ctx: Pick<RequestContext, 'brandId'>,
): Promise<PaymentGateway> {
  const brand = await requireBrand(deps.db, ctx);
  const choice = resolvePaymentProvider(
    Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [],
  );
  if (choice.kind === 'none') throw new AppError('noPaymentMethods', 400);
  if (!choice.sandbox) return realGateway(deps.db, brand.id, choice);
  assertSandboxAllowed(brand, deps.production);
  return sandboxGateway(deps.db, choice.kind, deps.now);
}

/**
 * The gateway that holds an existing payment (verify calls, refunds, the expiry sweep): the
 * sandbox playing the payment's kind for a 'SANDBOX' payment; otherwise the real adapter of the
 * payment's provider (realGatewayForProvider), even if the brand has switched providers since;
 * an unknown provider → 501 MESSAGES.somethingWentWrong.
 */
export async function gatewayForPayment(
  deps: PaymentDeps,
  payment: Pick<PaymentRow, 'brandId' | 'provider' | 'kind'>,
): Promise<PaymentGateway> {
  if (payment.provider === SANDBOX_PROVIDER)
    return sandboxGateway(deps.db, payment.kind as PaymentProviderKind, deps.now);
  // The provider that holds the payment, even when the brand has moved to another one since.
  const gateway = await realGatewayForProvider(deps.db, payment.brandId, payment.provider);
  if (!gateway) throw new AppError('somethingWentWrong', 501);
  return gateway;
}

/**
 * The card to charge: a token from the provider's card fields (Stripe `pm_…`, Checkout.com
 * `tok_…`, sandbox `pm_sbx_…`), or one of the customer's saved cards by Sufra's id or the
 * provider's card id. Card numbers never reach Sufra (PCI DSS SAQ A, decision 0022).
 */
export type CardToCharge = { type: 'token'; token: string } | { type: 'saved'; cardId: string };

/** A card payment to confirm: the order awaiting it (null for a payment link), the amount (fils), the card and the return URLs. */
export interface ConfirmCardPaymentInput {
  orderId: string | null;
  amountFils: number;
  card: CardToCharge;
  /** Save a new card for the customer (001 §3.8) once the payment succeeds. */
  saveCard?: boolean;
  /** Where 3-D Secure sends the customer back: a path of this site ('/…', not '//'). */
  returnUrl: string;
  /** card-frames: where a failed challenge returns (a path of this site); absent → returnUrl. */
  failureUrl?: string | undefined;
}

/** The answer of confirmCardPayment (stored and replayed by the idempotency key). */
export interface ConfirmedPayment {
  paymentId: string;
  providerPaymentId: string;
  status: PaymentStatus;
  /** The 3-D Secure challenge page when status is REQUIRES_ACTION, else null. */
  redirectUrl: string | null;
  failureCode: string | null;
  /** The order's number (orders only), else null. */
  orderNumber: string | null;
}

/** Whether a payment status means the money was taken (refunds come later). */
const paid = (status: PaymentStatus) =>
  status === 'SUCCEEDED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED';

/**
 * The provider customer of ctx.customerId with `gateway`'s provider, created at the provider on
 * first use (key `customer:<customer id>`) and stored once (payment_provider_customers; a
 * concurrent first use keeps the first stored).
 */
async function providerCustomerFor(
  deps: PaymentDeps,
  ctx: Pick<RequestContext, 'brandId'>,
  gateway: PaymentGateway,
  customerId: string,
): Promise<string> {
  const known = await findProviderCustomer(deps.db, ctx.brandId, customerId, gateway.provider);
  if (known) return known;
  if (!gateway.createCustomer) throw new AppError('invalidPaymentIntent', 400);
  const created = await gateway.createCustomer({
    brandId: ctx.brandId,
    customerId,
    email: null,
    name: null,
    idempotencyKey: `customer:${customerId}`,
  });
  await insertProviderCustomerOnce(deps.db, {
    brandId: ctx.brandId,
    customerId,
    provider: gateway.provider,
    providerCustomerId: created.providerCustomerId,
  });
  return (
    (await findProviderCustomer(deps.db, ctx.brandId, customerId, gateway.provider)) ??
    created.providerCustomerId
  );
}

/**
 * In the caller's transaction: the provider's report of a payment applied (applyPaymentStatus,
 * with the order's move and outbox rows, once) and, when it saved a card for the paying
 * customer, the card stored (saved_payment_cards, once). Answers the payment row after.
 */
async function applyProviderPayment(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: PaymentRow,
  result: ProviderPayment,
): Promise<PaymentRow> {
  await applyPaymentStatus(tx, ctx, payment, result.status, {
    failureCode: result.failureCode,
    raw: result.raw,
    ...(result.status === 'REFUNDED' ? { refundedFils: payment.amountFils } : {}),
  });
  if (result.savedCard && payment.customerId && paid(result.status))
    await insertSavedCardOnce(tx, {
      brandId: ctx.brandId,
      customerId: payment.customerId,
      provider: payment.provider,
      providerCardId: result.savedCard.providerCardId,
      cardBrand: result.savedCard.cardBrand,
      last4: result.savedCard.last4,
      expMonth: result.savedCard.expMonth,
      expYear: result.savedCard.expYear,
      createdAt: ctx.now,
    });
  return (await findPayment(tx, ctx.brandId, payment.id))!;
}

/**
 * Charges a card once per Idempotency-Key (issue 9; 001 §4.10, §4.12, §7.5, §7.6; decisions 0019
 * and 0022) for ctx.customerId of ctx.brandId:
 * - 400 MESSAGES.addMoreThanTwoAED — amount not above 2 AED (TOT-20); 400 invalidAmount — not an
 *   integer; 400 invalidPaymentIntent — a return URL that is not a path of this site;
 * - with an order: it must be the customer's (else 404 orderNotFound), in PENDING_PAYMENT with
 *   total = amount (else 409 orderNotAwaitingPayment);
 * - a saved card must be the customer's with the brand's provider (else 404 somethingIncorrect);
 * - the brand's gateway (gatewayFor: 400 noPaymentMethods, 403 sandboxDemoOnly, 501);
 * - withIdempotency (scope 'payments.confirm', hash of customer + input): the provider call
 *   (createAndConfirm with the key; `saveCard` asks the provider to keep the card on the
 *   customer's provider customer), then in one transaction the payments row (inserted once per
 *   provider payment id), applyPaymentStatus with its order effects, the saved card, and the
 *   stored answer;
 * - an order is charged by one confirmation at a time (a lease per order, issue 16 D2): another
 *   key's confirmation while one is at the provider → 409 orderNotAwaitingPayment, nothing charged.
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
  if (!Number.isSafeInteger(input.amountFils)) throw new AppError('invalidAmount', 400);
  if (!meetsOnlineMinimum(input.amountFils)) throw new AppError('addMoreThanTwoAED', 400);
  if (!isSitePath(input.returnUrl) || (input.failureUrl !== undefined && !isSitePath(input.failureUrl)))
    throw new AppError('invalidPaymentIntent', 400);
  let orderNumber: string | null = null;
  if (input.orderId) {
    const order = await findCustomerOrder(deps.db, ctx, input.orderId, ctx.customerId ?? '');
    if (!order) throw new AppError('orderNotFound', 404);
    orderNumber = order.orderNumber;
  }
  const gateway = await gatewayFor(deps, ctx);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([ctx.customerId, input]))
    .digest('hex');
  return withIdempotency<ConfirmedPayment>(
    deps.db,
    { brandId: ctx.brandId, scope: 'payments.confirm', key: idempotencyKey, requestHash },
    async () => {
      // Checked under the claim, so a retry of a settled call replays its answer instead. One
      // charge of an order at a time (issue 16 D2): a second confirmation with another key while
      // the first is at the provider is refused before it charges.
      let lease: Lease | null = null;
      if (input.orderId) {
        lease = await acquireLease(
          deps.db,
          { brandId: ctx.brandId, scope: ORDER_CHARGE_SCOPE, key: input.orderId },
          { now: deps.now },
        );
        if (!lease) throw new AppError('orderNotAwaitingPayment', 409);
        const order = await findCustomerOrder(deps.db, ctx, input.orderId, ctx.customerId ?? '');
        if (order?.status !== ORDER_AWAITING_PAYMENT || amountDueFils(order) !== input.amountFils) {
          await releaseLease(deps.db, lease);
          throw new AppError('orderNotAwaitingPayment', 409);
        }
      }
      try {
        return await chargeCard(lease);
      } catch (error) {
        if (lease) await releaseLease(deps.db, lease);
        throw error;
      }
    },
    { now: deps.now },
  );

  /** The provider call and its commit step (which releases the order's lease with the rows). */
  async function chargeCard(lease: Lease | null): Promise<IdempotentCommit<ConfirmedPayment>> {
    let paymentMethod: Parameters<PaymentGateway['createAndConfirm']>[0]['paymentMethod'];
    let saveForCustomer: string | undefined;
    if (input.card.type === 'saved') {
      const card = ctx.customerId
        ? await findSavedCard(deps.db, ctx.brandId, ctx.customerId, input.card.cardId)
        : null;
      const owner = card
        ? await findProviderCustomer(deps.db, ctx.brandId, card.customerId, card.provider)
        : null;
      if (!card || !owner || card.provider !== gateway.provider)
        throw new AppError('somethingIncorrect', 404);
      paymentMethod = { type: 'saved', providerCardId: card.providerCardId, providerCustomerId: owner };
    } else {
      paymentMethod = { type: 'token', token: input.card.token };
      if (input.saveCard && ctx.customerId)
        saveForCustomer = await providerCustomerFor(deps, ctx, gateway, ctx.customerId);
    }
    const result = await gateway.createAndConfirm({
      brandId: ctx.brandId,
      amountFils: input.amountFils,
      paymentMethod,
      ...(saveForCustomer ? { saveForCustomer } : {}),
      returnUrl: input.returnUrl,
      failureUrl: input.failureUrl,
      idempotencyKey,
      metadata: { orderId: input.orderId, customerId: ctx.customerId },
    });
    return async (tx) => {
      const row = await recordPayment(tx, {
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
      const saved = await applyProviderPayment(tx, ctx, row, result);
      if (lease) await releaseLease(tx, lease);
      const status = saved.status as PaymentStatus;
      return {
        statusCode: status === 'FAILED' ? 402 : 200,
        body: {
          paymentId: row.id,
          providerPaymentId: result.providerPaymentId,
          status,
          redirectUrl: status === 'REQUIRES_ACTION' ? result.redirectUrl : null,
          failureCode: saved.failureCode,
          orderNumber,
        },
      };
    };
  }
}

/** What verifyCardPayment answers: whether the order is paid and placed, the payment's status and the order's number. */
export interface VerifiedPayment {
  isVerified: boolean;
  status: PaymentStatus;
  orderNumber: string | null;
  /** The order's status after applying (PENDING once paid, CANCELLED after a failure or expiry), or null for a payment link. */
  orderStatus: string | null;
}

/**
 * Verifies a card payment of ctx.customerId (001 §7.5 verify-payment-intent, §7.6
 * verify-payment-request; decision 0022): reads the payment from its provider
 * (gateway.retrieve) and applies it in ONE transaction, exactly like a webhook would (the payment
 * locked, applyPaymentStatus — a second verify, or a webhook that came first, changes nothing),
 * storing a card the payment saved. A payment of another customer or brand is 404
 * MESSAGES.invalidPaymentIntent, like an unknown one. `isVerified` is true when the payment
 * succeeded and its order left PENDING_PAYMENT for a placed status (a success after the order
 * expired is refunded: false). Errors of the provider are thrown (nothing written).
 */
export async function verifyCardPayment(
  deps: PaymentDeps,
  ctx: Pick<RequestContext, 'brandId' | 'customerId' | 'now'>,
  providerPaymentId: string,
): Promise<VerifiedPayment> {
  const payment = ctx.customerId
    ? await findOwnedPayment(deps.db, { brandId: ctx.brandId, customerId: ctx.customerId, providerPaymentId })
    : null;
  if (!payment) throw new AppError('invalidPaymentIntent', 404);
  const gateway = await gatewayForPayment(deps, payment);
  const result = await gateway.retrieve({ brandId: ctx.brandId, providerPaymentId });
  return deps.db.transaction(async (tx) => {
    const row = await lockPaymentByProviderId(tx, ctx.brandId, payment.provider, providerPaymentId);
    if (!row) throw new AppError('invalidPaymentIntent', 404);
    const after = await applyProviderPayment(tx, ctx, row, result);
    const order = after.orderId ? await lockOrderInTx(tx, ctx, after.orderId) : null;
    const status = after.status as PaymentStatus;
    const placed =
      order === null ? true : order.status !== ORDER_AWAITING_PAYMENT && order.status !== 'CANCELLED';
    return {
      isVerified: status === 'SUCCEEDED' && placed,
      status,
      orderNumber: order?.orderNumber ?? null,
      orderStatus: order?.status ?? null,
    };
  });
}

// What other modules use of the payments module (issue 16: modules reach each other through
// services): the gateway of a payment link, the payment records and their state changes, and
// the page CSP of a brand's providers.
export type { PaymentGateway } from './gateway.ts';
export { applyPaymentStatus, registerPaymentStepEffect } from './payment-apply.ts';
export {
  applyToPayment,
  linkPayment,
  type PaymentRow,
  paymentById,
  recordPayment,
} from './payment-records.ts';

import { sandboxMayServe } from '../../platform/sandbox-rule.ts';

export { createPaymentCspCache, NO_PAYMENT_ORIGINS } from './providers/csp.ts';
export { sandboxGateway };
