import { INTERNAL_TABLES_PATH } from '../admin/tables.ts';
import { ConfigError } from '../config.ts';
import { runTablesCommand, TablesAdminError, type TablesResult } from '../modules/dine-in/tables-service.ts';
import { runHereOrThroughOwner } from './owner-call.ts';
import {
  parseTablesArgs,
  TABLES_USAGE,
  type TablesArgs,
  TablesUsageError,
  tablesOutput,
} from './tables-run.ts';

/**
 * `npm run tables -- --brand <temporaryDomainName> --store <storeId|first|name> [--count 1-200]
 * [--labels "12=Terrace"] [--rotate] [--list] [--out tables.pdf] [--base-url https://…]` (issue 18,
 * decision 0032): creates the store's tables 1..count that do not exist (tokens kept), gives every
 * table a new token with `--rotate`, prints each table's link with `--list` and writes the
 * printable QR sheet with `--out` (its path is the last line). With PostgreSQL, or PGlite no server
 * owns, it writes directly; with PGlite owned by a running server, through that server (`POST
 * /api/internal/tables`). Exits 1 with the reason when refused (nothing written), 2 on bad arguments.
 */
async function main(): Promise<number> {
  let args: TablesArgs;
  try {
    args = parseTablesArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof TablesUsageError)) throw error;
    console.error(`${error.message}\n${TABLES_USAGE}`);
    return 2;
  }
  try {
    const { answer, via } = await runHereOrThroughOwner<TablesResult>({
      direct: (db) => runTablesCommand(db, args.command, new Date()),
      routePath: INTERNAL_TABLES_PATH,
      body: args.command,
      refused: (message) => new TablesAdminError(message),
    });
    const publicUrl = process.env.SUFRA_PUBLIC_URL || `http://localhost:${Number(process.env.PORT) || 8080}`;
    // `npm run tables` runs in apps/api: --out is relative to where the command was typed (INIT_CWD).
    const cwd = process.env.INIT_CWD ?? process.cwd();
    for (const line of await tablesOutput(args, answer, { publicUrl, cwd, via })) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
