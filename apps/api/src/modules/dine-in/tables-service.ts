/**
 * `npm run tables` (issue 18, decision 0032): a store's tables and their secret tokens. Creates
 * the tables 1..count that do not exist yet (idempotent: tokens are kept), gives every table of the
 * store a new token (`--rotate`), labels tables, and answers the store's tables for the links and
 * the printable sheet (tables-sheet.ts). One transaction: a refusal writes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { findBrand } from '../brand/service.ts';
import { brandStoreRows } from '../stores/service.ts';
import {
  brandHosts,
  insertStoreTables,
  listStoreTables,
  setTableLabels,
  setTableToken,
} from './tables-repository.ts';

/** The most tables one `--count` creates (issue 18: 1–200). */
const TABLES_COUNT_MAX = 200;
/** The longest table label ('Terrace 3'), characters. */
const TABLE_LABEL_MAX = 40;

/** A refused tables command (unknown brand or store, count or label out of range): nothing was written. */
export class TablesAdminError extends Error {
  override name = 'TablesAdminError';
}

/**
 * A tables command: the brand's temporaryDomainName, the store (its id, its English or Arabic
 * name, or 'first': the brand's first store in sort order), `count` (1–200: tables 1..count
 * exist afterwards), `rotate` (new tokens for every table of the store) and `labels` (table
 * number → label; '' removes it).
 */
export interface TablesCommand {
  temporaryDomainName: string;
  store: string;
  count?: number | undefined;
  rotate?: boolean | undefined;
  labels?: Record<string, string> | undefined;
}

/** A table as the command answers it: number, label (null: none) and token. */
interface TableEntry {
  number: number;
  label: string | null;
  token: string;
}

/**
 * What a tables command did and the store's tables after it: the brand (names, temporary domain,
 * custom storefront URL and custom domains: the base of the table links, tables-link.ts), the store,
 * how many tables were created and re-tokened, and every table of the store by number.
 */
export interface TablesResult {
  brand: {
    id: string;
    brandName: string;
    brandNameAr: string;
    temporaryDomainName: string;
    storeFrontUrl: string | null;
    hosts: string[];
  };
  store: { id: string; nameEn: string; nameAr: string };
  created: number;
  rotated: number;
  tables: TableEntry[];
}

/** A new table token: 32 random bytes, base64url (43 characters; decision 0032). */
export function newTableToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The labels of a command as number → label; TablesAdminError for a bad number or a long label. */
function labelsOf(labels: Record<string, string> | undefined): Map<number, string> {
  const out = new Map<number, string>();
  for (const [key, raw] of Object.entries(labels ?? {})) {
    const number = Number(key);
    if (!/^\d{1,3}$/.test(key) || number < 1) throw new TablesAdminError(`no table number '${key}' (1–999)`);
    const label = raw.trim();
    if (label.length > TABLE_LABEL_MAX)
      throw new TablesAdminError(`the label of table ${number} is longer than ${TABLE_LABEL_MAX} characters`);
    out.set(number, label);
  }
  return out;
}

/**
 * Runs a tables command on `db` in one transaction (issue 18). Errors (TablesAdminError, nothing
 * written): unknown brand; a store that is not the brand's (another brand's store answers the
 * same as an unknown one); count not a whole number 1–200; a label for a table that does not
 * exist and is not created now, or longer than 40 characters.
 */
export async function runTablesCommand(db: Db, command: TablesCommand, now: Date): Promise<TablesResult> {
  const { count } = command;
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > TABLES_COUNT_MAX)) {
    throw new TablesAdminError(
      `--count must be a whole number from 1 to ${TABLES_COUNT_MAX}, not '${count}'`,
    );
  }
  const labels = labelsOf(command.labels);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const brand = await findBrand(tx, { temporaryDomainName: command.temporaryDomainName });
    if (!brand) throw new TablesAdminError(`no brand '${command.temporaryDomainName}'`);
    const stores = await brandStoreRows(tx, brand.id);
    const wanted = command.store.trim();
    const folded = wanted.toLowerCase();
    const store =
      wanted === 'first'
        ? stores[0]
        : (stores.find((s) => s.id === wanted) ??
          stores.find((s) => s.nameEn.toLowerCase() === folded || s.nameAr === wanted));
    if (!store) throw new TablesAdminError(`no store '${wanted}' in '${brand.temporaryDomainName}'`);
    const existing = await listStoreTables(tx, brand.id, store.id);
    const have = new Set(existing.map((t) => t.number));
    const missing = Array.from({ length: count ?? 0 }, (_, i) => i + 1).filter((n) => !have.has(n));
    for (const n of labels.keys()) {
      if (!have.has(n) && !missing.includes(n))
        throw new TablesAdminError(`no table ${n} in this store: create it with --count ${n} first`);
    }
    const created = await insertStoreTables(
      tx,
      brand.id,
      store.id,
      missing.map((number) => ({ number, label: labels.get(number) || null, token: newTableToken() })),
    );
    const rotate = command.rotate ? existing : [];
    for (const table of rotate) await setTableToken(tx, brand.id, table.id, newTableToken(), now);
    const relabel = new Map(
      [...labels].filter(([n]) => have.has(n)).map(([n, l]) => [n, l || null] as const),
    );
    await setTableLabels(tx, brand.id, store.id, relabel);
    const tables = (await listStoreTables(tx, brand.id, store.id)).map(({ number, label, token }) => ({
      number,
      label,
      token,
    }));
    return {
      brand: {
        id: brand.id,
        brandName: brand.brandName,
        brandNameAr: brand.brandNameAr,
        temporaryDomainName: brand.temporaryDomainName,
        storeFrontUrl: brand.storeFrontUrl,
        hosts: await brandHosts(tx, brand.id),
      },
      store: { id: store.id, nameEn: store.nameEn, nameAr: store.nameAr },
      created,
      rotated: rotate.length,
      tables,
    };
  });
}
