import { and, eq, sql } from 'drizzle-orm';
import { items, modifiers, orderLines } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * Gives back the stock an order took at placement (decision 0004: items with stock enabled, and
 * modifiers with stock enabled, option quantity × line quantity), inside the caller's transaction
 * (issue 9: a payment that fails or expires releases its order's stock). Adds to the items and
 * modifiers of ctx.brandId that track stock now; ones since deleted or no longer tracking stock are
 * left alone. Called by transitionOrder (status-service.ts) once, on the order's one move into a
 * called-off status (CANCELLED, CANCELED, REJECTED; issue 17: from any status, decision 0024) —
 * the state machine (and its database trigger) makes it once, since those statuses are final.
 * Returns the units given back per item id and modifier id.
 */
export async function releaseOrderStock(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
): Promise<{ items: Map<string, number>; modifiers: Map<string, number> }> {
  const lines = await tx
    .select({ itemId: orderLines.itemId, quantity: orderLines.quantity, options: orderLines.options })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.brandId, ctx.brandId)));
  const byItem = new Map<string, number>();
  const byModifier = new Map<string, number>();
  for (const line of lines) {
    byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.quantity);
    // Tolerant of lines written before the options were typed (an option without an id or quantity).
    for (const option of line.options ?? []) {
      if (!option.optionId) continue;
      const units = (option.quantity ?? 1) * line.quantity;
      byModifier.set(option.optionId, (byModifier.get(option.optionId) ?? 0) + units);
    }
  }
  for (const [itemId, quantity] of byItem)
    await tx
      .update(items)
      .set({ availableStock: sql`${items.availableStock} + ${quantity}` })
      .where(and(eq(items.id, itemId), eq(items.brandId, ctx.brandId), eq(items.isStockEnabled, true)));
  for (const [modifierId, quantity] of byModifier)
    await tx
      .update(modifiers)
      .set({ availableStock: sql`${modifiers.availableStock} + ${quantity}` })
      .where(
        and(
          eq(modifiers.id, modifierId),
          eq(modifiers.brandId, ctx.brandId),
          eq(modifiers.isStockEnabled, true),
        ),
      );
  return { items: byItem, modifiers: byModifier };
}
