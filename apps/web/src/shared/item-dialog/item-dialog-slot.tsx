import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useState } from 'react';

/** The item a menu opens over itself: its ids and its title in the UI language (the dialog's accessible name). */
export interface OpenItem {
  itemId: string;
  categoryId: string;
  title: string;
}

/** What the app's item dialog receives: the open item (null when closed) and how to close it. */
export interface ItemDialogProps {
  item: OpenItem | null;
  onClose(): void;
}

const ItemDialogContext = createContext<ComponentType<ItemDialogProps> | null>(null);

/**
 * Fills the item-dialog slot (decision 0012): the app layer passes the component that shows an
 * item over the menu (the item feature's detail in a modal), so the menu feature opens an item
 * without importing the item feature (CONVENTIONS: a feature never imports another feature).
 */
export function ItemDialogProvider({
  dialog,
  children,
}: {
  dialog: ComponentType<ItemDialogProps>;
  children: ReactNode;
}) {
  return <ItemDialogContext.Provider value={dialog}>{children}</ItemDialogContext.Provider>;
}

/**
 * The item dialog of a menu screen (000 §2.8 store page modal; issue 6 desktop dialog): `open`
 * shows the item over the menu and answers true, or answers false when the app gave no dialog
 * (the caller then goes to the item page); `dialog` is the element to render once in the screen.
 */
export function useItemDialog(): { open(item: OpenItem): boolean; dialog: ReactNode } {
  const Dialog = useContext(ItemDialogContext);
  const [item, setItem] = useState<OpenItem | null>(null);
  const close = useCallback(() => setItem(null), []);
  const open = useCallback(
    (next: OpenItem) => {
      if (!Dialog) return false;
      setItem(next);
      return true;
    },
    [Dialog],
  );
  return { open, dialog: Dialog ? <Dialog item={item} onClose={close} /> : null };
}
