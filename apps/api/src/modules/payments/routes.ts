import { idSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { AppError } from '../../platform/errors.ts';
import {
  mergeOutboxHandlers,
  type OutboxDispatcher,
  type OutboxHandler,
  type OutboxRow,
  startOutboxDispatcher,
} from '../../platform/outbox.ts';
import { requireBrand } from '../brand/service.ts';
import { registerBrandIntegrationsRoute } from './brand-integrations.ts';
import { registerCardRoutes } from './card-routes.ts';
import { type ExpirySweeper, startExpirySweeper } from './expiry.ts';
import type { WebhookProvider } from './gateway.ts';
import { registerHostedRoutes } from './hosted-routes.ts';
import { REAL_WEBHOOK_PROVIDERS } from './providers/webhooks.ts';
import { findPayment } from './repository.ts';
import { registerSandboxPages } from './sandbox/routes.ts';
import { sandboxWebhookSecret, sandboxWebhooks } from './sandbox/webhooks.ts';
import { gatewayForPayment } from './service.ts';
import { registerWebhookScope, verifyAndApplyWebhook } from './webhook-receive.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** The webhook providers by path segment (the real providers join with their adapters). */
const WEBHOOK_PROVIDERS: Record<string, WebhookProvider> = {
  [sandboxWebhooks.pathName]: sandboxWebhooks,
  // The real providers (issue 9): stripe, checkout, hosted-page, hosted-iframe.
  ...Object.fromEntries(REAL_WEBHOOK_PROVIDERS.map((p) => [p.pathName, p])),
};

/** The webhook path of a provider and brand (decision 0019). */
export function webhookPath(pathName: string, brandId: string): string {
  return `/api/v1/payments/webhooks/${pathName}/${brandId}`;
}

/**
 * `POST /api/v1/payments/webhooks/:provider/:brandId` (issue 9, decision 0019): outside the
 * customer-call wrapper (no contract, no token, the brand from the path), in a scope whose only
 * body parser keeps the raw bytes (any content type, ≤ 256 KiB) for the signature. Answers:
 * - 404 — unknown provider segment, malformed brand id ('Unknown webhook'), unknown brand
 *   (MESSAGES.brandNotFound);
 * - 400 — no body, a missing or malformed signature header, a timestamp more than 300 s away
 *   (stale or replayed copy), or a body that is not an event Sufra understands;
 * - 401 — no signature matches (tampered body, wrong secret);
 * - 409 — the event names a payment not recorded yet (the provider retries);
 * - 200 `{ success: 1, data: { outcome } }` — applied once, or 'duplicate' for a copy.
 */
function registerWebhookRoute(app: FastifyInstance, deps: AppDeps): void {
  registerWebhookScope(app, (scope) => {
    scope.post<{ Params: { provider: string; brandId: string } }>(
      '/api/v1/payments/webhooks/:provider/:brandId',
      // Called by providers, not by the storefront: kept out of the OpenAPI document.
      { schema: { hide: true } },
      async (request) => {
        const provider = WEBHOOK_PROVIDERS[request.params.provider];
        const brandId = idSchema.safeParse(request.params.brandId);
        if (!provider || !brandId.success) throw new AppError('webhookUnknown', 404);
        const brand = await requireBrand(deps.db, { brandId: brandId.data });
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || raw.length === 0) throw new AppError('webhookNoBody', 400);
        return verifyAndApplyWebhook(deps, provider, brand.id, request.headers, raw);
      },
    );
  });
}

/**
 * The outbox handlers of payments (decision 0019):
 * - 'webhook.deliver' — signs the sandbox event with the brand's secret at the moment of sending
 *   (`Sufra-Signature: t=…,v1=…`) and posts it to the brand's sandbox webhook route in this
 *   process (Fastify inject: through the HTTP route, raw body and verification included, no
 *   network); anything but 2xx throws (retried with backoff);
 * - 'payment.refund_required' — refunds what is left of a payment that succeeded for an order that
 *   can no longer be placed, through the gateway that holds it (gatewayForPayment: the sandbox, or
 *   the brand's real provider); the key `auto-refund:<payment id>` makes it once; the refund
 *   webhook then moves the payment to REFUNDED;
 * - 'order.paid', 'order.payment_failed' — the customer's message about the payment (paid; or
 *   declined / expired: the basket is kept and the order cancelled). The auth module's messaging
 *   transport sends one-time codes only, so the message is logged (`log`) with the order's id,
 *   the payment and the reason, for the support team and a future order-messages transport.
 */
