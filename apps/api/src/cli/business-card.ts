import { parseArgs } from 'node:util';
import { INTERNAL_BUSINESS_CARDS_PATH } from '../admin/business-cards.ts';
import { ConfigError } from '../config.ts';
import {
  BusinessCardAdminError,
  type BusinessCardCommand,
  type BusinessCardEntry,
  runBusinessCardCommand,
} from '../modules/business-card/admin-service.ts';
import { runHereOrThroughOwner } from './owner-call.ts';

const USAGE = [
  'usage: npm run business-card -- set --slug <slug> --title <title> --phone <E.164> --brands <domainName>,<domainName>,…',
  '       npm run business-card -- remove --slug <slug>',
  '       npm run business-card -- list',
].join('\n');

/** The command of the arguments, or null (usage) when they do not make one. */
function businessCardCommandOf(argv: string[]): BusinessCardCommand | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      slug: { type: 'string' },
      title: { type: 'string' },
      phone: { type: 'string' },
      brands: { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  const [action] = positionals;
  if (positionals.length !== 1) return null;
  if (action === 'list') return { action };
  if (!values.slug) return null;
  if (action === 'remove') return { action, slug: values.slug };
  if (action !== 'set' || !values.phone || !values.brands) return null;
  return {
    action,
    slug: values.slug,
    title: values.title ?? '',
    phoneNumber: values.phone,
    brands: values.brands.flatMap((b) => b.split(',')),
  };
}

/** One line of a card: its address, title, phone and brands. */
function describe(card: BusinessCardEntry): string {
  return `/${card.slug}/card  '${card.title}'  ${card.phoneNumber}  ${card.brands.join(', ')}`;
}

/**
 * `npm run business-card -- set|remove|list …` (issue 19, decision 0035): the deployment's
 * business cards. `set --slug <slug> --title <t> --phone <E.164> --brands a,b` creates or replaces
 * the card (idempotent); `remove --slug` deletes it (removing none is not an error); `list` prints
 * every card. With PostgreSQL, or PGlite no server owns, it writes directly; with PGlite owned by
 * a running server, through that server (`POST /api/internal/business-cards`, loopback and the
 * lock's token). Exits 1 with the reason when refused (nothing changed), 2 on bad arguments.
 */
async function main(): Promise<number> {
  let command: BusinessCardCommand | null;
  try {
    command = businessCardCommandOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  try {
    const { answer, via } = await runHereOrThroughOwner<{ cards: BusinessCardEntry[] }>({
      direct: async (db) => ({ cards: await runBusinessCardCommand(db, command, new Date()) }),
      routePath: INTERNAL_BUSINESS_CARDS_PATH,
      body: command,
      refused: (message) => new BusinessCardAdminError(message),
    });
    const { cards } = answer;
    if (command.action === 'list') {
      console.log(`${cards.length} business card(s)${via}:`);
      for (const card of cards) console.log(`  ${describe(card)}`);
    } else if (command.action === 'remove') {
      console.log(
        cards.length > 0
          ? `Removed${via}: ${describe(cards[0]!)}`
          : `No card '${command.slug}'${via}: nothing to remove`,
      );
    } else for (const card of cards) console.log(`Set${via}: ${describe(card)}`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Nothing changed: ${(error as Error).message}`);
    return 1;
  }
}

main().then((code) => process.exit(code));
