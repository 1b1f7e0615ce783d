import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanRefusal, freshKey, rawPost, rowCounts } from './support/attacker.ts';
import { buildAttackTable, type Call, callOwnerToken, P, Q, sendCall } from './support/attacker-calls.ts';
import { type CardWorld, cardCall, placeCardOrder, tokenise } from './support/card-orders.ts';
import type { HostedWorld } from './support/hosted-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): every customer payment call of decision 0022's table, attacked with
 * malformed input: missing, mistyped and oversized fields, raw non-JSON and prototype-polluting
 * bodies, bad Idempotency-Key headers, and extra money fields → a clean 400 `{ success: 0, code: expect.any(String), message }`,
 * never a 5xx or a stack, nothing written. Auth and tenancy are in payments-attacker.test.ts.
 */
describe.each(testDatabases())('payment calls under attack on %s (issue 9, decision 0022)', (kind) => {
  let t: TestApp;
  let A: CardWorld; // victim, card-elements
  let F: CardWorld; // victim, card-frames
  let H: HostedWorld; // victim, hosted page
  let I: HostedWorld; // victim, hosted iframe
  let calls: Call[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ A, F, H, I, calls } = await buildAttackTable(t));
  });
  afterAll(async () => t?.close());

  const send = (call: Call, body: unknown, token?: string) => sendCall(t, call, body, token);
  const ownerToken = (call: Call) => callOwnerToken({ A, F, H, I }, call);

  it('PAY malformed bodies: each required field missing, of the wrong type, an array, 100 000 characters; amounts negative, null, 1e20, 3 decimals, as text → 400 { success: 0, code: expect.any(String), message }, never 5xx, nothing written', async () => {
    const before = await rowCounts(db());
    let cases = 0;
    const huge = 'x'.repeat(100_000);
    for (const call of calls) {
      const token = call.auth ? ownerToken(call) : undefined;
      const variants: Array<[string, unknown]> = [];
      for (const field of call.required) {
        const { [field]: _gone, ...rest } = call.body;
        variants.push([`${field} missing`, rest]);
        const value = call.body[field];
        const wrong = typeof value === 'string' ? 12345 : typeof value === 'number' ? '12' : 'x';
        variants.push([`${field} wrong type`, { ...call.body, [field]: wrong }]);
        variants.push([`${field} array`, { ...call.body, [field]: [value] }]);
        variants.push([`${field} null`, { ...call.body, [field]: null }]);
        if (typeof value === 'string') variants.push([`${field} huge`, { ...call.body, [field]: huge }]);
      }
      for (const field of call.amounts ?? [])
        for (const bad of [-1, -0.01, 1e20, 1e308, 17.855, 0.001, '17.85', true])
          variants.push([`${field}=${bad}`, { ...call.body, [field]: bad }]);
      variants.push(['body is an array', [call.body]]);
      variants.push(['language not a language', { ...call.body, language: 'XX' }]);
      for (const [label, body] of variants) {
        const res = await send(call, body, token);
        expectCleanRefusal(res, 400, `${call.name}: ${label}`);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(200);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY raw bodies: not JSON, a JSON string or null, __proto__ and constructor.prototype keys, a body over the limit → 4xx envelope, nothing polluted, nothing written', async () => {
    const before = await rowCounts(db());
    for (const call of calls) {
      const token = call.auth ? ownerToken(call) : undefined;
      const headers = {
        ...(token ? { authorization: token } : {}),
        ...(call.key ? { 'idempotency-key': freshKey() } : {}),
      };
      const url = `/api/v1/${call.path}${Q}`;
      const json = JSON.stringify(call.body);
      const raws: Array<[string, string, number[]]> = [
        ['truncated JSON', json.slice(0, -3), [400]],
        ['JSON string', '"hello"', [400]],
        // A null body is an empty one: refused only when the call has required fields.
        ['JSON null', 'null', call.required.length > 0 ? [400] : [200]],
        ['JSON number', '1e999', [400]],
        ['__proto__', `{"__proto__":{"polluted":"yes"},${json.slice(1)}`, [400]],
        ['constructor', `{"constructor":{"prototype":{"polluted":"yes"}},${json.slice(1)}`, [400]],
        ['nested __proto__', json.replace(/}$/, ',"metaData":{"__proto__":{"polluted":"yes"}}}'), [400]],
        ['over the body limit', `{"pad":"${'y'.repeat(300 * 1024)}"}`, [400, 413]],
      ];
      for (const [label, payload, statuses] of raws) {
        const res = await rawPost(t.app, url, payload, headers);
        if (statuses[0] === 200) expect(res.status, `${call.name}: ${label}`).toBe(200);
        else expectCleanRefusal(res, statuses, `${call.name}: ${label}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY Idempotency-Key header: missing, empty, over 200 characters → 400 on every money-moving call, nothing written', async () => {
    const before = await rowCounts(db());
    for (const call of calls.filter((c) => c.key)) {
      const token = call.auth ? ownerToken(call) : undefined;
      for (const key of [undefined, '', 'k'.repeat(201)]) {
        const res = await post(t.app, call.path, call.body, {
          ...(token ? { authorization: token } : {}),
          ...(key !== undefined ? { 'idempotency-key': key } : {}),
        });
        expectCleanRefusal(res, 400, `${call.name} key=${key?.length}`);
      }
    }
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY extra fields (amountFils, totalFils, status, customerId, isVerified) are ignored: the order is charged its own total, for its own customer', async () => {
    const order = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
    const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.success)).body.id;
    const res = await cardCall(
      t.app,
      P.intent,
      {
        orderId: order.orderId,
        amount: order.amount,
        storeId: A.store.id,
        paymentMethodId: pm,
        returnUrl: '/checkout',
        amountFils: 201,
        totalFils: 201,
        status: 'SUCCEEDED',
        customerId: A.other.id,
        isVerified: true,
        brandId: A.brand.id,
      },
      A.token,
      freshKey(),
    );
    expect(res.status).toBe(200);
    const { payments } = await import('../src/db/schema-payments.ts');
    const { eq } = await import('drizzle-orm');
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountFils).toBe(Math.round(order.amount * 100));
    expect(rows[0]!.customerId).toBe(A.customer.id);
  });
});
