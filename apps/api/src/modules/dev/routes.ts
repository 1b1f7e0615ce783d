import {
  defineCall,
  devOutboxQuerySchema,
  getDevOutbox,
  idSchema,
  ORDER_STATUSES,
  postBody,
  toLatinDigits,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { zodRefusal } from '../../http/errors.ts';
import { escapeHtml } from '../../http/html.ts';
import { registerCall } from '../../http/register-call.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type DevOrderMessage,
  type DevOutboxMessage,
  listDevOrderMessages,
  listDevOutboxMessages,
} from '../auth/service.ts';
import { setOwnOrderStatus } from '../orders/status-service.ts';

/**
 * The demo-mode order status change (issue 7: try cashback without a restaurant app). A call of
 * its own, outside ALL_CALLS and the OpenAPI document: it exists only in demo mode.
 */
const devOrderStatus = defineCall({
  path: 'dev/order-status',
  method: 'POST',
  auth: true,
  summary: "Demo mode: move one of the customer's orders to a status",
  body: postBody({ brandId: idSchema, orderId: z.string().min(1).max(64), status: z.enum(ORDER_STATUSES) }),
  data: z.object({ orderNumber: z.string(), orderStatus: z.enum(ORDER_STATUSES) }),
});

/** The path of the demo-mode order status change. */
const DEV_ORDER_STATUS_PATH = `/api/v1/${devOrderStatus.path}`;

/**
 * Normalises a typed phone filter to E.164: Arabic-Indic digits to Latin, spaces, dashes and
 * parentheses dropped, '00' read as '+', national numbers read in AE (000 §9 default country).
 * Returns undefined for an empty filter.
 */
export function normalisePhoneFilter(value: string | undefined): string | undefined {
  const compact = toLatinDigits(value ?? '')
    .replace(/[\s\-()]/g, '')
    .replace(/^00/, '+');
  if (!compact) return undefined;
  return parsePhoneNumberFromString(compact, 'AE')?.number ?? compact;
}

/**
 * The accessible HTML page of the dev outbox: lang=en, two tables with captions and column headers
 * — the one-time codes, and the order messages customers were sent (issue 17, decision 0031).
 */
function renderOutboxPage(messages: DevOutboxMessage[], orderMessages: DevOrderMessage[]): string {
  const orderRows = orderMessages
    .map(
      (m) =>
        `<tr><td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td><td dir="ltr">${escapeHtml(m.phoneNumber)}</td><td dir="auto">${escapeHtml(m.text)}</td></tr>`,
    )
    .join('');
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td><td dir="ltr">${escapeHtml(m.phoneNumber)}</td><td><strong>${escapeHtml(m.code)}</strong></td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sufra dev outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{border:1px solid #767676;padding:8px;text-align:start}caption{text-align:start;font-weight:700;margin-bottom:8px}</style></head>
<body><main><h1>Dev outbox</h1><p>One-time codes sent in demo mode, newest first (latest 50). Demo mode is off in production.</p>
<table><caption>Latest one-time code messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">Phone</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>
<h2>Order messages</h2><p>What customers were told as their orders moved (accepted, ready, on the way, rejected, cancelled), newest first.</p>
<table><caption>Latest order messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">Phone</th><th scope="col">Message</th></tr></thead><tbody>${orderRows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></main></body></html>`;
}

/**
 * The dev outbox of demo mode (ARCHITECTURE: unmapped calls; registered only when demoMode is on):
 * - `GET /api/v1/dev/outbox[?phoneNumber=]` (the contract's getDevOutbox, a brandless call)
 *   answers `{ success: 1, data: { messages: [{ phoneNumber, code, brandId, text, createdAt (ISO)
 *   }] } }`, the latest 50 dev messages, newest first; 400 `{ success: 0, code, message }` on a bad
 *   query (registerCall parses it with devOutboxQuerySchema).
 * - `GET /dev/outbox` (and `/dev/outbox/`) the same list as an HTML page, its query parsed with the
 *   same schema. Outside demo mode the web routes answer these paths 404 (modules/web/routes.ts),
 *   not the storefront page.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  const list = (phoneNumber: string | undefined) =>
    listDevOutboxMessages(deps.db, { phoneNumber: normalisePhoneFilter(phoneNumber) });
  registerCall(app, getDevOutbox, async (_ctx, { query }) => ({ messages: await list(query.phoneNumber) }));
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = devOutboxQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw zodRefusal(parsed.error, request.query, 'query');
    const phoneNumber = normalisePhoneFilter(parsed.data.phoneNumber);
    const [messages, orderMessages] = await Promise.all([
      list(parsed.data.phoneNumber),
      listDevOrderMessages(deps.db, { phoneNumber }),
    ]);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(messages, orderMessages));
  };
  app.get('/dev/outbox', page);
  app.get('/dev/outbox/', page);
  registerDevOrderStatus(app, deps);
}

/**
 * Demo mode only (registered with the other dev routes, never in production): `POST
 * /api/v1/dev/order-status` with `{ brandId, orderId (id or number), status, language }` and the
 * order's own customer's token in `Authorization` moves the order with setOrderStatus (issue 7:
 * COMPLETE credits the cashback once; CANCELLED refunds the redeem). Answers `{ success: 1, data:
 * { orderNumber, orderStatus } }`. 400 a bad body (the field named), 401 no or another brand's
 * token, 404 'Order not found' for an order that is not the caller's, 409 out of a final status.
 * Hidden from the OpenAPI document.
 */
function registerDevOrderStatus(app: FastifyInstance, deps: AppDeps): void {
  app.route({
    method: 'POST',
    url: DEV_ORDER_STATUS_PATH,
    // The tenancy and authentication plugins resolve request.ctx for routes that name their call.
    config: { call: devOrderStatus },
    schema: { hide: true },
    handler: async (request) => {
      const parsed = devOrderStatus.body.safeParse(request.body ?? {});
      if (!parsed.success) throw zodRefusal(parsed.error, request.body);
      const ctx = request.ctx;
      ctx.language = parsed.data.language;
      if (request.brandIdProblem) throw request.brandIdProblem;
      if (!ctx.customerId) throw new AppError('unauthorized', 401);
      const row = await setOwnOrderStatus(deps.db, ctx, parsed.data.orderId, parsed.data.status);
      return { success: 1 as const, data: { orderNumber: row.orderNumber, orderStatus: row.status } };
    },
  });
}
