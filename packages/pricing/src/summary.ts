import type { ServiceType } from '@sufra/contract';
import { asFils, type Fils } from './fils.ts';
import type { OrderTotals } from './price-order.ts';

/** The lines of the price summary block (000 §2.15, TOT-18) that delivery, pickup and dine-in orders use. */
export type SummaryLineKey =
  | 'originalBasketTotal'
  | 'discount'
  | 'loyaltyPoints'
  | 'basketTotal'
  | 'deliveryFee'
  | 'valueAddedTax'
  | 'tip'
  | 'total';

/** One summary line: its key (the web's text key), its amount in fils (≥ 0) and whether it is subtracted. */
export interface SummaryLine {
  key: SummaryLineKey;
  amountFils: Fils;
  subtracted: boolean;
  /** The delivery fee line when the fee was waived (the amount is the waived fee, shown struck through). */
  waived?: boolean;
}

/**
 * The summary lines that apply, in the order of 000 §2.15 (TOT-18), never one that does not
 * (issue 7): 'Original Basket Total' only when a discount or loyalty changes it; 'Discount'
 * (automatic item discounts + coupon) and 'Loyalty Points' when above 0; 'Basket Total' always;
 * 'Delivery Fee' for DELIVERY only (TOT-14; a waived fee is shown as waived); 'Value Added Tax'
 * when the rate is above 0; 'Tip' when above 0; 'Total' always. The lines add up:
 * Original − Discount − Loyalty = Basket Total; Basket Total + Fee + VAT + Tip = Total.
 */
export function priceSummaryLines(
  totals: OrderTotals,
  options: { serviceType: ServiceType; taxRatePercent: number },
): SummaryLine[] {
  const discount = totals.itemDiscountFils + totals.discountAmountFils;
  const lines: SummaryLine[] = [];
  if (discount > 0 || totals.loyaltyAmountFils > 0)
    lines.push({ key: 'originalBasketTotal', amountFils: totals.originalPriceFils, subtracted: false });
  if (discount > 0) lines.push({ key: 'discount', amountFils: asFils(discount), subtracted: true });
  if (totals.loyaltyAmountFils > 0)
    lines.push({ key: 'loyaltyPoints', amountFils: totals.loyaltyAmountFils, subtracted: true });
  lines.push({ key: 'basketTotal', amountFils: totals.amountAfterDiscountFils, subtracted: false });
  if (options.serviceType === 'DELIVERY')
    lines.push(
      totals.waiverAmountFils > 0
        ? { key: 'deliveryFee', amountFils: totals.waiverAmountFils, subtracted: false, waived: true }
        : { key: 'deliveryFee', amountFils: totals.deliveryFeeFils, subtracted: false },
    );
  if (options.taxRatePercent > 0)
    lines.push({ key: 'valueAddedTax', amountFils: totals.taxAmountFils, subtracted: false });
  if (totals.tipAmountFils > 0)
    lines.push({ key: 'tip', amountFils: totals.tipAmountFils, subtracted: false });
  lines.push({ key: 'total', amountFils: totals.orderGrossAmountFils, subtracted: false });
  return lines;
}
