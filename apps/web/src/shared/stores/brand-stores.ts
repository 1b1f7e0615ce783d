import type { ServiceType, User } from '@sufra/contract';
import { maxItemQuantity, mergeLine } from '@sufra/pricing';
import { createStore, type StoreApi, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

interface BasketState {
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
  clear(): void;
}

interface SessionState {
  token: string | null;
  user: User | null;
  createdAt: number | null;
  signIn(token: string, user: User): void;
  setProfile(profile: { name: string; email: string | null }): void;
  signOut(): void;
}

/** Timing of the order (000 §3 Order timing); issue 2 supports ASAP. */
interface OrderTiming {
  type: 'ASAP' | 'PREORDER';
  preOrderSlot: { day: string; time: string; slotIndex: number } | null;
}

interface OrderSettingsState {
  serviceType: ServiceType | null;
  selectedStoreId: string | null;
  timing: OrderTiming | null;
  setServiceType(serviceType: ServiceType): void;
  setSelectedStoreId(storeId: string | null): void;
  setTiming(timing: OrderTiming | null): void;
}

interface BrandStores {
  brandId: string;
  basket: StoreApi<BasketState>;
  session: StoreApi<SessionState>;
  orderSettings: StoreApi<OrderSettingsState>;
}

let current: BrandStores | null = null;

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

/** Local-storage key of one store of one brand: state is persisted per brand (ARCHITECTURE: state in the browser). */
function storageKey(brandId: string, name: string): string {
  return `sufra:${brandId}:${name}`;
}

/**
 * Creates the persisted stores of one brand (basket, session, order settings). Called once at
 * app start, after the brand is resolved; the hooks below read them.
 */
export function initBrandStores(brandId: string): BrandStores {
  if (current?.brandId === brandId) return current;
  const storage = createJSONStorage(() => localStorage);
  const basket = createStore<BasketState>()(
    persist(
      (set, get) => ({
        lines: [],
        specialInstructions: '',
        vehicleInfo: '',
        addLine: (line) => {
          const quantity = Math.min(line.quantity, roomForItem(get().lines, line));
          if (quantity > 0) set((s) => ({ lines: mergeLine(s.lines, { ...line, quantity }) }));
          return quantity;
        },
        setQuantity: (lineId, quantity) =>
          set((s) => {
            const line = s.lines.find((l) => l.lineId === lineId);
            if (!line || quantity <= 0) return { lines: s.lines.filter((l) => l.lineId !== lineId) };
            const room = maxItemQuantity(line) - itemQuantity(s.lines, line.itemId, lineId);
            const capped = Math.max(1, Math.min(quantity, room));
            return { lines: s.lines.map((l) => (l.lineId === lineId ? { ...l, quantity: capped } : l)) };
          }),
        removeLine: (lineId) => set((s) => ({ lines: s.lines.filter((l) => l.lineId !== lineId) })),
        setSpecialInstructions: (specialInstructions) => set({ specialInstructions }),
        setVehicleInfo: (vehicleInfo) => set({ vehicleInfo }),
        clear: () => set({ lines: [], specialInstructions: '', vehicleInfo: '' }),
      }),
      { name: storageKey(brandId, 'basket'), storage },
    ),
  );
  const session = createStore<SessionState>()(
    persist(
      (set) => ({
        token: null,
        user: null,
        createdAt: null,
        signIn: (token, user) => set({ token, user, createdAt: Date.now() }),
        setProfile: (profile) => set((s) => (s.user ? { user: { ...s.user, ...profile } } : s)),
        signOut: () => set({ token: null, user: null, createdAt: null }),
      }),
      { name: storageKey(brandId, 'user'), storage },
    ),
  );
  const orderSettings = createStore<OrderSettingsState>()(
    persist(
      (set) => ({
        serviceType: null,
        selectedStoreId: null,
        timing: null,
        setServiceType: (serviceType) => set({ serviceType, timing: null }),
        setSelectedStoreId: (selectedStoreId) => set({ selectedStoreId }),
        setTiming: (timing) => set({ timing }),
      }),
      { name: storageKey(brandId, 'order'), storage },
    ),
  );
  current = { brandId, basket, session, orderSettings };
  return current;
}

function stores(): BrandStores {
  if (!current) throw new Error('initBrandStores() must run before the brand stores are used');
  return current;
}

/** The basket of the current brand (hook with selector). */
export function useBasket<T>(selector: (s: BasketState) => T): T {
  return useStore(stores().basket, selector);
}
/** The signed-in user of the current brand (hook with selector). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(stores().session, selector);
}
/** Service type, selected store and timing of the current brand (hook with selector). */
export function useOrderSettings<T>(selector: (s: OrderSettingsState) => T): T {
  return useStore(stores().orderSettings, selector);
}
/** Non-hook access for event handlers and loaders. */
export const brandStores = {
  basket: () => stores().basket,
  session: () => stores().session,
  orderSettings: () => stores().orderSettings,
};
