import { randomBytes } from 'node:crypto';
import type { MessageKey } from '@sufra/contract';
import type { Db } from '../db/client.ts';
import type { Statement } from '../db/statement.ts';
import { AppError } from './errors.ts';
import {
  answerInsertSql,
  completeClaim,
  findKey,
  insertAnswer,
  insertClaim,
  releaseClaim,
  takeOverClaim,
} from './idempotency-repository.ts';
import type { DbOrTx, Tx } from './tx.ts';

/** Which stored answer a call asks for: the brand, the operation (`scope`), the client's key and the request's hash. */
export interface IdempotencyRef {
  brandId: string;
  /** The operation, e.g. 'payments.confirm'; one key may be used once per scope. */
  scope: string;
  /** The client's Idempotency-Key (1–200 characters). */
  key: string;
  /** A hash of everything that makes the request what it is (the caller's customer included). */
  requestHash: string;
}

/** An answer to store and replay: an HTTP status and the JSON body. */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

/**
 * The step of an idempotent operation that writes its rows: it runs in the transaction that also
 * stores its answer, so the rows and the answer commit together (or neither does).
 */
export type IdempotentCommit<T> = (tx: Tx) => Promise<IdempotentAnswer<T>>;

/** Timing of withIdempotency, in milliseconds; `now` is the clock the leases are read with. */
export interface IdempotencyOptions {
  /** How long a claim is held before another caller may take it over (default 60 000 ms). */
  leaseMs?: number;
  /** How long a concurrent caller waits for the first run's answer (default 15 000 ms, the API time-out). */
  waitMs?: number;
  /** How often a waiting caller looks again (default 25 ms). */
  pollMs?: number;
  now?: () => Date;
}

/** Thrown when a claim was taken over after its lease ran out before this run committed. */
class LostClaimError extends Error {
  constructor() {
    super('The idempotency claim was taken over after its lease ended');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a money-moving operation at most once per (brand, scope, key) (ARCHITECTURE: exactly once;
 * issue 9, decision 0019). `fn` does the work outside any transaction — provider calls, to which
 * the caller passes `ref.key` as the provider's own idempotency key — and returns its commit step;
 * the commit step's rows and the answer are written in ONE transaction.
 * - First call: claims the key (a 'running' row, committed at once, lease `leaseMs`), runs `fn`,
 *   then commits the rows and the answer; answers `{ ...answer, replayed: false }`.
 * - A retry with the same key and hash after that: the stored answer, `replayed: true`, without
 *   running `fn`.
 * - The same key with another hash (another body, another customer): 409
 *   MESSAGES.requestReused ('This request was already used with other data'), in EN/AR.
 * - Concurrent calls with one key: the unique key lets one claim it; the others wait (polling
 *   every `pollMs`) for its answer and replay it; after `waitMs` they are answered 409
 *   MESSAGES.requestInProgress. A claim whose lease ran out (its process died) is taken over.
 * - `fn` or the commit step throwing: the claim is released (the row deleted) and the error
 *   rethrown — nothing was stored, so a retry runs again (providers dedupe by the same key).
 */
export async function withIdempotency<T>(
  db: Db,
  ref: IdempotencyRef,
  fn: () => Promise<IdempotentCommit<T>>,
  opts: IdempotencyOptions = {},
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const leaseMs = opts.leaseMs ?? 60_000;
  const waitMs = opts.waitMs ?? 15_000;
  const pollMs = opts.pollMs ?? 25;
  const now = opts.now ?? (() => new Date());
  const token = randomBytes(16).toString('hex');
  const started = Date.now();
  const lease = () => new Date(now().getTime() + leaseMs);
  for (;;) {
    if (await insertClaim(db, ref, token, lease())) return run(db, ref, token, fn);
    const row = await findKey(db, ref);
    if (!row) continue; // released meanwhile: claim again
    if (row.requestHash !== ref.requestHash) throw new AppError('requestReused', 409);
    if (row.state === 'done') return { statusCode: row.statusCode, body: row.response as T, replayed: true };
    if (row.lockedUntil && row.lockedUntil.getTime() <= now().getTime()) {
      if (await takeOverClaim(db, ref, row.lockToken ?? '', token, lease())) return run(db, ref, token, fn);
      continue;
    }
    if (Date.now() - started >= waitMs) throw new AppError('requestInProgress', 409);
    await sleep(pollMs);
  }
}

/** Runs `fn` under the claim `token`, then commits its rows and the answer together (fenced by the token). */
async function run<T>(
  db: Db,
  ref: IdempotencyRef,
  token: string,
  fn: () => Promise<IdempotentCommit<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  try {
    const commit = await fn();
    const answer = await db.transaction(async (tx) => {
      const result = await commit(tx);
      if (!(await completeClaim(tx, ref, token, result))) throw new LostClaimError();
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    await releaseClaim(db, ref, token);
    throw error;
  }
}

/** A lease held on a resource (payments.order-charge: one order), released with releaseLease. */
export interface Lease {
  ref: Omit<IdempotencyRef, 'requestHash'> & { requestHash: string };
  token: string;
}

/**
 * Takes a short exclusive lease on `ref` (brand, scope, resource key) in idempotency_keys — a
 * 'running' row with a lease of `leaseMs` (default 60 000 ms), committed at once — or answers null
 * when another caller holds an unexpired one (a lease whose holder died is taken over). Used to
 * refuse a second charge of one order while a first is at the provider (issue 16 D2: two
 * confirmations with different Idempotency-Keys, a double tap or two tabs, both charged).
 */
export async function acquireLease(
  db: Db,
  ref: Omit<IdempotencyRef, 'requestHash'>,
  opts: { leaseMs?: number; now?: () => Date } = {},
): Promise<Lease | null> {
  const now = opts.now ?? (() => new Date());
  const until = () => new Date(now().getTime() + (opts.leaseMs ?? 60_000));
  const lease: Lease = { ref: { ...ref, requestHash: 'lease' }, token: randomBytes(16).toString('hex') };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await insertClaim(db, lease.ref, lease.token, until())) return lease;
    const row = await findKey(db, lease.ref);
    if (!row) continue; // released meanwhile
    if (row.lockedUntil && row.lockedUntil.getTime() > now().getTime()) return null;
    if (await takeOverClaim(db, lease.ref, row.lockToken ?? '', lease.token, until())) return lease;
  }
  return null;
}

/** Releases a lease taken by acquireLease (in `tx` when given, so it ends with the work it guarded). */
export async function releaseLease(db: DbOrTx, lease: Lease): Promise<void> {
  await releaseClaim(db, lease.ref, lease.token);
}

/**
 * The stored answer of `ref` for an operation that writes only to the database (the optimistic
 * side of the engine, with commitOnce; place-order): the first call's body when the key was used
 * with the same hash, null when the key is new (or `ref` is null: no Idempotency-Key). The same
 * key with another hash → 409 AppError 'requestReused'.
 */
export async function replayAnswer<T>(db: DbOrTx, ref: IdempotencyRef | null): Promise<T | null> {
  if (!ref) return null;
  const row = await findKey(db, ref);
  if (row?.state !== 'done') return null;
  if (row.requestHash !== ref.requestHash) throw new AppError('requestReused', 409);
  return row.response as T;
}

/**
 * After a write under `ref` failed: a refusal (AppError) is rethrown as it is; any other failure
 * may be a concurrent twin that stored the key first, whose answer is replayed (another hash → 409
 * 'requestReused'); otherwise the failure is rethrown.
 */
async function replayTwin<T>(db: Db, ref: IdempotencyRef, error: unknown): Promise<T> {
  if (error instanceof AppError) throw error;
  const twin = await replayAnswer<T>(db, ref);
  if (twin !== null) return twin;
  throw error;
}

/**
 * Runs `work` in ONE transaction with its answer stored under `ref` (when given), so the rows and
 * the answer commit together. A concurrent twin with the same key that committed first makes this
 * transaction fail on the key's primary key: its answer is replayed instead (replayAnswer; another
 * hash → 409 'requestReused'). A refusal (AppError) of `work` is rethrown as it is; nothing is
 * stored for it, so a corrected retry with the same key runs again.
 */
export async function commitOnce<T>(
  db: Db,
  ref: IdempotencyRef | null,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!ref) return db.transaction(work);
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await insertAnswer(tx, ref, { statusCode: 200, body: result });
      return result;
    });
  } catch (error) {
    return replayTwin<T>(db, ref, error);
  }
}

