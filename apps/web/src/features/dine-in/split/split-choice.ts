/**
 * The split a guest chose in the Split Bill modal (002 §2.7, §3 Split; issue 18, decision 0032),
 * shared by the modal (which makes it) and the dine-in checkout (which shows My Share, Split Paid,
 * Remaining Payment from it and sends it with place-order as `split`). Amounts in integer fils.
 */
import type { SplitType } from '@sufra/contract';

/** A SELECTED-ITEMS choice of one line (002 §3 splitBills.selectedItems; the spec's spelling selectedQunatity). */
export interface SplitSelectedItem {
  /** SPLIT-07 uniqueId: 'basket-…' for the current basket, 'old-…-{orderId}' for the tab's orders. */
  uniqueId: string;
  /** The tab order of an 'old' line; null for the basket. */
  orderId: string | null;
  itemId: string;
  selectedQunatity: number;
}

/** The guest's split, as computed by `@sufra/pricing` over the table's bill (IS15: the whole tab plus this basket). */
export interface SplitChoice {
  type: SplitType;
  /** split.totalAmount: what this guest pays, fils. */
  totalAmountFils: number;
  /** split.remainingAmount: what the bill owes after this payment, fils. */
  remainingAmountFils: number;
  /** CUSTOM-AMOUNT: the amount, fils. */
  amountFils?: number;
  /** DIVIDE-EQUALLY. */
  peopleAtTable?: number;
  forPeople?: number;
  /** SELECTED-ITEMS. */
  selectedItems?: SplitSelectedItem[];
  /** 002 §2.7: restored from a split bill already on the table (the type is locked). */
  already: boolean;
}
