import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Mode of the PGlite folder and every folder in it: the owner only (rwx------). */
export const DATA_DIR_MODE = 0o700;
/** Mode of every file in the PGlite folder: the owner only (rw-------). */
export const DATA_FILE_MODE = 0o600;

/** What restrictDataDir did: entries whose mode it changed, and those it could not change. */
export interface RestrictResult {
  tightened: number;
  /** Paths that kept group/other bits (chmod refused, e.g. EPERM on a file of another user). */
  failed: string[];
}

/**
 * Sets `mode` on `file` unless it already has it (`follow`: stat through a link, for the root);
 * counts the change or the failure in `result`. An entry gone meanwhile is skipped.
 */
function setMode(file: string, mode: number, result: RestrictResult, follow = false): void {
  try {
    if (((follow ? statSync(file) : lstatSync(file)).mode & 0o777) === mode) return;
    chmodSync(file, mode);
    result.tightened += 1;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') result.failed.push(file);
  }
}

/** The entries of `dir`, or none when it is gone (a temporary folder removed meanwhile). */
function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Makes the embedded database folder private to the user Sufra runs as (issue 16 D4): creates
 * `dataDir` (mode 0700) when missing, then walks it — the folder and every folder in it 0700,
 * every file 0600. Symbolic links are neither followed nor changed (their own mode is unused).
 * PGlite writes its files 0666 (whatever the umask), so openDatabase calls this before PGlite
 * opens the folder (an existing folder with looser modes, as earlier versions left it) and
 * again once it is set up (the files PGlite just wrote, which the 0700 folder already hid).
 * Never throws for an entry it cannot change: those are listed in `failed`.
 */
export function restrictDataDir(dataDir: string): RestrictResult {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const result: RestrictResult = { tightened: 0, failed: [] };
  const walk = (dir: string) => {
    for (const entry of entriesOf(dir)) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        setMode(file, DATA_DIR_MODE, result);
        walk(file);
      } else if (entry.isFile()) {
        setMode(file, DATA_FILE_MODE, result);
      }
    }
  };
  setMode(dataDir, DATA_DIR_MODE, result, true);
  walk(dataDir);
  return result;
}
