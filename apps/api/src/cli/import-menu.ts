import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { importMenu } from '../seed/import-menu.ts';
import { parseMenuFile } from '../seed/menu-file.ts';

/**
 * `npm run import:menu -- --brand <temporaryDomainName> --file <path>`: imports a
 * realdata.menu.v1 file into a brand (creating a demo brand if needed), replacing its menu.
 * Exits 1 with a clear message on bad arguments or a malformed file; nothing changes then.
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
  let menu: ReturnType<typeof parseMenuFile>;
  try {
    menu = parseMenuFile(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const s = await importMenu(database.db, { temporaryDomainName: values.brand, menu });
    console.log(
      `Imported ${s.categories} categories, ${s.items} items, ${s.modifierGroups} modifier groups, ${s.modifiers} modifiers into '${values.brand}'${s.createdBrand ? ' (new demo brand with one store)' : ''}.`,
    );
    return 0;
  } catch (error) {
    console.error(`Import failed, nothing changed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code));