/**
 * A refusal stored as an idempotent answer (a 402 decline, a 409 already paid): its catalogue
 * code, so a replay answers it in the replaying request's language (issue 16: errors by code).
 */
export interface StoredRefusal {
  code: MessageKey;
}

/**
 * A stored answer as its call answers it: a 200's body, else the AppError of its stored refusal
 * with the stored status (an answer stored before codes, without one: 'somethingWentWrong').
 */
export function answerOrThrow<T>(answer: IdempotentAnswer<T | StoredRefusal>): T {
  if (answer.statusCode === 200) return answer.body as T;
  const code = (answer.body as Partial<StoredRefusal> | null)?.code;
  throw new AppError(code ?? 'somethingWentWrong', answer.statusCode);
}

/**
 * Writes with ONE statement that stores its own answer under `ref` (issue 16: no BEGIN, no COMMIT,
 * no separate insert — a single statement is its own transaction): `write(answer)` runs the
 * statement, embedding `answer(body, fill)` (answerInsertSql: the answer `body` with one value
 * filled in by the statement) when `ref` is given. As commitOnce: a concurrent twin that stored
 * the key first makes the statement fail, and its answer is replayed (another hash → 409
 * 'requestReused'); a refusal (AppError) is rethrown as it is.
 */
export async function writeOnce<T>(
  db: Db,
  ref: IdempotencyRef | null,
  write: (
    answer: ((body: unknown, fill: { path: readonly string[]; value: Statement }) => Statement) | null,
  ) => Promise<T>,
): Promise<T> {
  if (!ref) return write(null);
  try {
    return await write((body, fill) => answerInsertSql(db, ref, body, fill));
  } catch (error) {
    return replayTwin<T>(db, ref, error);
  }
}
