import { FILS_PER_AED, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { escapeHtml } from '../../../http/html.ts';
import { AppError } from '../../../platform/errors.ts';
import { requireBrand } from '../../brand/service.ts';
import {
  HOSTED_SESSION_ID,
  hostedPagePath,
  PAYMENT_ORDER_NO,
  sandboxHostedSessionAction,
  sandboxPaymentOrderAction,
  walletPath,
} from './hosted-provider.ts';
import { type SandboxIntent, sandboxCardOutcome } from './provider.ts';
import { findIntent } from './sandbox-repository.ts';

/**
 * The sandbox's pages of the hosted kinds (issue 9, decision 0022): server-rendered HTML with plain
 * forms and no script (the app's CSP as it is), in English or Arabic (`?lang=ar`, right to left).
 * - the hosted payment page (001 §4.13): brand, amount in AED, a card number field with the
 *   sandbox test cards, Pay and Cancel;
 * - the wallet page of a hosted-iframe payment order (001 §4.14, the tokenUrl), shown in an iframe
 *   of the storefront (frame-ancestors 'self'): Pay, Pay (never settles), Decline.
 */

type Lang = 'en' | 'ar';

const TEXTS = {
  en: {
    pageTitle: 'Sandbox payment page',
    walletTitle: 'Sandbox wallet',
    note: 'Sufra sandbox gateway — no real bank is involved.',
    amount: 'Amount',
    card: 'Card number',
    cardHint:
      'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.',
    pay: 'Pay',
    cancel: 'Cancel',
    challenge: '3-D Secure: confirm this payment with your bank.',
    complete: 'Complete',
    fail: 'Fail',
    payNever: 'Pay (never settles)',
    decline: 'Decline',
    status: 'Status',
    continue: 'Continue',
    declined: MESSAGES.bankDeclined,
  },
  ar: {
    pageTitle: 'صفحة الدفع التجريبية',
    walletTitle: 'المحفظة التجريبية',
    note: 'بوابة الدفع التجريبية في سفرة — لا يوجد بنك حقيقي.',
    amount: 'المبلغ',
    card: 'رقم البطاقة',
    cardHint:
      'بطاقات الاختبار: 4242 4242 4242 4242 تدفع، و4000 0000 0000 0002 تُرفض، و4000 0027 6000 3184 تطلب التحقق ثلاثي الأبعاد.',
    pay: 'ادفع',
    cancel: 'إلغاء',
    challenge: 'التحقق ثلاثي الأبعاد: أكّد هذه الدفعة مع البنك.',
    complete: 'إتمام',
    fail: 'رفض',
    payNever: 'ادفع (لا تتم التسوية أبدًا)',
    decline: 'رفض الدفع',
    status: 'الحالة',
    continue: 'متابعة',
    declined: MESSAGES_AR.bankDeclined,
  },
} as const;

const langOf = (value: unknown): Lang => (value === 'ar' ? 'ar' : 'en');
/** '12.34' in English, with the amount before 'AED' in Arabic (CONVENTIONS: money). */
const amountText = (fils: number, lang: Lang) =>
  lang === 'ar' ? `${(fils / FILS_PER_AED).toFixed(2)} درهم` : `AED ${(fils / FILS_PER_AED).toFixed(2)}`;

/** An HTML page in `lang` (dir=rtl for Arabic) with the shared look. */
function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
form{display:inline-block;margin-block:.4rem;margin-inline-end:.5rem}button{font-size:1rem;padding:.6rem 1.2rem}
label{display:block;margin-block:.5rem}input[type=text]{font-size:1rem;padding:.5rem;inline-size:100%;box-sizing:border-box}
.error{color:#b42318;font-weight:600}.hint{color:#555;font-size:.875rem}.link{background:none;border:0;color:#1d4ed8;text-decoration:underline;padding:.6rem 0}</style></head>
<body><main>${body}</main></body></html>`;
}

/** A POST form with a hidden `action` (and `lang`) and one button. */
function actionForm(path: string, lang: Lang, action: string, label: string, extra = '', attrs = ''): string {
  return `<form method="post" action="${escapeHtml(path)}"${attrs}><input type="hidden" name="action" value="${action}"><input type="hidden" name="lang" value="${lang}">${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
}

/** The hosted payment page of an open session; `state` adds the decline message or the 3-D Secure step. */
function hostedPage(
  session: SandboxIntent,
  brandName: string,
  lang: Lang,
  state: { error?: boolean; challenge?: { brand: string; last4: string } } = {},
): string {
  const t = TEXTS[lang];
  const path = hostedPagePath(session.id);
  const head = `<h1>${escapeHtml(brandName)}</h1><p>${escapeHtml(t.note)}</p>
<p>${escapeHtml(t.amount)}: <strong>${escapeHtml(amountText(session.amountFils, lang))}</strong></p>`;
  if (state.challenge) {
    const card = `<input type="hidden" name="brand" value="${escapeHtml(state.challenge.brand)}"><input type="hidden" name="last4" value="${escapeHtml(state.challenge.last4)}">`;
    return page(
      lang,
      t.pageTitle,
      `${head}<p>${escapeHtml(t.challenge)} •••• ${escapeHtml(state.challenge.last4)}</p>
${actionForm(path, lang, 'complete', t.complete, card)}${actionForm(path, lang, 'fail', t.fail)}`,
    );
  }
  const error = state.error ? `<p class="error" role="alert">${escapeHtml(t.declined)}</p>` : '';
  return page(
    lang,
    t.pageTitle,
    `${head}${error}
<form method="post" action="${escapeHtml(path)}"><input type="hidden" name="action" value="pay"><input type="hidden" name="lang" value="${lang}">
<label>${escapeHtml(t.card)} <input type="text" name="card" inputmode="numeric" autocomplete="off" maxlength="23" required dir="ltr"></label>
<p class="hint">${escapeHtml(t.cardHint)}</p><button type="submit">${escapeHtml(t.pay)}</button></form>
${actionForm(path, lang, 'cancel', t.cancel, '', ' class="cancel"').replace('<button type="submit">', '<button type="submit" class="link">')}`,
  );
}

/** The wallet page of a payment order: the amount, the subject and the three choices (target _top). */
function walletPage(order: SandboxIntent, lang: Lang): string {
  const t = TEXTS[lang];
  const path = walletPath(order.id);
  const subject = String(order.metadata.subject ?? '');
  const top = ' target="_top"';
  const open = order.status === 'PENDING' && order.metadata.neverSettles !== true;
  const choices = open
    ? `${actionForm(path, lang, 'pay', t.pay, '', top)}${actionForm(path, lang, 'pay-never-settles', t.payNever, '', top)}${actionForm(path, lang, 'decline', t.decline, '', top)}`
    : `<p>${escapeHtml(t.status)}: ${escapeHtml(order.status)}</p>${actionForm(path, lang, 'continue', t.continue, '', top)}`;
  return page(
    lang,
    t.walletTitle,
    `<h1>${escapeHtml(t.walletTitle)}</h1><p>${escapeHtml(t.note)}</p><p>${escapeHtml(subject)}</p>
<p>${escapeHtml(t.amount)}: <strong>${escapeHtml(amountText(order.amountFils, lang))}</strong></p>${choices}`,
  );
}

/** `url` (a path of this site or an absolute URL checked when it was stored) with `params` set. */
function withParams(url: string, params: Record<string, string>): string {
  const isPath = url.startsWith('/');
  const parsed = new URL(url, 'http://sandbox.invalid');
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return isPath ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** Sends an HTML page, not cached. */
const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** Lets the storefront (this origin) frame the answer: CSP frame-ancestors 'self', X-Frame-Options SAMEORIGIN. */
function frameableBySelf(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace(/frame-ancestors 'none'/, "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

async function hostedSession(db: Db, id: string): Promise<SandboxIntent> {
  const row = HOSTED_SESSION_ID.test(id) ? await findIntent(db, id) : null;
  if (row?.kind !== 'hosted-page') throw new AppError('notFound', 404);
  return row;
}

async function paymentOrder(db: Db, id: string): Promise<SandboxIntent> {
  const row = PAYMENT_ORDER_NO.test(id) ? await findIntent(db, id) : null;
  if (row?.kind !== 'hosted-iframe') throw new AppError('notFound', 404);
  return row;
}

/** Where a session that is no longer open sends the customer: success or failure URL with `payment`. */
function sessionExit(session: SandboxIntent): string | null {
  if (session.status === 'succeeded') return withParams(session.successUrl ?? '/', { payment: 'success' });
  if (session.status === 'canceled') return withParams(session.failureUrl ?? '/', { payment: 'failure' });
  return null;
}

type Form = { action?: string; card?: string; lang?: string; brand?: string; last4?: string };

/**
 * Registers the sandbox's hosted pages in a scope of their own (an urlencoded body parser, ≤ 2 KiB):
 * - `GET /api/v1/payments/sandbox/hosted/:sessionId?lang=en|ar` — the payment page of an open
 *   session (a paid or cancelled one answers 303 to its success / failure URL; unknown → 404);
 * - `POST` the same path, form `action`: 'pay' with `card` (4242… → paid; 4000 0000 0000 0002 or
 *   any other number → the page again, 402, with 'Bank declined payment, please try again';
 *   4000 0027 6000 3184 → the inline 3-D Secure step), 'complete' (pays) / 'fail' (declined
 *   again), 'cancel'. Paid → 303 to the success URL with `payment=success`; cancelled → 303 to
 *   the failure URL with `payment=failure` (001 §4.13);
 * - `GET /api/v1/payments/sandbox/wallet/:paymentOrderNo?lang=en|ar` — the wallet page (framable
 *   by this origin only);
 * - `POST` the same path, form `action` 'pay' | 'pay-never-settles' | 'decline' | 'continue' —
 *   the choice applied (hosted-provider.ts), then 303 to the order's redirectUrl with
 *   `paymentOrderNo` and `merchantOrderNo` (the forms post with target _top, so the whole
 *   storefront goes to its payment-confirm route, 001 §4.14 step 4).
 * Every change writes its webhook to the outbox; `kick` asks the dispatcher for a round.
 */
export function registerHostedSandboxPages(
  app: FastifyInstance,
  opts: { db: Db; now: () => Date; kick: () => void },
): void {
  const { db, now, kick } = opts;
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const hidden = { schema: { hide: true } };

    scope.get<{ Params: { sessionId: string }; Querystring: { lang?: string } }>(
      '/api/v1/payments/sandbox/hosted/:sessionId',
      hidden,
      async (request, reply) => {
        const session = await hostedSession(db, request.params.sessionId);
        const exit = sessionExit(session);
        if (exit) return reply.header('cache-control', 'no-store').redirect(exit, 303);
        const brand = await requireBrand(db, { brandId: session.brandId });
        return html(reply, hostedPage(session, brand.brandName, langOf(request.query.lang)));
      },
    );

    scope.post<{ Params: { sessionId: string }; Body: Form }>(
      '/api/v1/payments/sandbox/hosted/:sessionId',
      hidden,
      async (request, reply) => {
        const form = request.body ?? {};
        const lang = langOf(form.lang);
        let session = await hostedSession(db, request.params.sessionId);
        const brand = await requireBrand(db, { brandId: session.brandId });
        const act = (action: Parameters<typeof sandboxHostedSessionAction>[1]['action']) =>
          sandboxHostedSessionAction(db, { sessionId: session.id, action, now: now() });
        if (session.status === 'requires_action') {
          if (form.action === 'cancel') session = await act({ type: 'cancelled' });
          else if (form.action === 'complete' && /^\d{4}$/.test(form.last4 ?? ''))
            session = await act({
              type: 'paid',
              brand: String(form.brand ?? 'visa').slice(0, 20),
              last4: form.last4!,
            });
          else if (form.action === 'fail') {
            await act({ type: 'declined', code: 'authentication_failed' });
            return html(reply, hostedPage(session, brand.brandName, lang, { error: true }), 402);
          } else if (form.action === 'pay' && typeof form.card === 'string') {
            const card = sandboxCardOutcome(form.card);
            if (card.outcome === 'challenge')
              return html(reply, hostedPage(session, brand.brandName, lang, { challenge: card }));
            if (card.outcome === 'decline') {
              await act({ type: 'declined', code: card.declineCode ?? 'card_declined' });
              return html(reply, hostedPage(session, brand.brandName, lang, { error: true }), 402);
            }
            session = await act({ type: 'paid', brand: card.brand, last4: card.last4 });
          } else throw new AppError('sandboxActionInvalid', 400, { args: ['pay, complete, fail or cancel'] });
          kick();
        }
        const exit = sessionExit(session);
        if (!exit) return html(reply, hostedPage(session, brand.brandName, lang));
        return reply.header('cache-control', 'no-store').redirect(exit, 303);
      },
    );

    scope.get<{ Params: { paymentOrderNo: string }; Querystring: { lang?: string } }>(
      '/api/v1/payments/sandbox/wallet/:paymentOrderNo',
      hidden,
      async (request, reply) => {
        const order = await paymentOrder(db, request.params.paymentOrderNo);
        frameableBySelf(reply);
        return html(reply, walletPage(order, langOf(request.query.lang)));
      },
    );

    scope.post<{ Params: { paymentOrderNo: string }; Body: Form }>(
      '/api/v1/payments/sandbox/wallet/:paymentOrderNo',
      hidden,
      async (request, reply) => {
        const action = request.body?.action;
        if (
          action !== 'pay' &&
          action !== 'pay-never-settles' &&
          action !== 'decline' &&
          action !== 'continue'
        )
          throw new AppError('sandboxActionInvalid', 400, {
            args: ['pay, pay-never-settles, decline or continue'],
          });
        let order = await paymentOrder(db, request.params.paymentOrderNo);
        if (action !== 'continue') {
          order = await sandboxPaymentOrderAction(db, {
            ref: { paymentOrderNo: order.id },
            action,
            now: now(),
          });
          kick();
        }
        const merchantOrderNo = String(order.metadata.merchantOrderNo ?? '');
        const target = withParams(order.returnUrl ?? '/', { paymentOrderNo: order.id, merchantOrderNo });
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );
  });
}
