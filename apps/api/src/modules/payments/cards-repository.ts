import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentProviderCustomers, savedPaymentCards } from '../../db/schema-payments.ts';
import type { Tx } from '../../platform/tx.ts';
import { UUID } from './repository.ts';

/**
 * The database side of saved cards and provider customers (issue 9; 001 §3.8, §7.5): always of
 * one brand and one customer — another customer's card is not found, like an unknown one.
 */

/** A saved_payment_cards row. */
export type SavedCardRow = typeof savedPaymentCards.$inferSelect;

/** Inserts a saved card unless (brand, provider, provider card id) exists (ON CONFLICT DO NOTHING). */
export async function insertSavedCardOnce(tx: Tx, row: typeof savedPaymentCards.$inferInsert): Promise<void> {
  await tx.insert(savedPaymentCards).values(row).onConflictDoNothing();
}

/** The saved cards of a customer of `brandId` with `provider`, oldest first. */
export async function listSavedCards(
  db: Db,
  brandId: string,
  customerId: string,
  provider: string,
): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedPaymentCards)
    .where(
      and(
        eq(savedPaymentCards.brandId, brandId),
        eq(savedPaymentCards.customerId, customerId),
        eq(savedPaymentCards.provider, provider),
      ),
    )
    .orderBy(asc(savedPaymentCards.createdAt), asc(savedPaymentCards.id));
}

/**
 * One saved card of a customer of `brandId`, by Sufra's id (`_id`) or the provider's card id
 * (`id` of the card-elements list), or null — another customer's card is null like an unknown one.
 */
export async function findSavedCard(
  db: Db,
  brandId: string,
  customerId: string,
  cardId: string,
): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedPaymentCards)
    .where(
      and(
        eq(savedPaymentCards.brandId, brandId),
        eq(savedPaymentCards.customerId, customerId),
        UUID.test(cardId)
          ? or(eq(savedPaymentCards.id, cardId), eq(savedPaymentCards.providerCardId, cardId))
          : eq(savedPaymentCards.providerCardId, cardId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes a saved card of `brandId` by id; answers whether it did. */
export async function deleteSavedCard(db: Db, brandId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedPaymentCards)
    .where(and(eq(savedPaymentCards.id, id), eq(savedPaymentCards.brandId, brandId)))
    .returning({ id: savedPaymentCards.id });
  return rows.length === 1;
}

/** The provider customer id of a Sufra customer with `provider`, or null. */
export async function findProviderCustomer(
  db: Db,
  brandId: string,
  customerId: string,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentProviderCustomers.providerCustomerId })
    .from(paymentProviderCustomers)
    .where(
      and(
        eq(paymentProviderCustomers.brandId, brandId),
        eq(paymentProviderCustomers.customerId, customerId),
        eq(paymentProviderCustomers.provider, provider),
      ),
    );
  return row?.id ?? null;
}

/** Stores a provider customer unless the Sufra customer has one with that provider already. */
export async function insertProviderCustomerOnce(
  db: Db,
  row: { brandId: string; customerId: string; provider: string; providerCustomerId: string },
): Promise<void> {
  await db.insert(paymentProviderCustomers).values(row).onConflictDoNothing();
}
