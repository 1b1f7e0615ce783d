import type { SQL } from 'drizzle-orm';

/**
 * A write built by one repository and run by another inside a single statement (issue 16: a plain
 * order, its adjustments and its idempotent answer are one round trip). Services pass it along
 * without reading it, so only repositories know it is Drizzle's SQL.
 */
export type Statement = SQL;
