import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brandBaseUrl, tableLink } from '../modules/dine-in/tables-link.ts';
import type { TablesCommand, TablesResult } from '../modules/dine-in/tables-service.ts';
import { renderTablesSheet } from '../modules/dine-in/tables-sheet.ts';

/** The usage lines `npm run tables` prints on bad arguments (exit 2). */
export const TABLES_USAGE = [
  'usage: npm run tables -- --brand <temporaryDomainName> --store <storeId|first|store name> [--count 1-200]',
  '         [--labels "12=Terrace,3=Window"] [--rotate] [--list] [--out tables.pdf] [--base-url https://…]',
].join('\n');

/** The parsed arguments of `npm run tables`: the command and what to print or write. */
export interface TablesArgs {
  command: TablesCommand;
  list: boolean;
  out: string | null;
  baseUrl: string | null;
}

/** Arguments that do not make a command (exit 2, usage). */
export class TablesUsageError extends Error {
  override name = 'TablesUsageError';
}

/**
 * Parses `npm run tables` arguments (issue 18). `--count` must be digits (the range is checked by
 * runTablesCommand), `--labels` is `n=label` pairs separated by commas, `--base-url` an http(s)
 * URL. TablesUsageError when the brand or store is missing, or nothing is asked (no count,
 * rotate, labels, list or out).
 */
export function parseTablesArgs(argv: string[]): TablesArgs {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new TablesUsageError((error as Error).message);
  }
  if (!values.brand || !values.store) throw new TablesUsageError('--brand and --store are required');
  if (values.count !== undefined && !/^\d+$/.test(values.count))
    throw new TablesUsageError(`--count must be a whole number from 1 to 200, not '${values.count}'`);
  const labels: Record<string, string> = {};
  for (const pair of values.labels?.split(',') ?? []) {
    const match = /^\s*(\d+)\s*=(.*)$/.exec(pair);
    if (!match) throw new TablesUsageError(`--labels: '${pair}' is not <number>=<label>`);
    labels[match[1] as string] = (match[2] as string).trim();
  }
  if (values['base-url'] !== undefined && !/^https?:\/\/[^\s?#]+$/.test(values['base-url']))
    throw new TablesUsageError(`--base-url must be an http:// or https:// URL, not '${values['base-url']}'`);
  const command: TablesCommand = {
    temporaryDomainName: values.brand,
    store: values.store,
    ...(values.count !== undefined ? { count: Number(values.count) } : {}),
    ...(values.rotate ? { rotate: true } : {}),
    ...(values.labels !== undefined ? { labels } : {}),
  };
  const list = values.list ?? false;
  const out = values.out ?? null;
  if (command.count === undefined && !command.rotate && !command.labels && !list && !out)
    throw new TablesUsageError('nothing to do: give --count, --rotate, --labels, --list or --out');
  return { command, list, out, baseUrl: values['base-url'] ?? null };
}

/** node:util parseArgs over the options of `npm run tables` (throws on an unknown option). */
function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      brand: { type: 'string' },
      store: { type: 'string' },
      count: { type: 'string' },
      labels: { type: 'string' },
      rotate: { type: 'boolean' },
      list: { type: 'boolean' },
      out: { type: 'string' },
      'base-url': { type: 'string' },
    },
    allowPositionals: false,
  });
}

/**
 * What `npm run tables` prints and writes after the command ran (issue 18): a summary line, with
 * `--list` one line per table (`Table 12  <link>`), and with `--out` the PDF sheet written to that
 * path (folders must exist) and its absolute path as the last line. `publicUrl` is SUFRA_PUBLIC_URL
 * or `http://localhost:{port}`; `--base-url` replaces the brand URL. Answers the printed lines.
 */
export async function tablesOutput(
  args: TablesArgs,
  result: TablesResult,
  opts: { publicUrl: string; cwd: string; via?: string },
): Promise<string[]> {
  const base = args.baseUrl ?? brandBaseUrl(result.brand, opts.publicUrl);
  const cards = result.tables.map((t) => ({
    number: t.number,
    label: t.label,
    link: tableLink(base, result.store.id, t.number, t.token),
  }));
  const lines = [
    `${result.tables.length} tables in '${result.store.nameEn}' (${result.store.id}) of '${result.brand.temporaryDomainName}'${opts.via ?? ''}: ${result.created} created, ${result.rotated} new tokens`,
  ];
  if (args.list)
    for (const c of cards) lines.push(`Table ${c.number}${c.label ? ` (${c.label})` : ''}  ${c.link}`);
  if (args.out) {
    const file = path.resolve(opts.cwd, args.out);
    writeFileSync(file, await renderTablesSheet(result.brand.brandName, cards));
    lines.push(file);
  }
  return lines;
}
