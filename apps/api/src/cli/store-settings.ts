import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { INTERNAL_STORE_SETTINGS_PATH } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError } from '../db/owner-lock.ts';
import {
  StoreSettingsError,
  type StoreSettingsSummary,
  updateStoreSettings,
} from '../modules/stores/store-settings.ts';
import { loadDatabaseSettings } from './database-settings.ts';
import { postToOwner } from './owner-call.ts';

const USAGE =
  'usage: npm run store:settings -- --brand <temporaryDomainName> --store <storeId> --file <settings.json>';

/**
 * `npm run store:settings -- --brand <temporaryDomainName> --store <storeId> --file <json>`
 * (issue 8): changes a store's opening hours, delivery/pickup switches and pre-order settings
 * (the file is a storeSettingsPatchSchema object, e.g. `{ "openingHours": { "0": [["09:00",
 * "23:00"]] }, "isPreOrderEnabledForDelivery": true }`). With PostgreSQL it writes directly
 * (running servers are told by NOTIFY); with PGlite owned by a running server it sends the change
 * to that server. Exits 1 with the bad field named when refused; nothing changes then.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { brand: { type: 'string' }, store: { type: 'string' }, file: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.brand || !values.store || !values.file) {
    console.error(USAGE);
    return 1;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
  let patch: unknown;
  try {
    patch = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: not a JSON file (${(error as Error).message})`);
    return 1;
  }
  const body = { temporaryDomainName: values.brand, storeId: values.store, patch };
  try {
    const settings = loadDatabaseSettings();
    let summary: StoreSettingsSummary;
    let via = '';
    try {
      const database = await openDatabase(
        settings.url ? { url: settings.url } : { dataDir: settings.dataDir },
      );
      try {
        summary = await updateStoreSettings(database.db, body);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      summary = await postToOwner<StoreSettingsSummary>(
        settings.dataDir,
        error.owner,
        INTERNAL_STORE_SETTINGS_PATH,
        body,
        (message) => new StoreSettingsError(message),
      );
      via = ` through the running server (pid ${error.owner.pid})`;
    }
    console.log(
      `Changed ${summary.changed.join(', ')} of store ${summary.storeId} of '${values.brand}'${via}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
