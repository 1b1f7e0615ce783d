import { create } from 'zustand';
import type { SavedCard } from './saved-cards.ts';

/**
 * The selected card type (001 §3.7): a new card, a saved card, the device wallet (card-elements
 * only, PAY-14), or — between the auto-selection and the answer of the saved-cards call —
 * 'FETCH_CARDS' (001 §4.7: the cards are being fetched); null when none is chosen.
 */
export type CardSelectionType = 'NEW_CARD' | 'SAVED_CARDS' | 'WALLET' | 'FETCH_CARDS' | null;

/** The hosted-iframe payment window (001 §3.10 paybyPaymentModalData). */
export interface IframeModal {
  isOpen: boolean;
  isLoading: boolean;
  data: { tokenUrl: string; paymentOrderNo: string; merchantOrderNo: string } | null;
}

/**
 * The checkout's card-payment state (001 §3.7, §3.8, §3.10), not persisted (a reload starts
 * again from the auto-selection): the selected type, the saved cards and the selected one,
 * whether a new card is to be saved, and the hosted-iframe window.
 */
interface PaymentSelectionState {
  type: CardSelectionType;
  savedCards: SavedCard[];
  selectedCard: SavedCard | null;
  saveCard: boolean;
  iframeModal: IframeModal;
  /** 001 §4.8 entering step 2, §4.7 a service switch: the cards, the type and the hosted-iframe window reset. */
  reset(): void;
  setType(type: CardSelectionType): void;
  /** 001 §4.7 after a saved-cards fetch (afterSavedCardsFetch's result). */
  setCards(result: {
    cards: SavedCard[];
    selected: SavedCard | null;
    type: 'SAVED_CARDS' | 'NEW_CARD';
  }): void;
  /** 001 §4.8: clicking a saved card selects it, type saved_card (isStoredCard). */
  selectCard(card: SavedCard): void;
  /** A deleted card leaves the list; when it was the selected one, the next card (or a new card) is selected. */
  removeCard(id: string): void;
  setSaveCard(save: boolean): void;
  setIframeModal(modal: IframeModal): void;
}

const CLOSED: IframeModal = { isOpen: false, isLoading: false, data: null };

/** The card-payment state of the checkout (a zustand store; usePaymentSelection reads it in components). */
export const usePaymentSelection = create<PaymentSelectionState>((set) => ({
  type: null,
  savedCards: [],
  selectedCard: null,
  saveCard: true,
  iframeModal: CLOSED,
  reset: () => set({ type: null, savedCards: [], selectedCard: null, saveCard: true, iframeModal: CLOSED }),
  setType: (type) => set({ type, ...(type === 'SAVED_CARDS' ? {} : { selectedCard: null }) }),
  setCards: ({ cards, selected, type }) => set({ savedCards: cards, selectedCard: selected, type }),
  selectCard: (card) => set({ selectedCard: card, type: 'SAVED_CARDS' }),
  removeCard: (id) =>
    set((s) => {
      const savedCards = s.savedCards.filter((c) => c.id !== id);
      if (s.selectedCard?.id !== id) return { savedCards };
      const next = savedCards[0] ?? null;
      return { savedCards, selectedCard: next, type: next ? 'SAVED_CARDS' : 'NEW_CARD' };
    }),
  setSaveCard: (saveCard) => set({ saveCard }),
  setIframeModal: (iframeModal) => set({ iframeModal }),
}));

/** The state now, with its actions, for event handlers. */
export const getPaymentSelection = () => usePaymentSelection.getState();

/**
 * Whether 'Place Order' may be pressed for a CREDIT_CARD option (001 §5.4: disabled when no
 * payment type is selected): a new card, the wallet, or a saved card that is selected.
 */
export function cardSelectionReady(state: Pick<PaymentSelectionState, 'type' | 'selectedCard'>): boolean {
  if (state.type === 'NEW_CARD' || state.type === 'WALLET') return true;
  return state.type === 'SAVED_CARDS' && state.selectedCard !== null;
}
