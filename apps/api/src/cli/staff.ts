import { parseArgs } from 'node:util';
import { INTERNAL_BLACKLIST_PATH } from '../admin/blacklist.ts';
import { INTERNAL_STAFF_PATH } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
import {
  BlacklistAdminError,
  type BlacklistCommand,
  type BlacklistCommandResult,
  runBlacklistCommand,
} from '../modules/blacklist/service.ts';
import {
  runStaffCommand,
  StaffAdminError,
  type StaffCommand,
  type StaffListEntry,
} from '../modules/staff/service.ts';
import { runHereOrThroughOwner } from './owner-call.ts';

const USAGE = [
  'usage: npm run staff -- add --brand <temporaryDomainName> --phone <E.164> --role owner|staff [--store <storeId> ...] [--name <name>]',
  '       npm run staff -- remove --brand <temporaryDomainName> --phone <E.164>',
  '       npm run staff -- list --brand <temporaryDomainName>',
  '       npm run staff -- blacklist|unblacklist --brand <temporaryDomainName> --phone <E.164>',
  '       npm run staff -- blacklist-list --brand <temporaryDomainName>',
].join('\n');

/** The blacklist actions of `npm run staff` (issue 19, decision 0033). */
const BLACKLIST_ACTIONS = new Set(['blacklist', 'unblacklist', 'blacklist-list']);

/** The command of the arguments, or null (usage) when they do not make one. */
function commandOf(argv: string[]): StaffCommand | BlacklistCommand | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      brand: { type: 'string' },
      phone: { type: 'string' },
      role: { type: 'string' },
      store: { type: 'string', multiple: true },
      name: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [action] = positionals;
  const brand = values.brand;
  if (!brand || positionals.length !== 1) return null;
  if (action === 'list') return { action, temporaryDomainName: brand };
  if (action === 'blacklist-list') return { action, temporaryDomainName: brand };
  if (!values.phone) return null;
  if (action === 'blacklist' || action === 'unblacklist') {
    return { action, temporaryDomainName: brand, phoneNumber: values.phone };
  }
  if (action === 'remove') return { action, temporaryDomainName: brand, phoneNumber: values.phone };
  if (action !== 'add' || !values.role) return null;
  return {
    action,
    temporaryDomainName: brand,
    phoneNumber: values.phone,
    role: values.role,
    storeIds: values.store ?? [],
    ...(values.name !== undefined ? { name: values.name } : {}),
  };
}

/** One line of a member: phone, role, stores (owner: all), name. */
function describe(m: StaffListEntry): string {
  const stores = m.role === 'owner' ? 'every store' : `stores ${m.storeIds.join(', ')}`;
  return `${m.phoneNumber}  ${m.role}  ${stores}${m.name ? `  ${m.name}` : ''}`;
}

/**
 * `npm run staff -- add|remove|list --brand <temporaryDomainName> …` (issue 17 part 4): a brand's
 * staff accounts. `add --phone <E.164> --role owner|staff [--store <id> …] [--name …]` adds a
 * live member (staff needs at least one store of the brand; an owner takes none); `remove --phone`
 * removes it and revokes its sessions at once; `list` prints the live members, one a line. With
 * PostgreSQL, or PGlite no server owns, it writes directly; with PGlite owned by a running server
 * it sends the command to that server (`POST /api/internal/staff`, loopback and the lock's
 * token). Exits 1 with the reason when refused (nothing changed), 2 on bad arguments. The
 * blacklist actions (issue 19) are runBlacklist's, below.
 */
async function main(): Promise<number> {
  let command: StaffCommand | BlacklistCommand | null;
  try {
    command = commandOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  if (BLACKLIST_ACTIONS.has(command.action)) return runBlacklist(command as BlacklistCommand);
  const staffCommand = command as StaffCommand;
  try {
    const { answer, via } = await runHereOrThroughOwner<{ members: StaffListEntry[] }>({
      direct: async (db) => ({ members: await runStaffCommand(db, staffCommand, new Date()) }),
      routePath: INTERNAL_STAFF_PATH,
      body: staffCommand,
      refused: (message) => new StaffAdminError(message),
    });
    const { members } = answer;
    const brand = `'${staffCommand.temporaryDomainName}'`;
    if (staffCommand.action === 'list') {
      console.log(`${members.length} staff of ${brand}${via}:`);
      for (const m of members) console.log(`  ${describe(m)}`);
    } else {
      const verb = staffCommand.action === 'add' ? 'Added to' : 'Removed from';
      for (const m of members) console.log(`${verb} ${brand}${via}: ${describe(m)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * `npm run staff -- blacklist|unblacklist --brand <temporaryDomainName> --phone <E.164>` and
 * `blacklist-list --brand …` (issue 19, decision 0033): blocks or unblocks a phone at one brand
 * (normalised to E.164; a repeat says so and succeeds), or prints the brand's blacklist. Directly,
 * or through the running server that owns PGlite (`POST /api/internal/blacklist`), as `add`.
 * Exits 1 with the reason when refused (unknown brand, not a mobile number; nothing changed).
 */
async function runBlacklist(command: BlacklistCommand): Promise<number> {
  try {
    const { answer, via } = await runHereOrThroughOwner<BlacklistCommandResult>({
      direct: (db) => runBlacklistCommand(db, command, new Date()),
      routePath: INTERNAL_BLACKLIST_PATH,
      body: command,
      refused: (message) => new BlacklistAdminError(message),
    });
    const brand = `'${command.temporaryDomainName}'`;
    if (command.action === 'blacklist-list') {
      console.log(`${answer.numbers.length} blacklisted at ${brand}${via}:`);
      for (const n of answer.numbers) console.log(`  ${n.phoneNumber}  since ${n.createdAt}`);
      return 0;
    }
    const phone = answer.numbers[0]?.phoneNumber ?? command.phoneNumber;
    const done = command.action === 'blacklist' ? 'Blacklisted at' : 'Un-blacklisted at';
    const already = command.action === 'blacklist' ? 'Already blacklisted at' : 'Was not blacklisted at';
    console.log(`${answer.changed ? done : already} ${brand}${via}: ${phone}`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
