import { MESSAGE_CATALOGUE } from '@sufra/contract';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { idempotencyKeys, orders } from '../../src/db/schema.ts';
import {
  outboxEvents,
  paymentLinks,
  payments,
  paymentWebhookEvents,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  savedPaymentCards,
} from '../../src/db/schema-payments.ts';

/** The tables a payment call may write, by name (helper H7's attacker tests). */
const WRITTEN = {
  payments,
  orders,
  saved_payment_cards: savedPaymentCards,
  payment_links: paymentLinks,
  sandbox_payment_intents: sandboxPaymentIntents,
  sandbox_payment_methods: sandboxPaymentMethods,
  idempotency_keys: idempotencyKeys,
  outbox_events: outboxEvents,
  payment_webhook_events: paymentWebhookEvents,
} as const;

/** Row counts of every table a payment call may write: compare before and after a refused call. */
export async function rowCounts(db: Db): Promise<Record<keyof typeof WRITTEN, number>> {
  const out = {} as Record<keyof typeof WRITTEN, number>;
  for (const [name, table] of Object.entries(WRITTEN)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name as keyof typeof WRITTEN] = Number(row!.n);
  }
  return out;
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const freshKey = () => `h7-${Date.now()}-${++keys}`;

/** POSTs a raw payload (string) to an absolute path; answers status, parsed body (or null) and raw text. */
export async function rawPost(
  app: FastifyInstance,
  url: string,
  payload: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, text: res.body, headers: res.headers };
}

/**
 * A refusal as the house rules want it: a 4xx (never 5xx), `{ success: 0, message }` with a
 * non-empty one-line message and no other key but error_category, no stack trace or source path.
 */
export function expectCleanRefusal(
  res: { status: number; body: unknown; text?: string },
  status: number | number[],
  label = '',
) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${label}: status ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`).toContain(
    res.status,
  );
  const body = res.body as { success?: unknown; code?: unknown; message?: unknown } | null;
  expect(body, label).not.toBeNull();
  expect(body!.success, label).toBe(0);
  // Every refusal names its catalogue code (issue 16: errors by code).
  expect(MESSAGE_CATALOGUE, `${label}: code ${String(body!.code)}`).toHaveProperty([String(body!.code)]);
  expect(typeof body!.message, label).toBe('string');
  expect((body!.message as string).length, label).toBeGreaterThan(0);
  expect(
    Object.keys(body!).filter((k) => !['success', 'code', 'message', 'error_category'].includes(k)),
  ).toEqual([]);
  const text = JSON.stringify(body);
  expect(text, label).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|stack/i);
}
