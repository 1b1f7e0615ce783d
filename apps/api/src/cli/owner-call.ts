import { type Db, openDatabase } from '../db/client.ts';
import { DatabaseInUseError, displayPath, type OwnerLockInfo, readOwnerLock } from '../db/owner-lock.ts';
import { loadDatabaseSettings } from './database-settings.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `body` to an internal route of the server that owns the PGlite folder (POST
 * `http://127.0.0.1:{port}{routePath}` with the lock's admin token; ARCHITECTURE: one owner), as
 * `npm run import:menu` and `npm run import:zones` do while `npm start` runs. Waits up to 120 s for
 * a server that is still starting (its lock has no port yet). Returns the answer's `data`; a 400 is
 * thrown as `refused(message)` (the command's own error type: the file was refused, nothing
 * changed); any other failure as an Error naming the server's pid.
 */
export async function postToOwner<T>(
  dataDir: string,
  owner: OwnerLockInfo,
  routePath: string,
  body: unknown,
  refused: (message: string) => Error,
): Promise<T> {
  let lock: OwnerLockInfo | null = owner;
  for (let waited = 0; lock && lock.port === null && waited < 120_000; waited += 250) {
    await sleep(250);
    lock = readOwnerLock(dataDir);
  }
  if (!lock?.port) {
    throw new Error(
      `The database in ${displayPath(dataDir)} is in use by pid ${owner.pid}, which serves no HTTP port; stop it and try again`,
    );
  }
  const res = await fetch(`http://127.0.0.1:${lock.port}${routePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${lock.token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { success?: number; data?: T; message?: string };
  if (res.status === 400) throw refused(answer.message ?? 'refused');
  if (!res.ok || answer.success !== 1 || !answer.data)
    throw new Error(`the running server (pid ${lock.pid}) answered ${res.status}: ${answer.message ?? ''}`);
  return answer.data;
}

/**
 * Runs a command of a local CLI where the data is (issue 17: `npm run operator-key`, `staff`,
 * `webhooks`): `direct(db)` on the configured database (PostgreSQL, or a PGlite folder no server
 * owns), else — the folder owned by a running server — `body` posted to that server's internal
 * route `routePath` (postToOwner; a 400 thrown as `refused(message)`). Answers the command's
 * result and `via`: '' or ' through the running server (pid N)', for the CLI's output.
 */
export async function runHereOrThroughOwner<T>(opts: {
  direct: (db: Db) => Promise<T>;
  routePath: string;
  body: unknown;
  refused: (message: string) => Error;
}): Promise<{ answer: T; via: string }> {
  const settings = loadDatabaseSettings();
  try {
    const database = await openDatabase(settings.url ? { url: settings.url } : { dataDir: settings.dataDir });
    try {
      return { answer: await opts.direct(database.db), via: '' };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const answer = await postToOwner<T>(
      settings.dataDir,
      error.owner,
      opts.routePath,
      opts.body,
      opts.refused,
    );
    return { answer, via: ` through the running server (pid ${error.owner.pid})` };
  }
}
