import { parseArgs } from 'node:util';
import { INTERNAL_OPERATOR_KEYS_PATH, type OperatorKeyCommand, operatorKeyCommand } from '../admin/routes.ts';
import { ConfigError } from '../config.ts';
import { OperatorKeyError, type OperatorKeySummary } from '../modules/operator/service.ts';
import { runHereOrThroughOwner } from './owner-call.ts';

const USAGE = [
  'usage: npm run operator-key -- create --brand <temporaryDomainName> [--store <storeId> ...] [--label <text>]',
  '       npm run operator-key -- revoke <keyPrefix|keyId> [--brand <temporaryDomainName>]',
  '       npm run operator-key -- list [--brand <temporaryDomainName>]',
].join('\n');

/** The command line as an operator-key command, or null (usage) when it is not one. */
function commandOf(argv: string[]): OperatorKeyCommand | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      brand: { type: 'string' },
      store: { type: 'string', multiple: true },
      label: { type: 'string' },
    },
    allowPositionals: true,
  });
  const [action, target] = positionals;
  if (action === 'create' && values.brand && positionals.length === 1)
    return {
      action,
      brand: values.brand,
      stores: values.store ?? [],
      ...(values.label ? { label: values.label } : {}),
    };
  if (action === 'revoke' && target && positionals.length === 2)
    return { action, idOrPrefix: target, ...(values.brand ? { brand: values.brand } : {}) };
  if (action === 'list' && positionals.length === 1)
    return { action, ...(values.brand ? { brand: values.brand } : {}) };
  return null;
}

/** One line about a key: prefix, brand, stores, state. */
const line = (k: OperatorKeySummary) =>
  `${k.prefix}…  ${k.id}  brand ${k.brand}  stores ${k.stores ? k.stores.join(',') : 'all'}  ${
    k.revokedAt ? `revoked ${k.revokedAt}` : 'live'
  }  last used ${k.lastUsedAt ?? 'never'}${k.label ? `  (${k.label})` : ''}`;

/**
 * `npm run operator-key -- create --brand <slug> [--store <id> ...] [--label <text>]` — creates an
 * operator API key (issue 17, decision 0024) and prints it as the LAST line (shown this once: only
 * its hash is stored); `revoke <prefix|id> [--brand <slug>]` — revokes it at once; `list [--brand
 * <slug>]` — the keys, never the keys themselves. With PostgreSQL it writes directly; with PGlite
 * owned by a running server it goes through that server's loopback internal route. Exits 1 with
 * the reason (unknown brand or store, no live key) when refused; 2 for a wrong command line.
 */
async function main(): Promise<number> {
  let command: OperatorKeyCommand | null;
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
    const { answer, via } = await runHereOrThroughOwner<Awaited<ReturnType<typeof operatorKeyCommand>>>({
      direct: (db) => operatorKeyCommand(db, command, new Date()),
      routePath: INTERNAL_OPERATOR_KEYS_PATH,
      body: command,
      refused: (message) => new OperatorKeyError(message.replace(/^.*?: /, '')),
    });
    if ('key' in answer) {
      console.log(`Created an operator key for brand '${answer.summary.brand}'${via}:`);
      console.log(line(answer.summary));
      console.log('Keep it now: it is shown only this once. Use it as `Authorization: Bearer <key>`.');
      console.log(answer.key);
    } else if ('revoked' in answer && answer.revoked) {
      console.log(`Revoked${via}:`);
      for (const k of answer.revoked) console.log(line(k));
    } else if ('keys' in answer && answer.keys) {
      if (answer.keys.length === 0) console.log(`No operator keys${via}.`);
      for (const k of answer.keys) console.log(line(k));
    }
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
