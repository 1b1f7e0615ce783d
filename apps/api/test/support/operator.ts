import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { orders } from '../../src/db/schema.ts';
import { createOperatorKey } from '../../src/modules/operator/service.ts';
import { orderRow } from './factory.ts';

/** An answer of the operator API: status, body and headers. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
export type OperatorAnswer = { status: number; body: any; headers: Record<string, unknown> };

/**
 * Calls the operator API (issue 17): `method` `/api/operator/v1/<path>` with `Authorization: Bearer
 * <key>` (none when `key` is null), a JSON body for POST, and `headers` (e.g. Accept-Language).
 */
export async function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<OperatorAnswer> {
  const res = await app.inject({
    method,
    url: `/api/operator/v1/${path}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Creates an operator key of the brand `slug` (scoped to `stores`, or every store); returns the key. */
export async function operatorKey(db: Db, slug: string, stores: string[] = []): Promise<string> {
  return (await createOperatorKey(db, { brand: slug, stores })).key;
}

/**
 * Inserts an order directly (factory orderRow, PENDING by default), e.g. a delivery order with
 * `serviceType: 'DELIVERY'`; returns its id and number.
 */
export async function insertOrder(
  db: Db,
  ids: { brandId: string; storeId: string; customerId: string },
  over: Partial<typeof orders.$inferInsert> = {},
): Promise<{ id: string; orderNumber: string }> {
  const [row] = await db
    .insert(orders)
    .values(orderRow(ids, { status: 'PENDING', ...over }))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}
