import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { markItemForOperator } from '../availability/service.ts';
import type { OperatorScope } from '../orders/lifecycle-service.ts';
import {
  brandStoreIds,
  findBrandIdBySlug,
  findOperatorKeyByHash,
  insertOperatorKey,
  listOperatorKeyRows,
  type OperatorKeyRow,
  revokeOperatorKeys,
  touchOperatorKey,
} from './repository.ts';

/** The start of every operator API key (issue 17): `sufra_op_` then 32 random bytes, base64url. */
const OPERATOR_KEY_PREFIX = 'sufra_op_';
/** How many characters of a key are kept for display and `revoke <prefix>` (the prefix and 7 more). */
const DISPLAY_LENGTH = OPERATOR_KEY_PREFIX.length + 7;

/** A refusal of the operator-key command (unknown brand or store, nothing to revoke): its message is for the console. */
export class OperatorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorKeyError';
  }
}

/** SHA-256 hex of a key: what is stored and looked up. */
const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** An operator key as `list` shows it: never the key itself. Times ISO 8601 or null. */
export interface OperatorKeySummary {
  id: string;
  brand: string;
  prefix: string;
  stores: string[] | null;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

const summary = (row: OperatorKeyRow, brand: string): OperatorKeySummary => ({
  id: row.id,
  brand,
  prefix: row.keyPrefix,
  stores: row.storeIds,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Creates an operator API key for the brand `brand` (its temporaryDomainName), scoped to `stores`
 * (store ids of that brand; empty: every store) — issue 17, decision 0024. The key
 * (`sufra_op_<43 base64url characters>`, 256 random bits) is answered once and never stored: the
 * row keeps its SHA-256 and its first 16 characters. Throws OperatorKeyError for an unknown brand,
 * or a store that is not the brand's.
 */
export async function createOperatorKey(
  db: Db,
  input: { brand: string; stores: readonly string[]; label?: string | undefined },
): Promise<{ key: string; summary: OperatorKeySummary }> {
  const brandId = await findBrandIdBySlug(db, input.brand);
  if (!brandId) throw new OperatorKeyError(`no brand '${input.brand}'`);
  const wanted = [...new Set(input.stores)];
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const bad = wanted.find((s) => !uuid.test(s));
  if (bad !== undefined) throw new OperatorKeyError(`no store '${bad}' in brand '${input.brand}'`);
  const found = await brandStoreIds(db, brandId, wanted);
  const missing = wanted.find((s) => !found.includes(s));
  if (missing !== undefined) throw new OperatorKeyError(`no store '${missing}' in brand '${input.brand}'`);
  const key = `${OPERATOR_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertOperatorKey(db, {
    brandId,
    keyHash: hashKey(key),
    keyPrefix: key.slice(0, DISPLAY_LENGTH),
    storeIds: wanted.length > 0 ? wanted : null,
    label: input.label ?? null,
  });
  return { key, summary: summary(row, input.brand) };
}

/**
 * Revokes the key whose id or display prefix is `idOrPrefix` (of the brand `brand` when given),
 * at `now`; from then on it is refused (401). Throws OperatorKeyError when no live key matches.
 */
export async function revokeOperatorKey(
  db: Db,
  input: { idOrPrefix: string; brand?: string | undefined },
  now: Date,
): Promise<OperatorKeySummary[]> {
  let brandId: string | null = null;
  if (input.brand) {
    brandId = await findBrandIdBySlug(db, input.brand);
    if (!brandId) throw new OperatorKeyError(`no brand '${input.brand}'`);
  }
  const rows = await revokeOperatorKeys(db, input.idOrPrefix, brandId, now);
  if (rows.length === 0) throw new OperatorKeyError(`no live key '${input.idOrPrefix}'`);
  return rows.map((r) => summary(r, input.brand ?? r.brandId));
}

/** The operator keys (of the brand `brand` when given), oldest first, without the keys themselves. */
export async function listOperatorKeys(
  db: Db,
  input: { brand?: string | undefined },
): Promise<OperatorKeySummary[]> {
  let brandId: string | null = null;
  if (input.brand) {
    brandId = await findBrandIdBySlug(db, input.brand);
    if (!brandId) throw new OperatorKeyError(`no brand '${input.brand}'`);
  }
  return (await listOperatorKeyRows(db, brandId)).map((r) => summary(r, r.brandSlug));
}

/** An authenticated operator key: its id (the rate limit's bucket) and the scope it acts in. */
export interface OperatorCaller {
  keyId: string;
  scope: OperatorScope;
}

/**
 * The caller of an operator API request (issue 17): `authorization` must be `Bearer <key>` with a
 * key that exists and is not revoked; answers its brand and store scope at `now`, and stamps its
 * last use (at most once a minute). 401 operatorKeyInvalid otherwise — the same answer for a
 * missing, malformed, unknown or revoked key.
 */
export async function authenticateOperator(
  db: Db,
  authorization: string | undefined,
  now: Date,
): Promise<OperatorCaller> {
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(authorization ?? '');
  const key = match?.[1];
  if (!key?.startsWith(OPERATOR_KEY_PREFIX)) throw new AppError('operatorKeyInvalid', 401);
  const row = await findOperatorKeyByHash(db, hashKey(key));
  if (!row || row.revokedAt) throw new AppError('operatorKeyInvalid', 401);
  await touchOperatorKey(db, row.id, now);
  return { keyId: row.id, scope: { brandId: row.brandId, now, storeIds: row.storeIds } };
}

/**
 * POST items/{itemId}/sold-out (issue 17, decisions 0024, 0030): marks an item of the scope's
 * brand sold out (or available again) in the key's store scope — a key of every store marks it
 * brand-wide (items.is_out_of_stock; turning back clears every store's mark too), a key of some
 * stores marks it at each of its stores that serve it (store_item_availability); `storeId` narrows
 * to one store of the key's scope. `until` (ISO time) ends the mark by itself: past it the item is
 * orderable and shown in stock again, nothing having to run. Every server drops its cached menus
 * (NOTIFY at commit; this one at once). 400 soldOutUntilPassed for an `until` not in the future;
 * 404 operatorItemNotFound for an item of another brand, or one no store of the scope serves.
 */
export async function setItemSoldOut(
  db: Db,
  scope: OperatorScope,
  itemId: string,
  input: { soldOut: boolean; until?: string | undefined; storeId?: string | undefined },
): Promise<{ itemId: string; soldOut: boolean; until: string | null; storeIds: string[] | null }> {
  const until = input.soldOut && input.until ? new Date(input.until) : null;
  if (until && until.getTime() <= scope.now.getTime()) throw new AppError('soldOutUntilPassed', 400);
  const marked = await markItemForOperator(db, {
    brandId: scope.brandId,
    storeIds: scope.storeIds,
    storeId: input.storeId,
    itemId,
    soldOut: input.soldOut,
    until,
  });
  if (marked === null) throw new AppError('operatorItemNotFound', 404);
  return { itemId, soldOut: input.soldOut, until: until?.toISOString() ?? null, storeIds: marked.storeIds };
}
