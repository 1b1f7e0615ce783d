import { createHash } from 'node:crypto';
import { isSitePath, type PaymentProviderKind, type PaymentStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type IdempotentAnswer, type StoredRefusal, withIdempotency } from '../../platform/idempotency.ts';
import type { Tx } from '../../platform/tx.ts';
import {
  applyPaymentStatus,
  applyToPayment,
  linkPayment,
  paymentById,
  recordPayment,
  registerPaymentStepEffect,
} from '../payments/service.ts';
import { applyLinkEffects } from './link-apply.ts';
import { linkGateway, linkProvider } from './link-gateway.ts';
import { requireLink } from './link-service.ts';
import { findLink, lockLink } from './repository.ts';

// A link's payment moves its link in the payment's own transaction (issue 16: payments runs the
// effects its dependants register, and never imports this module).
registerPaymentStepEffect(applyLinkEffects);

/** What the link payment calls need: the database, the clock and whether this is production. */
export interface LinkPaymentDeps {
  db: Db;
  now: () => Date;
  production: boolean;
}

type LinkCtx = Pick<RequestContext, 'brandId' | 'now'>;

/** A card payment of a link: the card kind the page used, the provider's token and where 3-D Secure returns. */
export interface PayLinkInput {
  cartId: string;
  /** card-elements (createPaymentLinkIntent) or card-frames (initiatePaymentLinkFrames). */
  kind: Extract<PaymentProviderKind, 'card-elements' | 'card-frames'>;
  /** The provider's payment method / token from its card fields (sandbox 'pm_sbx_…'). */
  token: string;
  /** Path of this site ending in /payment-link/{cartId} (card-frames: the success URL). */
  returnUrl: string;
  /** card-frames: the failure URL, same rule. */
  failureUrl?: string | undefined;
}

/** The answer of a link payment call or verify (stored and replayed by the idempotency key). */
export interface LinkPaymentAnswer {
  /** The payment succeeded and the link is VERIFIED. */
  isVerified: boolean;
  /** The provider payment id (the page's order ref). */
  id: string;
  status: PaymentStatus;
  /** The 3-D Secure challenge page when status is REQUIRES_ACTION, else null. */
  redirectLink: string | null;
}

/** A return path of this site for the link's page: '/…' (not '//'), its path ending in /payment-link/{cartId}[/]. */
function isLinkReturnPath(url: string, cartId: string): boolean {
  if (!isSitePath(url)) return false;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.endsWith(`/payment-link/${cartId}`) || path.endsWith(`/payment-link/${cartId}/`);
}

/**
 * Pays a payment link by card once per Idempotency-Key (001 §4.15, §7.9; decision 0022):
 * - 404 MESSAGES.invalidBrandOrCartId — the cartId is not ctx.brandId's (unknown or another brand's);
 * - 400 MESSAGES.invalidPaymentIntent — a return URL that is not this link's page on this site;
 * - 400 invalidPaymentGateway / paymentLinkGatewayNotEnabled (LINK-02, LINK-03) — and 400
 *   invalidPaymentGateway when the call's card kind is not the link's gateway kind;
 * - 409 MESSAGES.paymentLinkAlreadyPaid — the link is VERIFIED (checked again in the commit);
 * - withIdempotency (scope 'payment-links.pay', hash of cart, kind, token and URLs): the provider
 *   charges the link's amount (the provider key is derived from the client's), then in one
 *   transaction the payments row (order_id null, payment_link_id set), applyPaymentStatus (which
 *   sets the link VERIFIED on success, link-apply.ts) and the stored answer.
 * Answers 200 with LinkPaymentAnswer (paid, or REQUIRES_ACTION with the challenge page, or
 * PENDING), 402 MESSAGES.bankDeclined when declined, or 409 paymentLinkAlreadyPaid when another
 * payment paid the link meanwhile (this one is then refunded) — stored like any answer, so a
 * retry with the key gets the same one.
 */
