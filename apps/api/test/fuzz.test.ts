/**
 * Schema-driven fuzzing of every contract call (issue 5: hostile input never breaks the API).
 * For each call of ALL_CALLS, request bodies are generated from the call's zod body schema by a
 * small zod-4 → fast-check walker (`arbitraryFor`) that mixes valid-shaped values with hostile
 * ones (NUL, huge and odd numbers, very long strings, wrong types, extra keys); path parameters,
 * query values and the customer token (none, valid, another brand's, garbage) are fuzzed too.
 * Every answer must be: not a 5xx, JSON `{ success: 0 | 1, ... }`, with a string `message` when
 * success is 0, and a refused request writes nothing (row counts of the customer-facing tables).
 *
 * Runs: SUFRA_FUZZ_RUNS per call (default 40 on PGlite, 10 on PostgreSQL), seed SUFRA_FUZZ_SEED
 * (default fixed, so a failure replays). The figures are printed as `[fuzz] …`.
 */
import { ALL_CALLS, type CallContract, pathParamNames } from '@sufra/contract';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
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

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definition is walked loosely
type Def = { type: string; [key: string]: any };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const LONG = 'x'.repeat(10_000);
/** Values that do not belong anywhere: NUL, odd numbers, long texts, wrong types. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(50),
    1e9,
    -1e9,
    1e300,
    -1e300,
    5e-324,
    2 ** 53 + 1,
    -0,
    0.001,
    'NaN',
    'Infinity',
    '-1e309',
    '1e9',
    '',
    ' ',
    LONG,
    'ب'.repeat(5_000),
    '\u202e\u202d',
    '😀'.repeat(300),
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '{{constructor}}',
    true,
    false,
    null,
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":1}}'),
    { constructor: { prototype: { polluted: 1 } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Strings with a NUL or a lone surrogate inside a plausible value. */
const poisoned = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.constantFrom('\u0000', '\ud800', '\u0000\u0000', '\uffff'))
    .map(([s, bad]) => s.slice(0, 1) + bad + s.slice(1));

interface GenContext {
  /** Ids that exist (brand, store, items, …): a uuid field often gets one, so requests reach deep. */
  ids: string[];
  /** Plausible values by field name (brandId → the seeded brand, verificationCode → 4 digits, …). */
  hints: Record<string, unknown[]>;
  /** Weight of a hostile value at each node against 5 for a shaped one (0: a clean case). */
  hostile: number;
  /** The object key being generated, for `hints`. */
  field?: string;
}

/** A string that meets the schema's checks (length, format, regex), sometimes poisoned. */
function stringArbitrary(def: Def, ctx: GenContext): fc.Arbitrary<string> {
  let min = 0;
  let max = 60;
  let exact: number | undefined;
  let format: string | undefined = def.format;
  let pattern: RegExp | undefined = def.pattern;
  for (const check of def.checks ?? []) {
    const c = defOf(check) as Def & { check?: string };
    if (c.check === 'min_length') min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else if (c.check === 'length_equals') exact = c.length;
    else if (c.check === 'string_format') {
      format = c.format;
      pattern = c.pattern;
    }
  }
  let base: fc.Arbitrary<string>;
  const hinted = ctx.field
    ? ctx.hints[ctx.field]?.filter((h): h is string => typeof h === 'string')
    : undefined;
  if (format === 'uuid') base = fc.oneof(fc.constantFrom(...ctx.ids), fc.uuid());
  else if (format === 'email') base = fc.emailAddress();
  else if (format === 'regex' && pattern) base = fc.stringMatching(pattern);
  else if (exact !== undefined) base = fc.string({ minLength: exact, maxLength: exact, unit: 'grapheme' });
  else
    base = fc.oneof(
      fc.string({ minLength: min, maxLength: Math.min(max, 80) }),
      fc.string({ minLength: min, maxLength: Math.min(max, 80), unit: 'grapheme' }),
      fc.constant('a'.repeat(Math.max(min, Math.min(max, 100_000)))),
      fc.constant('a'.repeat(Math.min(max, 100_000) + 1)),
    );
  if (hinted?.length)
    base = fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 4 }, { arbitrary: base, weight: 1 });
  return ctx.hostile
    ? fc.oneof({ arbitrary: base, weight: 5 }, { arbitrary: poisoned(base), weight: 1 })
    : base;
}

