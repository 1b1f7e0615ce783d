/**
 * Hostile input on every call of the operator API (issue 17: "every refusal an envelope"; the
 * operator API's part of issue 5's fuzzing, fuzz.test.ts): for each call of OPERATOR_CALLS,
 * generated requests mix hostile bodies (arbitraryFor with hostile values), odd path ids, odd
 * query values and keys (valid, none, garbage, revoked, another brand's). Every answer must be the
 * envelope — `{ success: 1, data }` or `{ success: 0, code, message }` with a 4xx — never a 5xx or a
 * stack trace; orders stay in statuses of 002 §4.1.
 */
import { OPERATOR_CALLS, ORDER_STATUSES } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../src/db/schema.ts';
import { revokeOperatorKey } from '../src/modules/operator/service.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { insertOrder, operatorCall, operatorKey } from './support/operator.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';
import { arbitraryFor, type GenContext } from './support/zod-arbitrary.ts';

const SEED = Number(process.env.SUFRA_FUZZ_SEED ?? 20_261_128);
const RUNS = 40;

describe.each(testDatabases())('hostile input on the operator API on %s (issue 17)', (kind) => {
  let t: TestApp;
  let ctx: GenContext;
  let brandId: string;
  const keys: Record<string, string> = {};
  let revoked: string;
  let otherBrandKey: string;
  const orderIds: string[] = [];
  let itemIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const brand = await createBrand(db, { brandName: 'Operatorburger' });
    brandId = brand.id;
    const store = await createStore(db, brand.id);
    const menu = await createMenu(db, brand.id);
    itemIds = [menu.burger.id, menu.fries.id];
    const [customer] = await db
      .insert(customers)
      .values({ brandId: brand.id, phoneNumber: '+971501230000', name: 'Fuzz' })
      .returning();
    const ids = { brandId: brand.id, storeId: store.id, customerId: customer!.id };
    for (const serviceType of ['PICKUP', 'DELIVERY', 'PICKUP', 'DELIVERY'])
      orderIds.push((await insertOrder(db, ids, { serviceType })).id);
    // One key per call, so no call runs into the per-key rate limit (120 a minute).
    for (const call of OPERATOR_CALLS) keys[call.path] = await operatorKey(db, brand.temporaryDomainName);
    revoked = await operatorKey(db, brand.temporaryDomainName);
    await revokeOperatorKey(db, { idOrPrefix: revoked.slice(0, 16) }, new Date());
    const other = await createBrand(db);
    await createStore(db, other.id);
    otherBrandKey = await operatorKey(db, other.temporaryDomainName);
    ctx = {
      ids: [brand.id, store.id, ...orderIds, ...itemIds],
      hints: { brandId: [brand.id], storeId: [store.id] },
      hostile: 1,
    };
  }, 120_000);
  afterAll(() => t?.close());

  it('every generated request answers the envelope with a 2xx or 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [index, call] of OPERATOR_CALLS.entries()) {
      const body = call.method === 'POST' ? arbitraryFor(call.body, ctx) : fc.constant(undefined);
      const id = fc.oneof(
        fc.constantFrom(...orderIds, ...itemIds),
        fc.uuid(),
        fc.constantFrom('%00', 'x'.repeat(300), '..', '1e309', "o'clock", '%E0%A4%A'),
      );
      const query = fc.record({
        status: fc.option(fc.constantFrom('PENDING', 'ACCEPTED', 'nope', '', '\u0000'), { nil: undefined }),
        since: fc.option(fc.constantFrom('2026-11-28T00:00:00Z', 'yesterday', '1e309', ''), {
          nil: undefined,
        }),
        limit: fc.option(fc.constantFrom('1', '100', '0', '-5', 'many', '1.5'), { nil: undefined }),
        cursor: fc.option(fc.constantFrom('bm9wZQ', 'x'.repeat(500), ''), { nil: undefined }),
      });
      const key = fc.constantFrom('valid', 'valid', 'valid', 'none', 'garbage', 'revoked', 'other-brand');
      const cases = fc.sample(fc.record({ body, id, query, key }), { numRuns: RUNS, seed: SEED + index });
      for (const c of cases) {
        const path = call.path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(c.id));
        const q = new URLSearchParams(
          Object.entries(c.query).filter((e): e is [string, string] => e[1] !== undefined),
        );
        const k =
          c.key === 'valid'
            ? keys[call.path]!
            : c.key === 'garbage'
              ? 'sufra_op_garbage'
              : c.key === 'revoked'
                ? revoked
                : c.key === 'other-brand'
                  ? otherBrandKey
                  : null;
        const res = await operatorCall(
          t.app,
          call.method,
          `${path}${call.method === 'GET' ? `?${q}` : ''}`,
          k,
          c.body,
        );
        sent++;
        const b = res.body as { success?: unknown; code?: unknown; message?: unknown; data?: unknown };
        const ok =
          (res.status >= 200 && res.status < 300 && b.success === 1 && b.data !== undefined) ||
          (res.status >= 400 &&
            res.status < 500 &&
            b.success === 0 &&
            typeof b.code === 'string' &&
            typeof b.message === 'string' &&
            !/\bat .+\.ts:\d+/.test(b.message));
        if (!ok)
          failures.push(
            `${call.method} ${path} (${c.key}) → ${res.status} ${JSON.stringify(b).slice(0, 160)}`,
          );
        if (c.key !== 'valid' && res.status < 300)
          failures.push(`${call.method} ${path} with a ${c.key} key answered ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const rows = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.brandId, brandId));
    for (const row of rows) expect(ORDER_STATUSES as readonly string[]).toContain(row.status);
    console.log(`[fuzz] ${kind}: operator API, ${sent} requests over ${OPERATOR_CALLS.length} calls`);
  }, 300_000);
});
