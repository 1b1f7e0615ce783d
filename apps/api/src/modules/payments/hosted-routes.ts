import {
  createIframePaymentOrder,
  getHostedPaymentPage,
  idSchema,
  iframePaymentConfirmation,
  iframePaymentRefund,
  messageTexts,
  resolvePaymentProvider,
  verifyHostedPayment,
  verifyIframePaymentIntent,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { AppError } from '../../platform/errors.ts';
import { answerOrThrow } from '../../platform/idempotency.ts';
import { requireBrand } from '../brand/service.ts';
import type { WebhookProvider } from './gateway.ts';
import { checkedReturnUrl, filsOf } from './hosted-common.ts';
import {
  confirmIframePayment,
  createIframePaymentOrder as createPaymentOrder,
  IFRAME_NOTIFY_PATH,
  refundIframePayment,
} from './hosted-iframe.ts';
import { createHostedPaymentPage, verifyHostedPayment as verifyHosted } from './hosted-page.ts';
import { hostedIframeWebhooks } from './providers/webhooks.ts';
import { registerHostedSandboxPages } from './sandbox/hosted-pages.ts';
import { claimedBrandId, sandboxIframeWebhooks } from './sandbox/hosted-webhooks.ts';
import type { PaymentDeps } from './service.ts';
import { registerWebhookScope, verifyAndApplyWebhook } from './webhook-receive.ts';

/** A stored answer as the call answers it (answerOrThrow: 200 its body, else its stored refusal). */
const answered = answerOrThrow;

/**
 * Whose events the notifyUrl takes for a brand: the real hosted-iframe provider's
 * (providers/webhooks.ts) when the brand's hosted-iframe integration is not the sandbox, else the
 * sandbox's. Either way the signature is checked with that provider's secret for the brand.
 */
function iframeWebhooksOf(activeIntegrations: unknown): WebhookProvider {
  const choice = resolvePaymentProvider(Array.isArray(activeIntegrations) ? activeIntegrations : []);
  return choice.kind === 'hosted-iframe' && !choice.sandbox ? hostedIframeWebhooks : sandboxIframeWebhooks;
}

/**
 * `POST /api/v1/payment-gateway/hosted-iframe/payment-intent-webhook` (001 §7.8 notifyUrl, decision
 * 0022): the generic webhook machinery of decision 0019 (raw body ≤ 256 KiB, the brand's secret,
 * `Sufra-Signature` verified in constant time with a 300 s tolerance, applyWebhookEvent once per
 * event id) with the brand read from the body's `data.object.metaData.brandId` — used only to pick
 * the secret; a body that names no valid brand → 400, an unknown brand → 404, no matching
 * signature → 401 (nothing is trusted before it matches). Answers `{ success: 1, data: { outcome } }`.
 */
function registerIframeWebhook(app: FastifyInstance, deps: AppDeps): void {
  registerWebhookScope(app, (scope) => {
    scope.post(IFRAME_NOTIFY_PATH, { schema: { hide: true } }, async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) throw new AppError('webhookNoBody', 400);
      const claimed = idSchema.safeParse(claimedBrandId(raw));
      if (!claimed.success) throw new AppError('webhookNotUnderstood', 400);
      const brand = await requireBrand(deps.db, { brandId: claimed.data });
      const provider = iframeWebhooksOf(brand.activeIntegrations);
      return verifyAndApplyWebhook(deps, provider, brand.id, request.headers, raw);
    });
  });
}

/**
 * The hosted kinds' calls (issue 9, decision 0022; 001 §7.7, §7.8), the hosted-iframe webhook and
 * the sandbox's hosted and wallet pages. Thin: the contract parses, hosted-page.ts and
 * hosted-iframe.ts decide. Money-moving calls (page, payment order, refund) need an
 * Idempotency-Key. `kick` asks the outbox dispatcher for a round after a sandbox page's change.
 */
export function registerHostedRoutes(app: FastifyInstance, deps: AppDeps, kick: () => void): void {
  const p: PaymentDeps = {
    db: deps.db,
    now: deps.now,
    production: deps.config.production ?? false,
    ...(deps.config.publicUrl ? { publicUrl: deps.config.publicUrl } : {}),
  };
  registerCall(app, getHostedPaymentPage, async (ctx, { body, headers, request }) =>
    answered(
      await createHostedPaymentPage(
        p,
        ctx,
        {
          orderId: body.orderId,
          storeId: body.storeId,
          amountFils: filsOf(body.amountPaid),
          successUrl: checkedReturnUrl(body.successRedirectUrl, request.host),
          failureUrl: checkedReturnUrl(body.failureRedirectUrl, request.host),
          language: body.language === 'AR' ? 'ar' : 'en',
        },
        headers['idempotency-key'],
      ),
    ),
  );
  registerCall(app, verifyHostedPayment, (ctx, { body }) => verifyHosted(p, ctx, body));
  registerCall(app, createIframePaymentOrder, async (ctx, { body, headers, request }) =>
    answered(
      await createPaymentOrder(
        p,
        ctx,
        {
          orderId: body.orderId,
          storeId: body.metaData.storeId,
          brandId: body.metaData.brandId,
          amountFils: filsOf(body.payByPayload.totalAmount.amount),
          redirectUrl: checkedReturnUrl(body.payByPayload.redirectUrl, request.host),
          userRefId: body.metaData.userRefId ?? null,
        },
        headers['idempotency-key'],
      ),
    ),
  );
  registerCall(app, iframePaymentConfirmation, async (ctx, { body, setMessage }) => {
    const { declined, ...answer } = await confirmIframePayment(p, ctx, body);
    if (declined) setMessage(messageTexts('cardDeclinedUseAnother'));
    return answer;
  });
  // Issue 19 (001 §7.8 'Verify', decision 0037): payment-confirmation's reading, owner only, never closing.
  registerCall(app, verifyIframePaymentIntent, async (ctx, { body }) => {
    const answer = await confirmIframePayment(p, ctx, { ...body, isFroceDelete: false });
    return { isVerified: answer.success, status: answer.data.status, orderNumber: answer.orderNumber };
  });
  registerCall(app, iframePaymentRefund, async (ctx, { body, headers }) =>
    answered(
      await refundIframePayment(
        p,
        ctx,
        {
          refundMerchantOrderNo: body.refundMerchantOrderNo,
          originMerchantOrderNo: body.originMerchantOrderNo,
          amountFils: filsOf(body.amount),
          reason: body.reason,
        },
        headers['idempotency-key'],
      ),
    ),
  );
  registerIframeWebhook(app, deps);
  registerHostedSandboxPages(app, { db: deps.db, now: deps.now, kick });
}
