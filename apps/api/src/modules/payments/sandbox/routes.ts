import { FILS_PER_AED, idSchema, isSitePath, resolvePaymentProvider } from '@sufra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../../http/html.ts';
import { AppError } from '../../../platform/errors.ts';
import { sandboxMayServe } from '../../../platform/sandbox-rule.ts';
import { findBrand } from '../../brand/service.ts';
import {
  CARD_FIELD_TEXTS,
  cardFieldsCsp,
  cardFieldsPage,
  cspNonce,
  luhnValid,
  validExpiryYear,
} from './card-fields.ts';
import {
  challengePath,
  findSandboxIntent,
  type SandboxIntent,
  sandboxCompleteChallenge,
  sandboxCreatePaymentMethod,
} from './provider.ts';

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
form{display:inline-block;margin-inline-end:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}.ar{padding-inline:.25rem}</style></head>
<body><main>
<h1>3-D Secure test page</h1>
<p>Sufra sandbox gateway — no real bank is involved.</p>
<p lang="ar" dir="rtl" class="ar">بوابة الدفع التجريبية في سفرة — لا يوجد بنك حقيقي.</p>
<p>Amount: <strong>AED ${escapeHtml(amount)}</strong> · card •••• ${escapeHtml(intent.cardLast4 ?? '')}</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="complete"><button type="submit">Complete</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="fail"><button type="submit">Fail</button></form>
</main></body></html>`;
}

/**
 * Where the challenge sends the customer back, with the provider's return parameters:
 * card-frames (Checkout.com) → the success or failure URL with `payment=success|failure` and
 * `cko-session-id` (the payment's id); card-elements (Stripe) → the return URL with
 * `payment_intent` and `redirect_status` (succeeded | failed). Only paths of this site.
 */
function returnLocation(intent: SandboxIntent): string {
  const succeeded = intent.status === 'succeeded';
  const sitePath = (u: string | null) => (u && isSitePath(u) ? u : '/');
  if (intent.kind === 'card-frames') {
    const url = new URL(
      sitePath(succeeded ? intent.successUrl : intent.failureUrl),
      'http://sandbox.invalid',
    );
    url.searchParams.set('payment', succeeded ? 'success' : 'failure');
    url.searchParams.set('cko-session-id', intent.id);
    return `${url.pathname}${url.search}`;
  }
  const url = new URL(sitePath(intent.returnUrl), 'http://sandbox.invalid');
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}`;
}

/** The body of the sandbox's tokenising endpoint (what its card fields post). */
const paymentMethodBody = z.object({
  brandId: idSchema,
  lang: z.enum(['en', 'ar']).default('en'),
  card: z.object({
    number: z.string().max(40),
    exp_month: z.coerce.number().int(),
    exp_year: z.coerce.number().int(),
    cvc: z.string().max(8),
  }),
});

/**
 * Whether `brandId` is a brand whose card integration (card-elements or card-frames) is served by
 * the sandbox, and the sandbox may serve it here (not production, or a demo brand).
 */
async function sandboxCardBrand(
  db: Parameters<typeof findSandboxIntent>[0],
  brandId: string,
  production: boolean,
): Promise<boolean> {
  const brand = await findBrand(db, { brandId });
  if (!brand) return false;
  const choice = resolvePaymentProvider(
    Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [],
  );
  if ((choice.kind !== 'card-elements' && choice.kind !== 'card-frames') || !choice.sandbox) return false;
  return sandboxMayServe(brand, production);
}

/** The catalogue code of each refusal of the tokenising endpoint. */
const REFUSAL_CODES = {
  invalidNumber: 'sandboxCardInvalidNumber',
  invalidExpiry: 'sandboxCardInvalidExpiry',
  invalidCvc: 'sandboxCardInvalidCvc',
  failed: 'sandboxCardFailed',
} as const;

/** A refusal of the tokenising endpoint in the card page's language: 400 `{ success: 0, code, message }`. */
function refuse(reply: FastifyReply, lang: 'en' | 'ar', key: keyof typeof REFUSAL_CODES) {
  return reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({
      success: 0,
      code: REFUSAL_CODES[key],
      message: CARD_FIELD_TEXTS[key][lang === 'ar' ? 'AR' : 'EN'],
    });
}

