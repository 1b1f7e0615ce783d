import { randomBytes } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file that marks a PGlite folder as owned by one process (ARCHITECTURE: one owner). */
export const LOCK_FILE_NAME = 'sufra.lock';

/** What the lock file holds (JSON, file mode 0600: the token lets local commands reach the owner). */
export interface OwnerLockInfo {
  /** Process id of the owner. */
  pid: number;
  /** Host name of the machine that wrote the lock. */
  hostname: string;
  /** HTTP port the owner serves on, or null until it listens (a command process never sets it). */
  port: number | null;
  /** Random admin token (64 hex chars) for the loopback-only internal routes of the owner. */
  token: string;
  /** ISO time the lock was taken. */
  startedAt: string;
}

/** The lock held by this process on a PGlite folder. */
export interface OwnerLock {
  /** Absolute path of `<dataDir>/sufra.lock`. */
  file: string;
  /** The admin token written into the lock (see OwnerLockInfo.token). */
  token: string;
  /** Records the port the server listens on, so local commands can send their work to it. */
  advertise(port: number): void;
  /** Removes the lock file (only if it is still ours). Idempotent. */
  release(): void;
}

/**
 * A second process tried to open a PGlite folder that a live process owns. `message` is the
 * operator's sentence ("The database in ./data is in use by Sufra (pid N, port P). …"); `owner`
 * is the lock content, so a command can send its work to the running server.
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerLockInfo,
  ) {
    const where = owner.port ? `pid ${owner.pid}, port ${owner.port}` : `pid ${owner.pid}`;
    super(
      `The database in ${displayPath(dataDir)} is in use by Sufra (${where}). Only one process may open an embedded (PGlite) database: stop that process first, or use commands such as 'npm run import:menu', which send their work to the running server. To run several processes, use PostgreSQL (DATABASE_URL).`,
    );
  }
}

/** `./data` for a folder under the working directory, the absolute path otherwise. */
export function displayPath(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  if (rel === '') return '.';
  return rel.startsWith('..') || path.isAbsolute(rel) ? dir : `./${rel}`;
}

/** Whether a process with this pid exists on this machine (EPERM: exists, not ours). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads and parses a lock file; null when it is missing or not (yet) valid JSON. */
export function readOwnerLock(dataDir: string): OwnerLockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as OwnerLockInfo;
    return typeof info.pid === 'number' && typeof info.token === 'string' ? info : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock describes a live owner. A lock with this process's pid is live only if this
 * process took it (otherwise it is stale: containers restart as pid 1); a lock written on another
 * host is taken as live (its pid cannot be checked here).
 */
function isLiveOwner(info: OwnerLockInfo, file: string): boolean {
  if (info.hostname && info.hostname !== os.hostname()) return true;
  if (info.pid === process.pid) return heldHere.has(file);
  return isAlive(info.pid);
}

/** Folders whose lock this process holds (a lock with our pid that is not here is stale). */
const heldHere = new Set<string>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the exclusive lock of a PGlite folder: creates `<dataDir>/sufra.lock` with O_EXCL, mode
 * 0600, holding pid, host, port (null) and a random admin token. A stale lock (its pid is dead)
 * is taken over. Throws DatabaseInUseError when a live process holds it. The folder must exist.
 */
export function acquireOwnerLock(dataDir: string): OwnerLock {
  const file = path.resolve(dataDir, LOCK_FILE_NAME);
  const info: OwnerLockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    port: null,
    token: randomBytes(32).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readOwnerLock(dataDir);
      if (held === null) {
        // Being written by its owner this very moment, or garbage: wait a little, then take it over.
        if (attempt < 5) {
          sleep(50);
          continue;
        }
      } else if (isLiveOwner(held, file)) {
        throw new DatabaseInUseError(dataDir, held);
      }
      // Remove the stale lock only if it is still the one just examined (another process may
      // have taken it over meanwhile; the next attempt then sees its lock).
      if (readOwnerLock(dataDir)?.token === held?.token) {
        try {
          unlinkSync(file);
        } catch {
          // already removed by the other process
        }
      }
      continue;
    }
    const write = () => {
      const bytes = Buffer.from(`${JSON.stringify(info)}\n`);
      ftruncateSync(fd, 0);
      writeSync(fd, bytes, 0, bytes.length, 0);
    };
    write();
    heldHere.add(file);
    let released = false;
    return {
      file,
      token: info.token,
      advertise(port: number) {
        info.port = port;
        if (!released) write();
      },
      release() {
        if (released) return;
        released = true;
        heldHere.delete(file);
        closeSync(fd);
        if (readOwnerLock(dataDir)?.token === info.token) {
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        }
      },
    };
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Sufra process is running`);
}
