/**
 * Schema-driven fuzzing of every contract call (issue 5: hostile input never breaks the API).
 * For each call of ALL_CALLS, request bodies are generated from the call's zod body schema by a
 * small zod-4 → fast-check walker (`arbitraryFor`) that mixes valid-shaped values with hostile
 * ones (NUL, huge and odd numbers, very long strings, wrong types, extra keys); path parameters,
 * query values and the customer token (none, valid, another brand's, garbage) are fuzzed too.
 * Every answer must be: not a 5xx, JSON `{ success: 0 | 1, ... }`, with a string `message` when
 * success is 0, and a refused request writes nothing (row counts of the customer-facing tables).
 *
 * The walker lives in support/zod-arbitrary.ts; the deterministic sweep of malformed path
 * parameters, query values and headers is fuzz-malformed.test.ts.
 *
 * Runs: SUFRA_FUZZ_RUNS per call (default 40 on PGlite, 10 on PostgreSQL), seed SUFRA_FUZZ_SEED
 * (default fixed, so a failure replays). The figures are printed as `[fuzz] …`.
 */
import { ALL_CALLS, type CallContract } from '@sufra/contract';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  customers,
  idempotencyKeys,
  orderLines,
  orderStatusHistory,
  orders,
  otpCodes,
  outboxMessages,
  sessions,
} from '../src/db/schema.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';
import { arbitraryFor, type GenContext, poisoned } from './support/zod-arbitrary.ts';

/** What the fuzzing knows of the seeded data. */
type FuzzContext = GenContext & { orderNumbers: string[] };

/** A path parameter: a real id or order number, a random uuid, NUL, long values, odd text. */
function pathParamArbitrary(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...ctx.ids, ...ctx.orderNumbers),
    fc.uuid(),
    fc.constantFrom('\u0000', 'a\u0000', '%00', 'x'.repeat(90), 'x'.repeat(2_000), '..', ' ', '1e309', '-1'),
    fc.string({ unit: 'binary', maxLength: 30 }),
    poisoned(fc.constantFrom(...ctx.ids)),
  );
}

/** A query value for GET calls (brandId, language, phoneNumber, app_version). */
const queryValue = (ctx: GenContext): fc.Arbitrary<string | undefined> =>
  fc.option(
    fc.oneof(
      fc.constantFrom(...ctx.ids),
      fc.constantFrom('EN', 'AR', '26', '+971501234567', '\u0000', 'x'.repeat(5_000), '1e300', 'NaN'),
      fc.string({ unit: 'binary', maxLength: 30 }),
    ),
    { nil: undefined },
  );

type TokenKind = 'none' | 'valid' | 'other-brand' | 'garbage';

/**
 * A well-formed request: the body generated without hostile values (hints fill ids and codes),
 * real path ids, the seeded brand in the query, mostly the valid token. Reaches the services.
 */
function cleanCase(call: CallContract, paramNames: string[], ctx: FuzzContext): fc.Arbitrary<Case> {
  return fc.record({
    body: arbitraryFor(call.body, { ...ctx, hostile: 0 }),
    raw: fc.constant(undefined),
    params: fc.record(
      Object.fromEntries(paramNames.map((n) => [n, fc.constantFrom(...ctx.ids, ...ctx.orderNumbers)])),
    ) as fc.Arbitrary<Record<string, string>>,
    query: fc.record({
      brandId: fc.constantFrom(...(ctx.hints.brandId as string[])),
      language: fc.constantFrom('EN', 'AR', undefined),
      phoneNumber: fc.constantFrom('+971509990001', '050 999 0001', undefined),
      app_version: fc.constantFrom('26', undefined),
    }),
    token: fc.constantFrom<TokenKind>('valid', 'valid', 'none', 'other-brand'),
    ip: fc.ipV4(),
  });
}

/** A hostile request: hostile values at any node, odd path parameters, queries, raw bodies and tokens. */
function hostileCase(call: CallContract, paramNames: string[], ctx: FuzzContext): fc.Arbitrary<Case> {
  return fc.record({
    body: arbitraryFor(call.body, { ...ctx, hostile: 1 }),
    raw: fc.option(
      fc.constantFrom('{"brandId":', 'null', '[]', '"text"', '{"a":"\\u0000"}', '{}'.padStart(5000, '[')),
      { nil: undefined, freq: 8 },
    ),
    params: fc.record(
      Object.fromEntries(paramNames.map((n) => [n, pathParamArbitrary(ctx)])),
    ) as fc.Arbitrary<Record<string, string>>,
    query: fc.record({
      brandId: queryValue(ctx),
      language: queryValue(ctx),
      phoneNumber: queryValue(ctx),
      app_version: fc.option(fc.constantFrom('26', '1e300', 'NaN', '\u0000', '-1', '99999999999'), {
        nil: undefined,
      }),
    }),
    token: fc.constantFrom<TokenKind>('none', 'valid', 'other-brand', 'garbage'),
    ip: fc.ipV4(),
  });
}

