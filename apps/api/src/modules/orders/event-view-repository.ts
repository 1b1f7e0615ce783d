import { and, eq } from 'drizzle-orm';
import { brands, orders } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/tx.ts';

/**
 * The order and its brand's slug for an event about it (issue 17, decision 0025): one read by
 * brand and order id, or null when the order is not one of the brand's.
 */
export async function findOrderForEvent(db: DbOrTx, brandId: string, orderId: string) {
  const rows = await db
    .select({ order: orders, brandSlug: brands.temporaryDomainName })
    .from(orders)
    .innerJoin(brands, eq(brands.id, orders.brandId))
    .where(and(eq(orders.brandId, brandId), eq(orders.id, orderId)))
    .limit(1);
  return rows[0] ?? null;
}
