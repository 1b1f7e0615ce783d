import { FILS_PER_AED } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/errors.ts';
import {
  challengePath,
  findSandboxIntent,
  type SandboxIntent,
  sandboxCompleteChallenge,
} from './provider.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An intent id as the sandbox makes them ('pi_sbx_' + 24 hex). */
const INTENT_ID = /^pi_sbx_[0-9a-f]{24}$/;

/**
 * The sandbox's 3-D Secure challenge page (issue 9): the amount and two buttons, 'Complete' and
 * 'Fail', each a plain form POST to the same path (no script: the page passes the CSP as it is).
 * In English and Arabic side by side, as a bank's test page would be.
 */
function challengePage(intent: SandboxIntent): string {
  const amount = (intent.amountFils / FILS_PER_AED).toFixed(2);
  const action = escapeHtml(challengePath(intent.id));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure test page</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
form{display:inline-block;margin-inline-end:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main>
<h1>3-D Secure test page</h1>
<p>Sufra sandbox gateway — no real bank is involved.</p>
<p lang="ar" dir="rtl">بوابة الدفع التجريبية في سفرة — لا يوجد بنك حقيقي.</p>
<p>Amount: <strong>AED ${escapeHtml(amount)}</strong> · card •••• ${escapeHtml(intent.cardLast4 ?? '')}</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="complete"><button type="submit">Complete</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="fail"><button type="submit">Fail</button></form>
</main></body></html>`;
}

/** The return URL with the provider's return parameters (Stripe's: payment_intent, redirect_status). */
function returnLocation(intent: SandboxIntent): string {
  const base = intent.returnUrl && /^\/(?![/\\])/.test(intent.returnUrl) ? intent.returnUrl : '/';
  const url = new URL(base, 'http://sandbox.invalid');
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}`;
}

/**
 * The sandbox's browser pages (issue 9), registered in a scope of their own:
 * - `GET /api/v1/payments/sandbox/3ds/:intentId` — the challenge page of an intent waiting for
 *   3-D Secure (404 otherwise);
 * - `POST /api/v1/payments/sandbox/3ds/:intentId` (form `action=complete|fail`) — completes or
 *   fails the challenge (sandboxCompleteChallenge, which writes the webhook to the outbox) and
 *   answers 303 to the intent's return URL (a path of this site) with `payment_intent` and
 *   `redirect_status` (succeeded | failed). `kick` asks the outbox dispatcher for a round.
 */
export function registerSandboxPages(
  app: FastifyInstance,
  opts: { now: () => Date; kick: () => void; db: Parameters<typeof findSandboxIntent>[0] },
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get<{ Params: { intentId: string } }>(
      '/api/v1/payments/sandbox/3ds/:intentId',
      { schema: { hide: true } },
      async (request, reply) => {
        const intent = INTENT_ID.test(request.params.intentId)
          ? await findSandboxIntent(opts.db, request.params.intentId)
          : null;
        if (intent?.status !== 'requires_action') throw new HttpError(404, 'Not found');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(challengePage(intent));
      },
    );
    scope.post<{ Params: { intentId: string }; Body: { action?: string } }>(
      '/api/v1/payments/sandbox/3ds/:intentId',
      { schema: { hide: true } },
      async (request, reply) => {
        const action = request.body?.action;
        if (action !== 'complete' && action !== 'fail')
          throw new HttpError(400, 'action: must be complete or fail');
        const found = INTENT_ID.test(request.params.intentId)
          ? await findSandboxIntent(opts.db, request.params.intentId)
          : null;
        if (!found) throw new HttpError(404, 'Not found');
        const intent = await sandboxCompleteChallenge(opts.db, {
          intentId: found.id,
          outcome: action,
          now: opts.now(),
        });
        opts.kick();
        return reply.header('cache-control', 'no-store').redirect(returnLocation(intent), 303);
      },
    );
  });
}
