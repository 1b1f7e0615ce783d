import type { PlaceOrderLine } from '@sufra/contract';
import { filsToAed, mergeSelectedOptions } from '@sufra/pricing';

/** The basket line fields an order line reads (000 §3 Cart line; prices in fils). */
interface OrderableLine {
  itemId: string;
  categoryId: string;
  quantity: number;
  unitPriceFils: number;
  options: ReadonlyArray<{ optionId: string; modifierGroupId: string; quantity: number; priceFils: number }>;
}

/**
 * Basket lines as the API's order lines (001 §7.3 orderedMenu; the `cart` of validate-discount-V2):
 * prices in AED, the same option twice in a line sent once with the summed quantity (issue 5,
 * pricing.mergeSelectedOptions).
 */
export function toOrderLines(lines: readonly OrderableLine[]): PlaceOrderLine[] {
  return lines.map((l) => ({
    itemId: l.itemId,
    categoryId: l.categoryId,
    quantity: l.quantity,
    price: filsToAed(l.unitPriceFils),
    options: mergeSelectedOptions(l.options).map((o) => ({
      optionId: o.optionId,
      modifierGroupId: o.modifierGroupId,
      quantity: o.quantity,
      price: filsToAed(o.priceFils),
    })),
  }));
}
