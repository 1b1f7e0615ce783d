/**
 * The guest's basket as the Split Bill modal reads it (002 §3 Split item, key 'basket'; issue 18,
 * decision 0032 IS15), computed exactly as the server reads the basket being placed
 * (apps/api dine-in tab-math `orderSplitLines` and `tabSplitLines`), so a SELECTED-ITEMS share
 * computed here is the one the server recomputes under the tab's lock (a fil apart would be
 * refused with 409 tableBillChanged).
 */
import { distribute, type Fils, type PricedOrder, splitItemUniqueId } from '@sufra/pricing';
import type { BasketLine } from '../../../shared/basket/basket-state.ts';
import type { SplitBasketLine, SplitInput } from './split-lines.ts';

/**
 * The modal's basket inputs from the basket's lines and their priced order (`priced.lines[i]` is
 * `lines[i]`, as usePricedBasket prices them): each line's items amount (the order's total − VAT
 * − tip, so every discount is shared as charged) and VAT, each allocated over the lines by line
 * total with `distribute` (largest remainder); uniqueId SPLIT-07 'basket-{itemId}-{options}';
 * lines with the same uniqueId merged (002 §2.3). basketTipFils = the order's tip,
 * basketGrossFils = its orderGrossAmount (fils). Throws RangeError if the two lists differ in length.
 */
export function splitBasketOf(
  lines: readonly Pick<BasketLine, 'itemId' | 'title' | 'options'>[],
  priced: Pick<PricedOrder, 'lines' | 'totals'>,
): Pick<SplitInput, 'basket' | 'basketTipFils' | 'basketGrossFils'> {
  if (lines.length !== priced.lines.length) throw new RangeError('one priced line per basket line');
  const { orderGrossAmountFils, taxAmountFils, tipAmountFils } = priced.totals;
  if (lines.length === 0)
    return { basket: { lines: [] }, basketTipFils: tipAmountFils, basketGrossFils: orderGrossAmountFils };
  const weights = priced.lines.map((l) => l.lineTotalFils);
  const items = distribute(orderGrossAmountFils - taxAmountFils - tipAmountFils, weights);
  const tax = distribute(taxAmountFils, weights);
  const merged = new Map<string, SplitBasketLine>();
  lines.forEach((line, i) => {
    const uniqueId = splitItemUniqueId({
      key: 'basket',
      itemId: line.itemId,
      optionIds: line.options.map((o) => o.optionId),
    });
    const quantity = priced.lines[i]!.quantity;
    const seen = merged.get(uniqueId);
    if (seen) {
      seen.quantity += quantity;
      seen.itemsFils += items[i]!;
      seen.taxFils += tax[i]!;
    } else
      merged.set(uniqueId, {
        uniqueId,
        itemId: line.itemId,
        title: line.title,
        quantity,
        itemsFils: items[i]!,
        taxFils: tax[i]!,
      });
  });
  return {
    basket: { lines: [...merged.values()] },
    basketTipFils: tipAmountFils as Fils,
    basketGrossFils: orderGrossAmountFils,
  };
}
