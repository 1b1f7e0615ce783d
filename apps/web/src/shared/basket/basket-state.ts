import type { Discount, SelectedTip } from '@sufra/contract';
import { maxItemQuantity, mergeLine } from '@sufra/pricing';
import { useStore } from 'zustand';
import { perBrandState } from '../brand-state/per-brand-state.ts';

/** A chosen option of a basket line. Prices in integer fils. */
interface BasketOption {
  optionId: string;
  modifierGroupId: string;
  name: { en: string; ar: string };
  /** Price of one unit of the option, fils. */
  priceFils: number;
  quantity: number;
}

/** A basket line (000 §3 Cart line), with a snapshot of what the customer saw. Prices in fils. */
export interface BasketLine {
  /** Local id of the line. */
  lineId: string;
  itemId: string;
  categoryId: string;
  storeId: string;
  title: { en: string; ar: string };
  imageUrl: string | null;
  /** Item price without options, fils. */
  basePriceFils: number;
  /** Item price with options, fils (pricing.lineUnitPriceFils). */
  unitPriceFils: number;
  quantity: number;
  options: BasketOption[];
  maximumOrderQuantity: number;
  isStockEnabled: boolean;
  availableStock: number;
}

/**
 * The coupon the customer applied (000 §3 Discount state): the discount as the server validated
 * it (validate-discount-V2 answers hidden codes too, which the list never shows), its code, and
 * whether it was typed by hand (DISC-06 applies to typed codes only).
 */
export interface AppliedCoupon {
  discountId: string;
  code: string;
  enteredByHand: boolean;
  discount: Discount;
}

/**
 * The promotions of the basket (000 §3 Discount state, Loyalty state, Tip; issue 7): the applied
 * coupon, whether the customer declined the auto-set coupon (DISC-03, DISC-13: removing it keeps
 * it removed), loyalty applied, and the tip. Kept with the basket and removed with it.
 */
interface BasketPromotions {
  coupon: AppliedCoupon | null;
  autoCouponDeclined: boolean;
  loyaltyApplied: boolean;
  selectedTip: SelectedTip | null;
}

/** No coupon, no loyalty, no tip: the promotions of an empty basket (000 §4.7, LOY-08, TIP-06). */
const NO_PROMOTIONS: BasketPromotions = {
  coupon: null,
  autoCouponDeclined: false,
  loyaltyApplied: false,
  selectedTip: null,
};

/** The basket of one brand (000 §2.14, §3 Cart) and what changes it. */
interface BasketState extends BasketPromotions {
  lines: BasketLine[];
  /** Special instructions (orderSplReq, 000 §2.14). */
  specialInstructions: string;
  /** Pickup vehicle info (000 §2.14). */
  vehicleInfo: string;
  /**
   * Adds a line, merging with an identical one (000 §4.7), capped so the item's quantity over all
   * lines stays within min(99, maximumOrderQuantity, stock) (000 §5, IS42, IS43). Answers the
   * quantity actually added (0 when the item is already at its limit).
   */
  addLine(line: BasketLine): number;
  /** Sets a line's quantity (0 removes it), capped like addLine. */
  setQuantity(lineId: string, quantity: number): void;
  removeLine(lineId: string): void;
  setSpecialInstructions(text: string): void;
  setVehicleInfo(text: string): void;
  /** Applies a coupon; loyalty goes (DISC-14: the caller asked first). */
  setCoupon(coupon: AppliedCoupon): void;
  /** Removes the coupon (DISC-13); an auto-set coupon stays removed until the basket empties. */
  removeCoupon(): void;
  /** Applies or removes loyalty credits; applying drops the coupon (DISC-14: the caller asked first). */
  setLoyaltyApplied(applied: boolean): void;
  setTip(tip: SelectedTip | null): void;
  /** Removes what belonged to the customer who signs out: the coupon validated for them and their credits (the tip stays). */
  dropCustomerPromotions(): void;
  /** Empties the basket and its promotions (000 §4.7; after an order, LOY-08, TIP-06). */
  clear(): void;
}

/** The new lines, with the promotions removed when the basket became empty (000 §4.7, LOY-08, TIP-06). */
function withLines(lines: BasketLine[]): Partial<BasketState> {
  return lines.length === 0 ? { lines, ...NO_PROMOTIONS } : { lines };
}

/** The item's quantity over all basket lines, optionally leaving one line out. */
function itemQuantity(lines: readonly BasketLine[], itemId: string, exceptLineId?: string): number {
  return lines.reduce(
    (sum, l) => (l.itemId === itemId && l.lineId !== exceptLineId ? sum + l.quantity : sum),
    0,
  );
}

/**
 * How many of `line` may still join `lines`: the item's limit min(99, maximumOrderQuantity,
 * stock) (pricing.maxItemQuantity; 000 §5, IS42, IS43) less what the basket already holds of it.
 */
export function roomForItem(lines: readonly BasketLine[], line: Omit<BasketLine, 'lineId'>): number {
  return Math.max(0, maxItemQuantity(line) - itemQuantity(lines, line.itemId));
}

/** The basket, persisted per brand under `sufra:{brandId}:basket` (the key baskets were always kept under). */
export const basketState = perBrandState<BasketState>('basket', (set, get) => ({
  lines: [],
  specialInstructions: '',
  vehicleInfo: '',
  ...NO_PROMOTIONS,
  addLine: (line) => {
    const quantity = Math.min(line.quantity, roomForItem(get().lines, line));
    if (quantity > 0) set((s) => ({ lines: mergeLine(s.lines, { ...line, quantity }) }));
    return quantity;
  },
  setQuantity: (lineId, quantity) =>
    set((s) => {
      const line = s.lines.find((l) => l.lineId === lineId);
      if (!line || quantity <= 0) return withLines(s.lines.filter((l) => l.lineId !== lineId));
      const room = maxItemQuantity(line) - itemQuantity(s.lines, line.itemId, lineId);
      const capped = Math.max(1, Math.min(quantity, room));
      return { lines: s.lines.map((l) => (l.lineId === lineId ? { ...l, quantity: capped } : l)) };
    }),
  removeLine: (lineId) => set((s) => withLines(s.lines.filter((l) => l.lineId !== lineId))),
  setSpecialInstructions: (specialInstructions) => set({ specialInstructions }),
  setVehicleInfo: (vehicleInfo) => set({ vehicleInfo }),
  setCoupon: (coupon) => set({ coupon, loyaltyApplied: false }),
  removeCoupon: () => set({ coupon: null, autoCouponDeclined: true }),
  setLoyaltyApplied: (loyaltyApplied) =>
    set(loyaltyApplied ? { loyaltyApplied, coupon: null } : { loyaltyApplied }),
  setTip: (selectedTip) => set({ selectedTip }),
  dropCustomerPromotions: () => set({ coupon: null, autoCouponDeclined: false, loyaltyApplied: false }),
  clear: () => set({ lines: [], specialInstructions: '', vehicleInfo: '', ...NO_PROMOTIONS }),
}));

/** The current brand's basket (hook with selector). */
export function useBasket<T>(selector: (s: BasketState) => T): T {
  return useStore(basketState.api(), selector);
}

/** The current brand's basket now, with its actions, for event handlers (not a subscription). */
export function getBasket(): BasketState {
  return basketState.api().getState();
}
