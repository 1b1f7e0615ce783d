import { CARD_SLUG_PATTERN } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import {
  type BusinessCardRow,
  brandIdsByDomain,
  cardBrands,
  deleteCard,
  findCardBySlug,
  listCards,
  upsertCard,
} from './repository.ts';

/** A refused card command (bad slug, phone or title; an unknown brand): nothing changed. */
export class BusinessCardAdminError extends Error {}

/** The commands of `npm run business-card` (issue 19; decision 0035). */
export type BusinessCardCommand =
  | { action: 'set'; slug: string; title: string; phoneNumber: string; brands: string[] }
  | { action: 'remove'; slug: string }
  | { action: 'list' };

/** A card as the command shows it: slug, title, E.164 phone and its brands' temporary domain names in order. */
export interface BusinessCardEntry {
  slug: string;
  title: string;
  phoneNumber: string;
  brands: string[];
}

/** The longest card title, in characters (decision 0035). */
const CARD_TITLE_MAX = 80;
/** The most brands one card lists (decision 0035). */
const CARD_BRANDS_MAX = 50;
/** E.164: '+', a country code not starting with 0, at most 15 digits in all (ITU-T E.164). */
const E164 = /^\+[1-9]\d{6,14}$/;

async function entryOf(db: Db, row: BusinessCardRow): Promise<BusinessCardEntry> {
  const brands = await cardBrands(db, row.id);
  return {
    slug: row.slug,
    title: row.title,
    phoneNumber: row.phoneNumber,
    brands: brands.map((b) => b.temporaryDomainName),
  };
}

/** The slug checked and lower-cased; BusinessCardAdminError when it is not CARD_SLUG_PATTERN. */
function slugOf(raw: string): string {
  const slug = raw.trim().toLowerCase();
  if (!CARD_SLUG_PATTERN.test(slug))
    throw new BusinessCardAdminError(
      `'${raw}' is not a card slug (1 to 63 of a-z, 0-9 and '-', not starting or ending with '-')`,
    );
  return slug;
}

/**
 * Runs a card command on `db` (issue 19, `npm run business-card`; decision 0035), answering the
 * cards it set, removed or lists:
 * - `set`: the card of `slug` with `title` (trimmed, at most CARD_TITLE_MAX characters; '' lets the
 *   page show 'Card Title'), `phoneNumber` (E.164, spaces and dashes dropped) and `brands`
 *   (temporary domain names, 1 to CARD_BRANDS_MAX, each existing, duplicates kept once, in the order
 *   given); creates it or replaces it whole — running it twice leaves one same card (idempotent);
 * - `remove`: deletes the card of `slug`; answers [] when there was none (idempotent);
 * - `list`: every card by slug.
 * Throws BusinessCardAdminError naming the refusal (bad slug, title or phone; no brands; an
 * unknown brand); nothing is written then.
 */
export async function runBusinessCardCommand(
  db: Db,
  command: BusinessCardCommand,
  now: Date,
): Promise<BusinessCardEntry[]> {
  if (command.action === 'list') return Promise.all((await listCards(db)).map((row) => entryOf(db, row)));
  const slug = slugOf(command.slug);
  if (command.action === 'remove') {
    const card = await findCardBySlug(db, slug);
    if (!card) return [];
    const shown = await entryOf(db, card);
    return (await deleteCard(db, slug)) ? [shown] : [];
  }
  const title = command.title.trim();
  if (title.length > CARD_TITLE_MAX)
    throw new BusinessCardAdminError(`the title is longer than ${CARD_TITLE_MAX} characters`);
  const phoneNumber = command.phoneNumber.replace(/[\s-]/g, '');
  if (!E164.test(phoneNumber))
    throw new BusinessCardAdminError(
      `'${command.phoneNumber}' is not a phone number in E.164 (e.g. +97142345678)`,
    );
  const names = [...new Set(command.brands.map((b) => b.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) throw new BusinessCardAdminError('a card lists at least one brand (--brands a,b)');
  if (names.length > CARD_BRANDS_MAX)
    throw new BusinessCardAdminError(`a card lists at most ${CARD_BRANDS_MAX} brands`);
  const ids = await brandIdsByDomain(db, names);
  const unknown = names.filter((n) => !ids.has(n));
  if (unknown.length > 0) throw new BusinessCardAdminError(`no brand '${unknown.join("', '")}'`);
  const row = await upsertCard(
    db,
    { slug, title, phoneNumber, brandIds: names.map((n) => ids.get(n)!) },
    now,
  );
  return [await entryOf(db, row)];
}

/** The demo business card (issue 19; README): `/sufra-demo/card` lists both demo brands. */
export const DEMO_CARD = {
  slug: 'sufra-demo',
  title: 'Sufra demo restaurants',
  /** A demo Dubai landline (E.164), not a real contact. */
  phoneNumber: '+97140000100',
} as const;

/**
 * Seeds the demo card (DEMO_CARD with `brandIds` in order) when the deployment has no business
 * card at all; a deployment whose operator set or removed cards is left alone at the next start
 * only as long as one card remains (decision 0035). Returns whether it wrote one.
 */
export async function seedDemoCard(db: Db, brandIds: readonly string[], now: Date): Promise<boolean> {
  if (brandIds.length === 0 || (await listCards(db)).length > 0) return false;
  await upsertCard(db, { ...DEMO_CARD, brandIds }, now);
  return true;
}
