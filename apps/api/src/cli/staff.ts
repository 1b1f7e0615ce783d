import { parseArgs } from 'node:util';
import { INTERNAL_STAFF_PATH } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
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
].join('\n');

/** The command of the arguments, or null (usage) when they do not make one. */
function commandOf(argv: string[]): StaffCommand | null {
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
  if (!values.phone) return null;
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
 * token). Exits 1 with the reason when refused (nothing changed), 2 on bad arguments.
 */
async function main(): Promise<number> {
  let command: StaffCommand | null;
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
  try {
    const { answer, via } = await runHereOrThroughOwner<{ members: StaffListEntry[] }>({
      direct: async (db) => ({ members: await runStaffCommand(db, command, new Date()) }),
      routePath: INTERNAL_STAFF_PATH,
      body: command,
      refused: (message) => new StaffAdminError(message),
    });
    const { members } = answer;
    const brand = `'${command.temporaryDomainName}'`;
    if (command.action === 'list') {
      console.log(`${members.length} staff of ${brand}${via}:`);
      for (const m of members) console.log(`  ${describe(m)}`);
    } else {
      const verb = command.action === 'add' ? 'Added to' : 'Removed from';
      for (const m of members) console.log(`${verb} ${brand}${via}: ${describe(m)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
