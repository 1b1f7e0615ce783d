import { type Column, getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * Rows read as JSON (issue 16: one round trip for several tables, e.g. `to_jsonb(t)` or
 * `jsonb_agg(t)` in a subquery) turned back into the rows Drizzle would have answered: each
 * column's value is found under its SQL name and passed through the column's own driver mapping
 * (timestamps to Date, jsonb kept as parsed). A numeric, which JSON carries as a number, becomes
 * the string Drizzle gives (`'5.00'` for scale 2), so `rowFromJson(t, j)` equals a plain select.
 */
const entriesOf = new WeakMap<Table, Array<[string, Column]>>();

function columnsOf(table: Table): Array<[string, Column]> {
  let entries = entriesOf.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table));
    entriesOf.set(table, entries);
  }
  return entries;
}

/** One row of `table` from its JSON object (keys are SQL column names, as `to_jsonb(t)` writes them). */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    if (value === null || value === undefined) row[key] = null;
    else if (column.columnType === 'PgNumeric' && typeof value === 'number') {
      const scale = (column as Column & { scale?: number }).scale;
      row[key] = scale === undefined ? String(value) : value.toFixed(scale);
    } else row[key] = column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of `table` from a JSON array of objects (null or absent: none). */
export function rowsFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T>[] {
  return Array.isArray(json) ? json.map((j) => rowFromJson(table, j as Record<string, unknown>)) : [];
}

/**
 * The rows of a raw query (`db.execute(sql…)`), typed by the caller: node-postgres and PGlite both
 * answer `{ rows }`, with json/jsonb already parsed and column names as written in the SQL.
 */
export async function queryRows<R>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  query: SQL,
): Promise<R[]> {
  return ((await db.execute(query)) as { rows: R[] }).rows;
}

/**
 * A read whose answer is ONE JSON value (a scalar subquery, e.g. `(select jsonb_agg(…) …)`) and
 * how that value becomes the caller's rows: built by a repository, so that reads of several
 * modules can share one round trip (readTogether; issue 16).
 */
export interface JsonRead<T> {
  sql: SQL;
  parse: (json: unknown) => T;
}

/** Runs one JsonRead alone: `select (<read>) as value`. */
export async function readOne<T>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  read: JsonRead<T>,
): Promise<T> {
  const [row] = await queryRows<{ value: unknown }>(db, sql`select (${read.sql}) as value`);
  return read.parse(row?.value ?? null);
}

/**
 * Runs two JsonReads in ONE query and round trip (`select (<a>) as a, (<b>) as b`; issue 16: the
 * reads an order needs before its write). Both see the same snapshot.
 */
export async function readTogether<A, B>(
  db: { execute(query: SQL): PromiseLike<unknown> },
  a: JsonRead<A>,
  b: JsonRead<B>,
): Promise<[A, B]> {
  const [row] = await queryRows<{ a: unknown; b: unknown }>(db, sql`select (${a.sql}) as a, (${b.sql}) as b`);
  return [a.parse(row?.a ?? null), b.parse(row?.b ?? null)];
}
