/**
 * A small zod-4 → fast-check walker for the fuzz tests (issue 5): `arbitraryFor(schema, ctx)`
 * generates the INPUT side of a schema — mostly valid-shaped values, with hostile ones mixed in
 * when `ctx.hostile` is above 0 (NUL, huge and odd numbers, very long strings, wrong types, extra
 * keys). Moved out of fuzz.test.ts so fuzz-malformed.test.ts can build a body a call accepts.
 */
import fc from 'fast-check';

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
export const poisoned = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.constantFrom('\u0000', '\ud800', '\u0000\u0000', '\uffff'))
    .map(([s, bad]) => s.slice(0, 1) + bad + s.slice(1));

export interface GenContext {
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
