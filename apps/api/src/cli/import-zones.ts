import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { aedToFils } from '@sufra/pricing';
import { INTERNAL_IMPORT_ZONES_PATH } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseInUseError, type OwnerLockInfo } from '../db/owner-lock.ts';
import { importZones, type ZoneImportInput, type ZoneImportSummary } from '../seed/import-zones.ts';
import { ZoneImportError } from '../seed/zone-file.ts';
import { loadDatabaseSettings } from './database-settings.ts';
import { postToOwner } from './owner-call.ts';

const USAGE =
  'usage: npm run import:zones -- --brand <temporaryDomainName> --store <storeId|new> --file <zones.geojson> [--fee AED] [--min-order AED] [--time minutes]';

/** An AED option in fils (0–100000 AED, 2 decimals), or an error naming the option. */
function aedOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !Number.isFinite(n) || n > 100_000)
    throw new ZoneImportError(`--${name} must be an amount in AED, e.g. 7.50 (got '${value}')`);
  return aedToFils(n);
}

/** Sends the import to the server owning the PGlite folder (postToOwner; waits up to 120 s for its port). */
function importThroughServer(
  dataDir: string,
  owner: OwnerLockInfo,
  body: ZoneImportInput,
): Promise<ZoneImportSummary> {
  return postToOwner<ZoneImportSummary>(
    dataDir,
    owner,
    INTERNAL_IMPORT_ZONES_PATH,
    body,
    (message) => new ZoneImportError(message),
  );
}

/**
 * `npm run import:zones -- --brand <temporaryDomainName> --store <storeId|new> --file <geojson>
 * [--fee AED] [--min-order AED] [--time minutes]` (issue 8): imports the file's Polygon and
 * MultiPolygon features as the store's POLYGON zones (importZones: one transaction, the store's
 * POLYGON zones replaced). With PostgreSQL it writes directly (running servers are told by NOTIFY);
 * with PGlite owned by a running server it sends the import to that server. Prints a summary; with
 * `--store new` the new store's id is the last line. Exits 1 with a clear message (the bad feature
 * named) when refused; nothing changes then.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string' },
      store: { type: 'string' },
      file: { type: 'string' },
      fee: { type: 'string' },
      'min-order': { type: 'string' },
      time: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (!values.brand || !values.store || !values.file) {
    console.error(USAGE);
    return 1;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);
  let body: ZoneImportInput;
  try {
    let collection: unknown;
    try {
      collection = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ZoneImportError(`not a JSON file (${(error as Error).message})`);
    }
    const time = values.time;
    if (time !== undefined && !/^\d{1,4}$/.test(time))
      throw new ZoneImportError(`--time must be whole minutes (got '${time}')`);
    const fee = aedOption('fee', values.fee);
    const minOrder = aedOption('min-order', values['min-order']);
    body = {
      temporaryDomainName: values.brand,
      store: values.store,
      collection,
      sourceName: path.basename(file),
      ...(fee !== undefined ? { deliveryFeeFils: fee } : {}),
      ...(minOrder !== undefined ? { minOrderFils: minOrder } : {}),
      ...(time !== undefined ? { deliveryTimeMinutes: Number(time) } : {}),
    };
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
  try {
    let summary: ZoneImportSummary;
    let via = '';
    try {
      const database = await openDatabase(
        settings.url ? { url: settings.url } : { dataDir: settings.dataDir },
      );
      try {
        summary = await importZones(database.db, body);
      } finally {
        await database.close();
      }
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      summary = await importThroughServer(settings.dataDir, error.owner, body);
      via = ` through the running server (pid ${error.owner.pid})`;
    }
    const replaced = summary.replaced > 0 ? `, replacing ${summary.replaced}` : '';
    console.log(
      `Imported ${summary.zones} POLYGON zone${summary.zones === 1 ? '' : 's'}${replaced} into ${summary.createdStore ? 'the new store' : 'store'} ${summary.storeId} of '${values.brand}'${via}.`,
    );
    if (summary.setMethod) console.log(`The brand's shipping method is now MAPPED_AREA_BASED.`);
    if (summary.createdStore) console.log(summary.storeId);
    return 0;
  } catch (error) {
    console.error(`Import failed, nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
