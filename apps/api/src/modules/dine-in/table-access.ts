/**
 * Who may read or add to a table's tab (issue 18, decision 0032 'A missing or wrong token'): the
 * holder of the table link — brand, store, table number and the table's secret token. Everything
 * else answers the same 404 tableNotFound, with nothing read beyond the table row itself.
 */
import { timingSafeEqual } from 'node:crypto';
import type { TableRef } from '@sufra/contract';
import { AppError } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/tx.ts';
import { findTable, type TableRow } from './tab-repository.ts';

/**
 * Whether `given` is the table's `token`, compared in constant time (crypto.timingSafeEqual on
 * equal-length buffers; a different length is false without comparing).
 */
export function tokenMatches(token: string, given: string | undefined | null): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(token, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/**
 * The table of `ref` (brand, store, number, token): the brand's store's table whose token matches.
 * A missing or wrong token, an unknown table number, another store's or another brand's table →
 * AppError 404 'tableNotFound' (one answer for all: no oracle for guessing).
 */
export async function requireTable(
  db: DbOrTx,
  ref: Pick<TableRef, 'brandId' | 'storeId' | 'tableNumber'> & { tableToken?: string | null },
): Promise<TableRow> {
  const table = await findTable(db, ref.brandId, ref.storeId, ref.tableNumber);
  if (!table || !tokenMatches(table.token, ref.tableToken)) throw new AppError('tableNotFound', 404);
  return table;
}
