import { roundFilsHalfUp } from './money.ts';

/** A chosen option as priced: price of one unit in fils and its quantity. */
export interface PricedOption {
  priceFils: number;
  quantity: number;
}

/**
 * Unit price of a line in fils (000 §9 Totals: items net = price × quantity plus the option
 * prices): the item price plus Σ option price × option quantity (decision IS53).
 */
export function lineUnitPriceFils(itemPriceFils: number, options: readonly PricedOption[]): number {
  return options.reduce((sum, o) => sum + o.priceFils * o.quantity, itemPriceFils);
}

/** Line total in fils: unit price × line quantity (IS53). */
export function lineTotalFils(unitPriceFils: number, quantity: number): number {
  return roundFilsHalfUp(unitPriceFils * quantity);
}