/** One generated request of a call. */
interface Case {
  body: unknown;
  raw: string | undefined;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  token: TokenKind;
  ip: string;
}

const TABLES = {
  orders,
  orderLines,
  orderStatusHistory,
  customers,
  otpCodes,
  sessions,
  outboxMessages,
  idempotencyKeys,
} as const;

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(
      async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Shortens a generated input for the report (long strings cut, NUL shown). */
function describeInput(value: unknown): string {
  const text = JSON.stringify(value, (_k, v) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length} chars)` : v,
  );
  return (text ?? String(value)).slice(0, 600);
}

/** Percent-encodes a path parameter; a lone surrogate becomes the invalid UTF-8 `%ED%A0%80`. */
function encodePathParam(value: string): string {
  return Array.from(value, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

const SEED = Number(process.env.SUFRA_FUZZ_SEED ?? 20_260_505);

describe.each(testDatabases())('fuzzing every contract call on %s (issue 5)', (kind) => {
  const runs = Number(process.env.SUFRA_FUZZ_RUNS ?? (kind === 'pglite' ? 40 : 10));
  let t: TestApp;
  let ctx: FuzzContext;
  let tokens: Record<TokenKind, string | undefined>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const brand = await createBrand(db, { brandName: 'Fuzzburger' });
    const store = await createStore(db, brand.id);
    const menu = await createMenu(db, brand.id);
    const other = await createBrand(db);
    const signIn = async (brandId: string, phone: string) => {
      const ip = { 'x-forwarded-for': '10.200.0.1' };
      const body = { brandId, phoneNumber: phone, countryObj: { countryCode: 'AE', dialCode: '971' } };
      await post(t.app, 'user/password-less-login-v2', body, ip);
      const outbox = await get(t.app, 'dev/outbox', { phoneNumber: `+971${phone.slice(1)}` });
      const code = outbox.body.data.messages[0].code as string;
      const verified = await post(t.app, 'user/verify-account-v2', { ...body, verificationCode: code }, ip);
      return verified.body.data.token as string;
    };
    const token = await signIn(brand.id, '0509990001');
    const otherToken = await signIn(other.id, '0509990002');
    await post(
      t.app,
      'user/update-user-profile',
      { brandId: brand.id, name: 'Fuzz' },
      { authorization: token },
    );
    const placed = await post(
      t.app,
      'order/place-order-v2',
      {
        brandId: brand.id,
        storeId: store.id,
        orderType: { type: 'PICKUP' },
        paymentType: 'CASH',
        orderedMenu: [{ itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5 }],
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
      },
      { authorization: token },
    );
    const saved = placed.body.data?.savedOrder as { _id: string; orderNumber: string } | undefined;
    ctx = {
      ids: [
        brand.id,
        store.id,
        menu.menu.id,
        menu.category.id,
        menu.burger.id,
        menu.fries.id,
        menu.drinks.id,
        menu.juice.id,
        menu.extras.id,
        menu.cheese.id,
        other.id,
        ...(saved ? [saved._id] : []),
      ],
      orderNumbers: saved ? [saved.orderNumber] : [],
      hostile: 1,
      hints: {
        brandId: [brand.id, brand.id, brand.id, other.id],
        storeId: [store.id],
        menuId: [menu.menu.id],
        itemId: [menu.burger.id, menu.fries.id],
        categoryId: [menu.category.id],
        optionId: [menu.cola.id, menu.juice.id, menu.cheese.id, menu.bacon.id],
        modifierGroupId: [menu.drinks.id, menu.extras.id],
        temporaryDomainName: [brand.temporaryDomainName, brand.temporaryDomainName.toUpperCase(), 'nope'],
        phoneNumber: ['0509990001', '+971509990001', '٠٥٠٩٩٩٠٠٠١', '050 999 0003', '07911123456'],
        countryCode: ['AE', 'AE', 'GB'],
        dialCode: ['971', '44'],
        verificationCode: ['1234', '١٢٣٤', '0000'],
        name: ['Fuzz', 'سارة', '  Ann  '],
        email: ['a@example.com', ''],
        orderingPlatform: ['web'],
      },
    };
    tokens = { none: undefined, valid: token, 'other-brand': otherToken, garbage: 'x'.repeat(300) };
  }, 120_000);
  afterAll(() => t?.close());

  it('every call is registered', () => {
    for (const call of ALL_CALLS) {
      expect(t.app.hasRoute({ method: call.method, url: `/api/v1/${call.path}` }), call.path).toBe(true);
    }
  });

  it('no hostile request gets a 5xx, a non-envelope answer, or writes anything when refused', async () => {
    const failures: string[] = [];
    let cases = 0;
    let serverErrors = 0;
    const failedCalls = new Map<string, number>();
    /** Answers per call by status class, e.g. `{ 'order/place-order-v2': { '2xx': 3, '4xx': 37 } }`. */
    const statuses: Record<string, Record<string, number>> = {};
    for (const [index, call] of (ALL_CALLS as readonly CallContract[]).entries()) {
      const paramNames = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const caseArb = fc.oneof(cleanCase(call, paramNames, ctx), hostileCase(call, paramNames, ctx));
      const samples = fc.sample(caseArb, { numRuns: runs, seed: SEED + index });
      for (const c of samples) {
        cases += 1;
        const url =
          `/api/v1/${call.path.replace(/:([A-Za-z]+)/g, (_, n: string) => encodePathParam(c.params[n] ?? ''))}?` +
          new URLSearchParams(
            Object.entries({ app_name: 'WEB_STORE_FRONT', ...c.query }).filter(
              (e): e is [string, string] => e[1] !== undefined,
            ),
          ).toString();
        const headers: Record<string, string> = {
          'x-forwarded-for': c.ip,
          'content-type': 'application/json',
        };
        const token = tokens[c.token];
        if (token) headers.authorization = token;
        const payload = c.raw ?? JSON.stringify(c.body ?? null);
        const before = await rowCounts(t.database.db);
        const res = await t.app.inject({
          method: call.method,
          url,
          headers,
          ...(call.method === 'POST' ? { payload } : {}),
        });
        const label = `${call.method} ${call.path} [token ${c.token}] params ${describeInput(c.params)} query ${describeInput(c.query)} body ${c.raw ? `raw ${describeInput(c.raw)}` : describeInput(c.body)}`;
        const klass = `${Math.floor(res.statusCode / 100)}xx`;
        statuses[call.path] ??= {};
        statuses[call.path]![klass] = (statuses[call.path]![klass] ?? 0) + 1;
        const fail = (why: string) => {
          failures.push(`${why}: ${label}`);
          failedCalls.set(call.path, (failedCalls.get(call.path) ?? 0) + 1);
        };
        if (res.statusCode >= 500) {
          serverErrors += 1;
          fail(`HTTP ${res.statusCode} ${res.body.slice(0, 120)}`);
          continue;
        }
        // biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field
        let answer: any;
        try {
          answer = res.json();
        } catch {
          fail(`not JSON (HTTP ${res.statusCode}, ${String(res.headers['content-type'])})`);
          continue;
        }
        if (answer?.success !== 0 && answer?.success !== 1) {
          fail(`no success 0|1 (HTTP ${res.statusCode})`);
          continue;
        }
        if (answer.success === 0 && typeof answer.message !== 'string') {
          fail(`success 0 without a string message (HTTP ${res.statusCode})`);
          continue;
        }
        if (answer.success === 1 && res.statusCode >= 400) fail(`success 1 with HTTP ${res.statusCode}`);
        if (answer.success === 0) {
          const after = await rowCounts(t.database.db);
          const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
          if (changed.length > 0) fail(`refused (HTTP ${res.statusCode}) but wrote ${changed.join(', ')}`);
        }
      }
    }
    const byCall = [...failedCalls].map(([p, n]) => `${p} ×${n}`).join(', ') || 'none';
    console.log(
      `[fuzz] ${kind}: ${cases} cases over ${ALL_CALLS.length} calls (${runs} each, seed ${SEED}), ${serverErrors} 5xx, ${failures.length} failures; failing calls: ${byCall}`,
    );
    console.log(
      `[fuzz] ${kind}: answers by call: ${Object.entries(statuses)
        .map(([p, by]) => `${p} ${JSON.stringify(by)}`)
        .join('; ')}`,
    );
    if (failures.length) console.log(`[fuzz] first failures:\n${failures.slice(0, 25).join('\n')}`);
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
  }, 240_000);
});
