import { getDevOutbox } from '@sufra/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

async function latestMessages(db: Db, phoneNumber?: string) {
  const phone = phoneNumber?.replace(/[\s-]/g, '');
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        isNotNull(outboxMessages.devCode),
        phone ? eq(outboxMessages.recipient, phone.startsWith('+') ? phone : `+${phone}`) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(50);
  return rows.map((r) => ({
    phoneNumber: r.recipient,
    code: r.devCode!,
    brandId: r.brandId,
    text: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev outbox of demo mode (ARCHITECTURE: unmapped calls): `GET /api/v1/dev/outbox`
 * (`?phoneNumber=` filters) and an HTML page at `/dev/outbox`. Registered only in demo mode.
 */
export function registerDevRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get(`/api/v1/${getDevOutbox.path}`, async (request) => {
    const { phoneNumber } = request.query as { phoneNumber?: string };
    return { success: 1, data: { messages: await latestMessages(deps.db, phoneNumber) } };
  });
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await latestMessages(deps.db);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt)}</td><td dir="ltr">${escapeHtml(m.phoneNumber)}</td><td><strong>${escapeHtml(m.code)}</strong></td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sufra dev outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:8px;text-align:start}caption{text-align:start;font-weight:700;margin-bottom:8px}</style></head>
<body><main><h1>Dev outbox</h1><p>One-time codes sent in demo mode (newest first). Demo mode is off when NODE_ENV=production.</p>
<table><caption>Latest messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">Phone</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table></main></body></html>`;
  });
}
