/**
 * The malformed-input sweep of every contract call (issue 16: "routes validate all they receive"),
 * the deterministic half of the fuzzing (fuzz.test.ts is the random half). For each call of
 * ALL_CALLS, from its contract: each path parameter (`params`, one per `:name`), each of its own
 * query parameters (`query`) and each header it declares (`headers`, the Idempotency-Key) gets
 * values its schema refuses — and a required header none — with a body the call accepts, the
 * brand and a valid token; GET calls that name a brand also get a malformed brandId. Every answer
 * must be 400 `{ success: 0, code, message }` naming the bad part (`path <name>`, the query field,
 * an idempotencyKey code). A query key whose schema refuses nothing (tracking's `t`, read as a
 * wrong token) has nothing to sweep.
 */
import { ALL_CALLS, type CallContract, pathParamNames } from '@sufra/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createBrand, createStore } from './support/factory.ts';
import { signedIn } from './support/hosted-factory.ts';
import { createTestApp, get, type TestApp, testDatabases } from './support/test-app.ts';
import { arbitraryFor, type GenContext } from './support/zod-arbitrary.ts';

const SEED = Number(process.env.SUFRA_FUZZ_SEED ?? 20_260_505);

describe.each(testDatabases())('malformed input of every call on %s (issue 16)', (kind) => {
  let t: TestApp;
  let ctx: GenContext;
  let brandId: string;
  let token: string;
  let keys = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const brand = await createBrand(db, { brandName: 'Sweepburger' });
    const store = await createStore(db, brand.id);
    brandId = brand.id;
    token = (await signedIn(db, brand.id)).token;
    ctx = { ids: [brand.id, store.id], hints: { brandId: [brand.id], storeId: [store.id] }, hostile: 0 };
  }, 120_000);
  afterAll(() => t?.close());

  it('a malformed path parameter, query value or header on every call that declares one answers 400 with the envelope and a code (issue 16)', async () => {
    const failures: string[] = [];
    const covered: string[] = [];
    /** A 400 envelope with a code and a message; `about` (when given) says the refusal names the bad part. */
    const check = (
      label: string,
      res: { status: number; body: Record<string, unknown> },
      about?: (body: { code: string; message: string }) => boolean,
    ) => {
      covered.push(label);
      const { success, code, message } = res.body;
      if (
        res.status !== 400 ||
        success !== 0 ||
        typeof code !== 'string' ||
        typeof message !== 'string' ||
        (about && !about({ code, message }))
      )
        failures.push(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    };
    /** A body the call's schema accepts (generated without hostile values), so the refusal is the swept part's. */
    // In English, so a refusal's message names the bad part in the words the checks read (issue 17:
    // the staff calls' generated bodies happened to ask for Arabic).
    const inEnglish = (b: unknown) =>
      b && typeof b === 'object' && 'language' in b ? { ...b, language: 'EN' } : b;
    const goodBody = (call: CallContract, index: number) =>
      call.method === 'GET'
        ? undefined
        : inEnglish(
            fc
              .sample(arbitraryFor(call.body, { ...ctx, hostile: 0 }), { numRuns: 100, seed: SEED + index })
              .find((b) => call.body.safeParse(b).success) ?? { brandId },
          );
    /** Own query values the call accepts (e.g. the board's storeId), so a bad brandId is the only fault. */
    const goodQuery = (call: CallContract, index: number): Record<string, string> => {
      if (!call.query || Object.keys(call.query.shape).length === 0) return {};
      const q = fc
        .sample(arbitraryFor(call.query, { ...ctx, hostile: 0 }), { numRuns: 100, seed: SEED + index })
        .find((v) => call.query!.safeParse(v).success) as Record<string, unknown> | undefined;
      return Object.fromEntries(
        Object.entries(q ?? {})
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      );
    };
    /** One request of `call`: good path ids, the brand, the valid token and a fresh key, but for `bad`. */
    const send = async (
      call: CallContract,
      body: unknown,
      bad: {
        params?: Record<string, string>;
        query?: Record<string, string>;
        headers?: Record<string, string>;
      },
      drop: string[] = [],
    ) => {
      const url = call.path.replace(/:([A-Za-z]+)/g, (_, n: string) => bad.params?.[n] ?? ctx.ids[0]!);
      const query = new URLSearchParams({ ...(call.brandless ? {} : { brandId }), ...bad.query });
      const headers: Record<string, string> = {
        authorization: token,
        'content-type': 'application/json',
        'idempotency-key': `sweep-${++keys}`,
        ...bad.headers,
      };
      for (const name of drop) delete headers[name];
      const res = await t.app.inject({
        method: call.method,
        url: `/api/v1/${url}?${query}`,
        headers,
        ...(call.method === 'POST' ? { payload: JSON.stringify(body) } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    };
    /** Raw values the schema refuses (up to 3), from a fixed list of odd ones. */
    const refused = (schema: z.ZodType, candidates: string[]) =>
      candidates.filter((v) => !schema.safeParse(v).success).slice(0, 3);
    const ODD = [
      '',
      'many',
      '0',
      '-1',
      '1.5',
      '1e309',
      'not a phone <script>',
      'x'.repeat(201),
      'x'.repeat(5_000),
    ];
    for (const [index, call] of (ALL_CALLS as readonly CallContract[]).entries()) {
      const body = goodBody(call, index);
      // Path parameters, from the contract (defineCall derives one per `:name`).
      const paramNames = Object.keys(call.params?.shape ?? {});
      expect(paramNames, call.path).toEqual(pathParamNames(call.path));
      for (const [name, schema] of Object.entries(call.params?.shape ?? {})) {
        for (const value of refused(schema, ['not an id<>', 'a.b', "o'clock", '%'])) {
          const res = await send(call, body, { params: { [name]: encodeURIComponent(value) } });
          check(`${call.method} ${call.path} :${name}=${value.slice(0, 12)}`, res, (b) =>
            b.message.startsWith(`path ${name}`),
          );
        }
      }
      // The call's own query parameters, from the contract; a key whose schema refuses nothing
      // (tracking's `t`: a malformed token is a wrong one, the same 404) has nothing to sweep.
      for (const [name, schema] of Object.entries(call.query?.shape ?? {})) {
        for (const value of refused(schema, ODD)) {
          // The call's other query keys good (a call may require several: the table stream's
          // storeId, tableNumber, t), so the refusal is the swept key's.
          const res = await send(call, body, { query: { ...goodQuery(call, index), [name]: value } });
          check(`${call.method} ${call.path} ?${name}=${value.slice(0, 12)}`, res, (b) =>
            b.message.startsWith(name),
          );
        }
      }
      // The headers the call declares: a bad one, and a missing one where it is required.
      for (const [name, schema] of Object.entries(call.headers?.shape ?? {})) {
        const named = (b: { code: string; message: string }) =>
          /^idempotencyKey/.test(b.code) || b.message.includes(`header ${name}`);
        for (const value of refused(schema, ['', 'k'.repeat(201)]))
          check(
            `${call.method} ${call.path} ${name}: ${value.slice(0, 12)}`,
            await send(call, body, { headers: { [name]: value } }),
            named,
          );
        if (!schema.safeParse(undefined).success)
          check(`${call.method} ${call.path} no ${name}`, await send(call, body, {}, [name]), named);
      }
      if (call.method === 'GET' && !call.brandless) {
        const res = await send(call, body, { query: { ...goodQuery(call, index), brandId: 'not-a-brand' } });
        check(`GET ${call.path} ?brandId=not-a-brand`, res, (b) => b.message.startsWith('brandId'));
      }
    }
    for (const [path, query] of [
      ['order/getCustomerOrders', { brandId, limit: '0' }],
      ['order/getCustomerOrders', { brandId, limit: 'many' }],
      ['order/getCustomerOrders', { brandId, cursor: 'x'.repeat(201) }],
      ['dev/outbox', { phoneNumber: 'not a phone <script>' }],
    ] as Array<[string, Record<string, string>]>) {
      const res = await get(t.app, path, query, { authorization: token });
      check(`GET ${path} ${JSON.stringify(query).slice(0, 60)}`, res);
    }
    expect(failures).toEqual([]);
    // Every call that declares a path parameter, a refusable query value or a header was swept.
    const swept = new Set(covered.map((label) => label.split(' ')[1]));
    for (const call of ALL_CALLS as readonly CallContract[]) {
      const declares = [call.params, call.query, call.headers].some(
        (o) => Object.keys(o?.shape ?? {}).length > 0,
      );
      if (declares) expect(swept, call.path).toContain(call.path);
    }
    console.log(`[fuzz] ${kind}: malformed sweep, ${covered.length} requests over ${swept.size} calls`);
  });
});
