import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { WebhookProvider } from './gateway.ts';
import { applyWebhookEvent, type WebhookOutcome } from './webhook-apply.ts';

/** Largest webhook body accepted, bytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Registers webhook routes (`routes(scope)`) in a scope of their own whose only body parser keeps
 * the raw bytes (any content type, ≤ 256 KiB) for the signature (issue 9, decision 0019).
 */
export function registerWebhookScope(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    routes(scope);
  });
}

/**
 * Verifies a webhook delivery for the brand `brandId` with `provider`'s secret for it and applies
 * its event once (applyWebhookEvent; decision 0019), answering the route's body. Errors:
 * - 404 'Unknown webhook' — the brand has no secret with this provider;
 * - 401 — no signature matches (tampered body, wrong secret);
 * - 400 — a missing or malformed signature header, a timestamp more than 300 s away (stale or
 *   replayed copy), or a body that is not an event Sufra understands;
 * - 409 — the event names a payment not recorded yet (the provider retries).
 * Answers `{ success: 1, data: { outcome } }` — applied once, or 'duplicate' for a copy.
 */
export async function verifyAndApplyWebhook(
  deps: { db: Db; now: () => Date },
  provider: WebhookProvider,
  brandId: string,
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
): Promise<{ success: 1; data: { outcome: WebhookOutcome } }> {
  const secret = await provider.secretFor(deps.db, brandId);
  if (!secret) throw new AppError('webhookUnknown', 404);
  const now = deps.now();
  const problem = provider.verify(headers, raw, secret, Math.floor(now.getTime() / 1000));
  if (problem === 'mismatch') throw new AppError('webhookSignatureMismatch', 401);
  if (problem) throw new AppError('webhookSignatureProblem', 400, { args: [problem] });
  const event = provider.parse(raw);
  if (!event) throw new AppError('webhookNotUnderstood', 400);
  const outcome = await applyWebhookEvent(deps.db, { brandId, provider: provider.provider, event, now });
  return { success: 1, data: { outcome } };
}
