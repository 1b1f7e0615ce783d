import { idSchema } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireBrand } from '../brand/service.ts';
import type { WebhookProvider } from './gateway.ts';
import {
  type OutboxDispatcher,
  type OutboxHandler,
  type OutboxRow,
  startOutboxDispatcher,
} from './outbox.ts';
import { findPayment } from './repository.ts';
import { sandboxGateway } from './sandbox/adapter.ts';
import { registerSandboxPages } from './sandbox/routes.ts';
import { SANDBOX_PROVIDER, sandboxWebhookSecret, sandboxWebhooks } from './sandbox/webhooks.ts';
import { applyWebhookEvent } from './webhook-apply.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

/** The webhook providers by path segment (the real providers join with their adapters). */
const WEBHOOK_PROVIDERS: Record<string, WebhookProvider> = { [sandboxWebhooks.pathName]: sandboxWebhooks };

/** The webhook path of a provider and brand (decision 0019). */
export function webhookPath(pathName: string, brandId: string): string {
  return `/api/v1/payments/webhooks/${pathName}/${brandId}`;
}

/** Largest webhook body accepted, bytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

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
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string; brandId: string } }>(
      '/api/v1/payments/webhooks/:provider/:brandId',
      // Called by providers, not by the storefront: kept out of the OpenAPI document.
      { schema: { hide: true } },
      async (request) => {
        const provider = WEBHOOK_PROVIDERS[request.params.provider];
        const brandId = idSchema.safeParse(request.params.brandId);
        if (!provider || !brandId.success) throw new HttpError(404, 'Unknown webhook');
        const brand = await requireBrand(deps.db, { brandId: brandId.data });
        const raw = request.body;
        if (!Buffer.isBuffer(raw) || raw.length === 0) throw new HttpError(400, 'The webhook has no body');
        const secret = await provider.secretFor(deps.db, brand.id);
        if (!secret) throw new HttpError(404, 'Unknown webhook');
        const now = deps.now();
        const problem = provider.verify(request.headers, raw, secret, Math.floor(now.getTime() / 1000));
        if (problem === 'mismatch') throw new HttpError(401, 'The webhook signature does not match');
        if (problem) throw new HttpError(400, `The webhook signature is ${problem}`);
        const event = provider.parse(raw);
        if (!event) throw new HttpError(400, 'The webhook is not an event Sufra understands');
        const outcome = await applyWebhookEvent(deps.db, {
          brandId: brand.id,
          provider: provider.provider,
          event,
          now,
        });
        return { success: 1, data: { outcome } };
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
 *   can no longer be placed (sandbox payments; the key `auto-refund:<payment id>` makes it once);
 *   the refund webhook then moves the payment to REFUNDED.
 */
export function paymentOutboxHandlers(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'>,
): Record<string, OutboxHandler> {
  return {
    'webhook.deliver': async (row: OutboxRow) => {
      const { provider, event } = row.payload as { provider: string; event: unknown };
      if (provider !== sandboxWebhooks.pathName) throw new Error(`No sender for provider ${provider}`);
      const body = JSON.stringify(event);
      const secret = await sandboxWebhookSecret(deps.db, row.brandId);
      const signature = signWebhook(secret, Math.floor(deps.now().getTime() / 1000), body);
      const res = await app.inject({
        method: 'POST',
        url: webhookPath(provider, row.brandId),
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
      if (payment.provider !== SANDBOX_PROVIDER)
        throw new Error(`No refunds for provider ${payment.provider} yet`);
      const left = payment.amountFils - payment.refundedFils;
      if (left <= 0) return;
      await sandboxGateway(deps.db, payment.kind as never, deps.now).refund({
        brandId: row.brandId,
        providerPaymentId: payment.providerPaymentId,
        amountFils: left,
        idempotencyKey: `auto-refund:${payment.id}`,
        reason,
      });
    },
  };
}

/**
 * Registers the payments module (issue 9): the webhook route, the sandbox's 3-D Secure pages and,
 * when `opts.dispatch` (a server process; tests dispatch by hand with dispatchOutbox), the outbox
 * dispatcher — every second and when kicked, stopped when the app closes.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { dispatch: boolean },
): void {
  registerWebhookRoute(app, deps);
  let kick = () => {};
  if (opts.dispatch) {
    let dispatcher: OutboxDispatcher | null = null;
    app.addHook('onReady', async () => {
      dispatcher = startOutboxDispatcher(deps.db, paymentOutboxHandlers(app, deps), {
        onError: (error) => app.log.error({ err: error }, 'outbox dispatch failed'),
      });
      kick = dispatcher.kick;
    });
    app.addHook('onClose', async () => {
      kick = () => {};
      await dispatcher?.stop();
    });
  }
  registerSandboxPages(app, { db: deps.db, now: deps.now, kick: () => kick() });
}
