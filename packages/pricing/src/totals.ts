import { lineTotalFils } from './line.ts';
import { roundFilsHalfUp } from './money.ts';

/** Input of computeBasketTotals. Amounts in integer fils; taxRatePercent e.g. 5 for 5 %. */
export interface BasketTotalsInput {
  lines: ReadonlyArray<{ unitPriceFils: number; quantity: number }>;
  taxRatePercent: number;
  deliveryFeeFils?: number;
  tipFils?: number;
  discountFils?: number;
}

/** The price summary lines of 000 §2.15 that issue 2 computes, in integer fils. */
export interface BasketTotals {
  /** 'Original Basket Total': Σ line totals. */
  itemsTotalFils: number;
  /** 'Discount', capped at the items total (000 §9: fixed discount capped at the total). */
  discountFils: number;
  /** 'Basket Total': items after discount, floored at 0. */
  basketTotalFils: number;
  deliveryFeeFils: number;
  /** 'Value Added Tax'. */
  taxFils: number;
  tipFils: number;
  /** 'Total'. */
  totalFils: number;
}

/**
 * Basket totals (000 §9 Totals). Tax = round((items after discount + delivery fee) × taxRate / 100)
 * — reading A of IS01, equal to reading B (itemsGross × taxRate / 100) when there is no fee or
 * discount. Total = basket after discount + delivery fee + tax + tip. Never negative.
 */
export function computeBasketTotals(input: BasketTotalsInput): BasketTotals {
  const itemsTotalFils = input.lines.reduce((sum, l) => sum + lineTotalFils(l.unitPriceFils, l.quantity), 0);
  const discountFils = Math.min(Math.max(0, input.discountFils ?? 0), itemsTotalFils);
  const basketTotalFils = Math.max(0, itemsTotalFils - discountFils);
  const deliveryFeeFils = Math.max(0, input.deliveryFeeFils ?? 0);
  const tipFils = Math.max(0, input.tipFils ?? 0);
  const taxFils = Math.max(
    0,
    roundFilsHalfUp(((basketTotalFils + deliveryFeeFils) * input.taxRatePercent) / 100),
  );
  return {
    itemsTotalFils,
    discountFils,
    basketTotalFils,
    deliveryFeeFils,
    taxFils,
    tipFils,
    totalFils: basketTotalFils + deliveryFeeFils + taxFils + tipFils,
  };
}