/** A number that meets the schema's checks, or lies just outside them. */
function numberArbitrary(def: Def, hostile: number): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let int = false;
  let step: number | undefined;
  for (const check of def.checks ?? []) {
    const c = defOf(check) as Def & { check?: string };
    if (c.check === 'greater_than') min = c.value;
    else if (c.check === 'less_than') max = c.value;
    else if (c.check === 'number_format') int = /int/.test(c.format);
    else if (c.check === 'multiple_of') step = c.value;
  }
  const inRange = int
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : step
      ? fc
          .integer({ min: Math.ceil(Math.max(min, -1e9) / step), max: Math.floor(Math.min(max, 1e9) / step) })
          .map((n) => Number((n * step).toFixed(6)))
      : fc.double({ min, max, noNaN: true });
  if (!hostile) return inRange;
  return fc.oneof(
    { arbitrary: inRange, weight: 5 },
    { arbitrary: fc.constantFrom(min, max, min - 1, max + 1, max * 10, 0.005, 1e15), weight: 1 },
  );
}

/**
 * A fast-check arbitrary for the INPUT side of a zod 4 schema: mostly valid-shaped values
 * (object, string, number, int, boolean, enum, literal, array, optional, nullable, union,
 * record, default, pipe/transform, …), with `hostileValue` mixed in at every node (1 in 6)
 * and extra keys on objects.
 */
export function arbitraryFor(schema: unknown, ctx: GenContext, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, ctx, depth);
  return ctx.hostile
    ? fc.oneof({ arbitrary: shaped, weight: 5 }, { arbitrary: hostileValue, weight: ctx.hostile })
    : shaped;
}

function shapedArbitrary(schema: unknown, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(null);
  const inner = (s: unknown) => arbitraryFor(s, ctx, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, ctx);
    case 'number':
    case 'int':
      return numberArbitrary(def, ctx.hostile);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...(Object.values(def.entries) as unknown[]));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'array': {
      let maxLength = 4;
      let minLength = 0;
      for (const check of def.checks ?? []) {
        const c = defOf(check) as Def & { check?: string };
        if (c.check === 'max_length') maxLength = Math.min(c.maximum, 4);
        if (c.check === 'min_length') minLength = c.minimum;
      }
      const element = inner(def.element);
      if (!ctx.hostile) return fc.array(element, { minLength: Math.min(minLength, maxLength), maxLength });
      return fc.oneof(
        { arbitrary: fc.array(element, { maxLength }), weight: 6 },
        { arbitrary: fc.array(element, { minLength: 101, maxLength: 150 }), weight: 1 },
      );
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'object': {
      const entries = Object.entries(def.shape as Record<string, unknown>);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of entries) model[key] = arbitraryFor(value, { ...ctx, field: key }, depth + 1);
      const required = entries
        .filter(([, v]) => !['optional', 'default', 'prefault'].includes(defOf(v).type))
        .map(([k]) => k);
      const record = fc.record(model, { requiredKeys: required });
      const extra = fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('__proto__', 'constructor', 'userId', 'price'),
        ),
        hostileValue,
        { maxKeys: 3 },
      );
      if (!ctx.hostile) return record;
      return fc.oneof(
        { arbitrary: record, weight: 4 },
        // A required key left out, so "x is required" paths are walked.
        { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
        { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) })), weight: 1 },
      );
    }
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return inner(def.left);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), { maxKeys: 3 });
    case 'pipe':
      // A preprocess (transform → schema) accepts what its output schema accepts.
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner(def.getter());
    default:
      // transform, unknown, any, …: anything JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

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

  it('a malformed path parameter, query value or header on every call that declares one answers 400 with the envelope and a code (issue 16)', async () => {
    const failures: string[] = [];
    const covered: string[] = [];
    const brandId = ctx.hints.brandId![0] as string;
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
    const goodBody = (call: CallContract, index: number) =>
      call.method === 'GET'
        ? undefined
        : (fc
            .sample(arbitraryFor(call.body, { ...ctx, hostile: 0 }), { numRuns: 100, seed: SEED + index })
            .find((b) => call.body.safeParse(b).success) ?? { brandId });
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
        authorization: tokens.valid!,
        'content-type': 'application/json',
        'idempotency-key': `sweep-${Math.random()}`,
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
          const res = await send(call, body, { query: { [name]: value } });
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
        const res = await send(call, body, { query: { brandId: 'not-a-brand' } });
        check(`GET ${call.path} ?brandId=not-a-brand`, res, (b) => b.message.startsWith('brandId'));
      }
    }
    for (const [path, query] of [
      ['order/getCustomerOrders', { brandId, limit: '0' }],
      ['order/getCustomerOrders', { brandId, limit: 'many' }],
      ['order/getCustomerOrders', { brandId, cursor: 'x'.repeat(201) }],
      ['dev/outbox', { phoneNumber: 'not a phone <script>' }],
    ] as Array<[string, Record<string, string>]>) {
      const res = await get(t.app, path, query, { authorization: tokens.valid! });
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
