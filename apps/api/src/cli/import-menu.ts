import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INTERNAL_IMPORT_MENU_PATH } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError, type OwnerLockInfo } from '../db/owner-lock.ts';
import { type ImportSummary, importMenu, MenuImportError } from '../seed/import-menu.ts';
import { type MenuFile, parseMenuFile } from '../seed/menu-file.ts';
import { loadDatabaseSettings } from './database-settings.ts';
import { postToOwner } from './owner-call.ts';

/** The one-line summary the command prints. */
function describe(s: ImportSummary, brand: string, via: string): string {
  const untranslated =
    s.untranslated > 0
      ? `; ${s.untranslated} name${s.untranslated === 1 ? '' : 's'} untranslated (shown in the one language found)`
      : '';
  return `Imported ${s.categories} categories, ${s.items} items, ${s.modifierGroups} modifier groups, ${s.modifiers} modifiers into '${brand}'${s.createdBrand ? ' (new demo brand with one store)' : ''}${via}${untranslated}.`;
}

/** Sends the import to the server owning the PGlite folder (postToOwner; waits up to 120 s for its port). */
function importThroughServer(
  dataDir: string,
  owner: OwnerLockInfo,
  body: { temporaryDomainName: string; menu: MenuFile },
): Promise<ImportSummary> {
  return postToOwner<ImportSummary>(
    dataDir,
    owner,
    INTERNAL_IMPORT_MENU_PATH,
    body,
    (message) => new MenuImportError(message),
  );
}

/**
 * `npm run import:menu -- --brand <temporaryDomainName> --file <path>`: imports a
 * realdata.menu.v1 file into a brand (creating a demo brand if needed), replacing its menu.
 * - PostgreSQL (DATABASE_URL): writes directly; running servers learn of it by NOTIFY.
 * - PGlite: opens the folder when no process owns it; when a server owns it (its lock file),
 *   sends the menu to that server, which imports it and serves it at once (ARCHITECTURE: one
 *   owner of the embedded database).
 * Prints a one-line summary with the count of untranslated names. Exits 1 with a clear message
 * on bad arguments, a malformed file or a refused import; nothing changes then.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { brand: { type: 'string' }, file: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.brand || !values.file) {
    console.error('usage: npm run import:menu -- --brand <temporaryDomainName> --file <path/to/menu.json>');
    return 1;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
  let menu: MenuFile;
  try {
    menu = parseMenuFile(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return 1;
  }
  let settings: ReturnType<typeof loadDatabaseSettings>;
  try {
    settings = loadDatabaseSettings();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  const body = { temporaryDomainName: values.brand, menu };
  try {
    let summary: ImportSummary;
    let via = '';
    try {
      const database = await openDatabase(
        settings.url ? { url: settings.url } : { dataDir: settings.dataDir },
      );
      try {
        summary = await importMenu(database.db, body);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      summary = await importThroughServer(settings.dataDir, error.owner, body);
      via = ` through the running server (pid ${error.owner.pid})`;
    }
    console.log(describe(summary, values.brand, via));
    return 0;
  } catch (error) {
    console.error(`Import failed, nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
