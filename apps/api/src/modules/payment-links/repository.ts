import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentLinks } from '../../db/schema-payments.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * The database side of payment links (001 §3.14, §4.15; decision 0022): the links (the payments
 * that pay them are payments rows: payments/payment-records.ts). Every read of a link names its
 * brand, except the unique-cartId check.
 */

/** A payment_links row. */
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/**
 * Inserts a link unless its cartId exists (ON CONFLICT DO NOTHING on the unique cart id);
 * returns the row, or null when the cartId was taken (the caller draws another).
 */
export async function insertLinkOnce(
  db: Db,
  row: typeof paymentLinks.$inferInsert,
): Promise<PaymentLinkRow | null> {
  const [inserted] = await db.insert(paymentLinks).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The link of `brandId` with this cartId, or null (another brand's cartId is null too). */
export async function findLink(db: Db | Tx, brandId: string, cartId: string): Promise<PaymentLinkRow | null> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.brandId, brandId), eq(paymentLinks.cartId, cartId)));
  return row ?? null;
}

/** A link by id (of `brandId`), locked FOR UPDATE until `tx` ends, or null. */
export async function lockLink(tx: Tx, brandId: string, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.brandId, brandId)))
    .for('update');
  return row ?? null;
}

/**
 * Marks a link VERIFIED, paid at `at` (`updated_at` too: the receipt's payment date), only if it
 * is NOT_VERIFIED; returns whether this call did it.
 */
export async function markLinkVerified(tx: Tx, brandId: string, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(paymentLinks)
    .set({ paymentStatus: 'VERIFIED', paidAt: at, updatedAt: at })
    .where(
      and(
        eq(paymentLinks.id, id),
        eq(paymentLinks.brandId, brandId),
        eq(paymentLinks.paymentStatus, 'NOT_VERIFIED'),
      ),
    )
    .returning({ id: paymentLinks.id });
  return rows.length === 1;
}