export async function payLinkByCard(
  deps: LinkPaymentDeps,
  ctx: LinkCtx,
  input: PayLinkInput,
  idempotencyKey: string,
): Promise<IdempotentAnswer<LinkPaymentAnswer | StoredRefusal> & { replayed: boolean }> {
  const { brand, link } = await requireLink(deps.db, ctx, input.cartId, 'invalidBrandOrCartId');
  if (!isLinkReturnPath(input.returnUrl, link.cartId)) throw new AppError('invalidPaymentIntent', 400);
  if (input.failureUrl !== undefined && !isLinkReturnPath(input.failureUrl, link.cartId))
    throw new AppError('invalidPaymentIntent', 400);
  const choice = linkProvider(brand, link.paymentGateway);
  if (choice.kind !== input.kind) throw new AppError('invalidPaymentGateway', 400);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([link.id, input.kind, input.token, input.returnUrl, input.failureUrl ?? null]))
    .digest('hex');
  const ref = { brandId: ctx.brandId, scope: 'payment-links.pay', key: idempotencyKey, requestHash };
  return withIdempotency<LinkPaymentAnswer | StoredRefusal>(
    deps.db,
    ref,
    async () => {
      // Checked inside the claim: a retry of a paid link's own payment replays instead (above).
      if (link.paymentStatus === 'VERIFIED') throw new AppError('paymentLinkAlreadyPaid', 409);
      const gateway = linkGateway(deps, brand, choice);
      const result = await gateway.createAndConfirm({
        brandId: ctx.brandId,
        amountFils: link.amountFils,
        paymentMethod: { type: 'token', token: input.token },
        returnUrl: input.returnUrl,
        ...(input.failureUrl !== undefined ? { failureUrl: input.failureUrl } : {}),
        idempotencyKey: `payment-link:${link.cartId}:${idempotencyKey}`,
        metadata: { orderId: null, customerId: null },
      });
      return async (tx) => {
        // A link paid meanwhile by another key's payment: this one is refunded (link-apply.ts).
        const paidBefore = (await lockLink(tx, ctx.brandId, link.id))?.paymentStatus === 'VERIFIED';
        const row = await recordPayment(tx, {
          brandId: ctx.brandId,
          orderId: null,
          customerId: null,
          paymentLinkId: link.id,
          provider: gateway.provider,
          kind: gateway.kind,
          providerPaymentId: result.providerPaymentId,
          amountFils: result.amountFils,
          status: 'PENDING',
          idempotencyKey,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await applyPaymentStatus(tx, ctx, row, result.status, {
          failureCode: result.failureCode,
          raw: result.raw,
        });
        const answer = await answerOf(tx, ctx, row.id, link.cartId, result.redirectUrl);
        return paidBefore && answer.statusCode === 200
          ? { statusCode: 409, body: { code: 'paymentLinkAlreadyPaid' } }
          : answer;
      };
    },
    { now: deps.now },
  );
}

/** The answer for a payment as it is now in `db`: 402 bankDeclined when it failed or was cancelled. */
async function answerOf(
  db: Db | Tx,
  ctx: LinkCtx,
  paymentId: string,
  cartId: string,
  redirectUrl: string | null,
): Promise<IdempotentAnswer<LinkPaymentAnswer | StoredRefusal>> {
  const payment = await paymentById(db, ctx.brandId, paymentId);
  const link = await findLink(db, ctx.brandId, cartId);
  const status = payment!.status as PaymentStatus;
  if (status === 'FAILED' || status === 'CANCELLED')
    return { statusCode: 402, body: { code: 'bankDeclined' } };
  return {
    statusCode: 200,
    body: {
      isVerified: status === 'SUCCEEDED' && link?.paymentStatus === 'VERIFIED',
      id: payment!.providerPaymentId,
      status,
      redirectLink: status === 'REQUIRES_ACTION' ? redirectUrl : null,
    },
  };
}

/**
 * Verifies a link's payment (001 §4.15 "Return from 3-D Secure", §7.9 verify calls): the payment
 * `providerPaymentId` of link `cartId` of ctx.brandId — else 404 MESSAGES.invalidBrandOrCartId
 * (unknown link) or 404 MESSAGES.invalidPaymentIntent (not this link's payment). An open payment
 * (REQUIRES_ACTION, PENDING) is read from the provider and applied in one transaction (like a
 * webhook: once, the link VERIFIED on success); a settled one is answered as it is, so verifying
 * twice changes nothing. Answers LinkPaymentAnswer, or throws 402 MESSAGES.bankDeclined when the
 * payment failed or was cancelled.
 */
export async function verifyLinkPayment(
  deps: LinkPaymentDeps,
  ctx: LinkCtx,
  cartId: string,
  providerPaymentId: string,
): Promise<LinkPaymentAnswer> {
  const { brand, link } = await requireLink(deps.db, ctx, cartId, 'invalidBrandOrCartId');
  const payment = await linkPayment(deps.db, ctx.brandId, link.id, providerPaymentId);
  if (!payment) throw new AppError('invalidPaymentIntent', 404);
  let redirectUrl: string | null = null;
  if (payment.status === 'REQUIRES_ACTION' || payment.status === 'PENDING') {
    const gateway = linkGateway(deps, brand, linkProvider(brand, link.paymentGateway));
    const current = await gateway.retrieve({ brandId: ctx.brandId, providerPaymentId });
    redirectUrl = current.redirectUrl;
    await deps.db.transaction((tx) =>
      applyToPayment(
        tx,
        ctx,
        payment,
        current.status,
        { failureCode: current.failureCode, raw: current.raw },
        () => new AppError('invalidPaymentIntent', 404),
      ),
    );
  }
  const answer = await answerOf(deps.db, ctx, payment.id, link.cartId, redirectUrl);
  if (answer.statusCode !== 200) throw new AppError('bankDeclined', answer.statusCode);
  return answer.body as LinkPaymentAnswer;
}
