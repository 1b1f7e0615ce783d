import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { businessCardBrands, businessCards } from '../../db/schema-business-cards.ts';

/** A business card row as stored (002 §3 Business card; decision 0035). */
export type BusinessCardRow = typeof businessCards.$inferSelect;

/** The card with this slug (already lower case), or null. */
export async function findCardBySlug(db: Db, slug: string): Promise<BusinessCardRow | null> {
  const rows = await db.select().from(businessCards).where(eq(businessCards.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/**
 * The brands of a card, in the card's order: each brand's id and temporary domain name. Only
 * brands that still exist (a deleted brand's rows went with it, ON DELETE CASCADE).
 */
export async function cardBrands(
  db: Db,
  cardId: string,
): Promise<Array<{ brandId: string; temporaryDomainName: string }>> {
  return db
    .select({ brandId: businessCardBrands.brandId, temporaryDomainName: brands.temporaryDomainName })
    .from(businessCardBrands)
    .innerJoin(brands, eq(brands.id, businessCardBrands.brandId))
    .where(eq(businessCardBrands.cardId, cardId))
    .orderBy(asc(businessCardBrands.position));
}

/** Every card, by slug. */
export function listCards(db: Db): Promise<BusinessCardRow[]> {
  return db.select().from(businessCards).orderBy(asc(businessCards.slug));
}

/** The ids of the brands among these temporary domain names (lower case): name → id. */
export async function brandIdsByDomain(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.temporaryDomainName })
    .from(brands)
    .where(inArray(brands.temporaryDomainName, [...names]));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * Writes a card in one transaction (`npm run business-card -- set`): inserts it or, when the slug
 * exists, replaces its title, phone and brands (`brandIds` in order). Two commands at once for
 * one slug: the unique slug makes the second an update of the first (ON CONFLICT), never a
 * second card; each replaces the whole list, so the last one wins.
 */
export async function upsertCard(
  db: Db,
  card: { slug: string; title: string; phoneNumber: string; brandIds: readonly string[] },
  now: Date,
): Promise<BusinessCardRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessCards)
      .values({ slug: card.slug, title: card.title, phoneNumber: card.phoneNumber, updatedAt: now })
      .onConflictDoUpdate({
        target: businessCards.slug,
        set: { title: card.title, phoneNumber: card.phoneNumber, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('business card upsert returned no row');
    await tx.delete(businessCardBrands).where(eq(businessCardBrands.cardId, row.id));
    if (card.brandIds.length > 0)
      await tx
        .insert(businessCardBrands)
        .values(card.brandIds.map((brandId, position) => ({ cardId: row.id, brandId, position })));
    return row;
  });
}

/** Deletes the card of this slug (its brand rows go with it); whether there was one. */
export async function deleteCard(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .delete(businessCards)
    .where(eq(businessCards.slug, slug))
    .returning({ id: businessCards.id });
  return rows.length > 0;
}