export function paymentOutboxHandlers(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'> & { production?: boolean },
): Record<string, OutboxHandler> {
  const paymentDeps = { db: deps.db, now: deps.now, production: deps.production ?? false };
  return {
    'webhook.deliver': async (row: OutboxRow) => {
      // `path`: the event's own notify path (the hosted-iframe's notifyUrl, decision 0022), else the generic route.
      const { provider, event, path } = row.payload as { provider: string; event: unknown; path?: string };
      if (provider !== sandboxWebhooks.pathName) throw new Error(`No sender for provider ${provider}`);
      const body = JSON.stringify(event);
      const secret = await sandboxWebhookSecret(deps.db, row.brandId);
      const signature = signWebhook(secret, Math.floor(deps.now().getTime() / 1000), body);
      const res = await app.inject({
        method: 'POST',
        url: path?.startsWith('/api/v1/') ? path : webhookPath(provider, row.brandId),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (res.statusCode < 200 || res.statusCode > 299)
        throw new Error(`Webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    },
    'payment.refund_required': async (row: OutboxRow) => {
      const { paymentId, reason } = row.payload as { paymentId: string; reason: string };
      const payment = await findPayment(deps.db, row.brandId, paymentId);
      if (!payment) throw new Error(`Payment ${paymentId} not found`);
      const left = payment.amountFils - payment.refundedFils;
      if (left <= 0) return;
      const gateway = await gatewayForPayment(paymentDeps, payment);
      await gateway.refund({
        brandId: row.brandId,
        providerPaymentId: payment.providerPaymentId,
        amountFils: left,
        idempotencyKey: `auto-refund:${payment.id}`,
        reason,
      });
    },
    'order.paid': async (row: OutboxRow) => {
      const { orderId, paymentId } = row.payload as { orderId: string; paymentId: string };
      app.log.info({ brandId: row.brandId, orderId, paymentId }, 'customer message: order paid and placed');
    },
    'order.payment_failed': async (row: OutboxRow) => {
      const { orderId, paymentId, failureCode } = row.payload as {
        orderId: string;
        paymentId: string | null;
        failureCode: string | null;
      };
      app.log.info(
        { brandId: row.brandId, orderId, paymentId, failureCode },
        failureCode === 'expired'
          ? 'customer message: payment window ended, order cancelled'
          : 'customer message: payment declined, order cancelled',
      );
    },
  };
}

/**
 * Registers the payments module (issue 9): the webhook route, the card calls of 001 §7.4–§7.6
 * (card-routes.ts), the sandbox's pages (3-D Secure, card fields, tokenising) and, when
 * `opts.dispatch` (a server process; tests dispatch and sweep by hand), the outbox dispatcher —
 * every second and when kicked, with `opts.outboxHandlers` of other modules merged in (issue 17: the
 * outbound webhooks' fan-out; mergeOutboxHandlers) — and the expiry sweep every 30 s, both stopped
 * when the app closes.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { dispatch: boolean; outboxHandlers?: Partial<Record<string, OutboxHandler>> },
): void {
  registerWebhookRoute(app, deps);
  registerCardRoutes(app, deps);
  registerBrandIntegrationsRoute(app, deps);
  const production = deps.config.production ?? false;
  let kick = () => {};
  if (opts.dispatch) {
    let dispatcher: OutboxDispatcher | null = null;
    let sweeper: ExpirySweeper | null = null;
    app.addHook('onReady', async () => {
      const handlers = mergeOutboxHandlers(
        paymentOutboxHandlers(app, { ...deps, production }),
        opts.outboxHandlers ?? {},
      );
      dispatcher = startOutboxDispatcher(deps.db, handlers, {
        onError: (error) => app.log.error({ err: error }, 'outbox dispatch failed'),
      });
      kick = dispatcher.kick;
      // Unpaid orders expire after PAYMENT_WINDOW_SECONDS (decision 0022): every 30 s, SKIP LOCKED.
      sweeper = startExpirySweeper(
        { db: deps.db, now: deps.now, production },
        { onError: (error) => app.log.error({ err: error }, 'payment expiry sweep failed') },
      );
    });
    app.addHook('onClose', async () => {
      kick = () => {};
      await sweeper?.stop();
      await dispatcher?.stop();
    });
  }
  registerSandboxPages(app, { db: deps.db, now: deps.now, kick: () => kick(), production });
  registerHostedRoutes(app, deps, () => kick());
}