/**
 * The sandbox's browser pages (issue 9), registered in a scope of their own:
 * - `GET /api/v1/payments/sandbox/3ds/:intentId` — the challenge page of an intent waiting for
 *   3-D Secure (404 otherwise);
 * - `POST /api/v1/payments/sandbox/3ds/:intentId` (form `action=complete|fail`) — completes or
 *   fails the challenge (sandboxCompleteChallenge, which writes the webhook to the outbox) and
 *   answers 303 to the intent's return URL (a path of this site) with `payment_intent` and
 *   `redirect_status` (succeeded | failed), or for card-frames to the success / failure URL with
 *   `payment` and `cko-session-id`. `kick` asks the outbox dispatcher for a round;
 * - `GET /api/v1/payments/sandbox/card-fields?brandId=…&lang=en|ar` — the card fields
 *   (card-fields.ts) for a brand whose card integration is the sandbox (404 otherwise), with its
 *   own CSP (script and style by nonce, frame-ancestors 'self'), framable by this origin only;
 * - `POST /api/v1/payments/sandbox/v1/payment_methods` `{ brandId, lang, card: { number,
 *   exp_month, exp_year, cvc } }` — tokenises a card (Luhn-valid number, expiry not past, CVC 3–4
 *   digits; else 400 `{ success: 0, message }` in `lang`) and answers
 *   `{ id: 'pm_sbx_…', card: { brand, last4, exp_month, exp_year } }` (decision 0022).
 */
export function registerSandboxPages(
  app: FastifyInstance,
  opts: {
    now: () => Date;
    kick: () => void;
    db: Parameters<typeof findSandboxIntent>[0];
    /** NODE_ENV=production: the card fields serve demo brands only. */
    production?: boolean;
  },
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
        if (intent?.status !== 'requires_action') throw new AppError('notFound', 404);
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
          throw new AppError('sandboxActionInvalid', 400, { args: ['complete or fail'] });
        const found = INTENT_ID.test(request.params.intentId)
          ? await findSandboxIntent(opts.db, request.params.intentId)
          : null;
        if (!found) throw new AppError('notFound', 404);
        const intent = await sandboxCompleteChallenge(opts.db, {
          intentId: found.id,
          outcome: action,
          now: opts.now(),
        });
        opts.kick();
        return reply.header('cache-control', 'no-store').redirect(returnLocation(intent), 303);
      },
    );
    scope.get<{ Querystring: { brandId?: string; lang?: string } }>(
      '/api/v1/payments/sandbox/card-fields',
      { schema: { hide: true } },
      async (request, reply) => {
        const brandId = idSchema.safeParse(request.query.brandId);
        if (!brandId.success || !(await sandboxCardBrand(opts.db, brandId.data, opts.production ?? false)))
          throw new AppError('notFound', 404);
        const lang = request.query.lang === 'ar' ? 'ar' : 'en';
        const nonce = cspNonce();
        // This page is meant to be framed by the storefront (its own origin): not DENY.
        reply.raw.removeHeader('x-frame-options');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', cardFieldsCsp(nonce))
          .send(cardFieldsPage(brandId.data, lang, nonce));
      },
    );
    scope.post(
      '/api/v1/payments/sandbox/v1/payment_methods',
      { schema: { hide: true }, bodyLimit: 4096 },
      async (request, reply) => {
        const parsed = paymentMethodBody.safeParse(request.body);
        const lang = parsed.success ? parsed.data.lang : 'en';
        if (!parsed.success) return refuse(reply, lang, 'invalidNumber');
        const { brandId, card } = parsed.data;
        if (!(await sandboxCardBrand(opts.db, brandId, opts.production ?? false)))
          throw new AppError('notFound', 404);
        const number = card.number.replace(/[\s-]/g, '');
        if (!luhnValid(number)) return refuse(reply, lang, 'invalidNumber');
        const now = opts.now();
        const year = validExpiryYear(card.exp_month, card.exp_year, now);
        if (year === null) return refuse(reply, lang, 'invalidExpiry');
        if (!/^\d{3,4}$/.test(card.cvc.trim())) return refuse(reply, lang, 'invalidCvc');
        const method = await sandboxCreatePaymentMethod(opts.db, {
          brandId,
          number,
          expMonth: card.exp_month,
          expYear: year,
          now,
        });
        return reply.header('cache-control', 'no-store').send({
          id: method.id,
          card: {
            brand: method.cardBrand,
            last4: method.last4,
            exp_month: method.expMonth,
            exp_year: method.expYear,
          },
        });
      },
    );
  });
}
