import { lazy, Suspense } from 'react';
import type { ItemDialogProps } from '../shared/item-dialog/item-dialog-slot.tsx';
import { Modal } from '../shared/ui/modal.tsx';
import { Skeleton } from '../shared/ui/skeleton.tsx';

// The item feature's code loads when an item is first opened, not with the first screen.
const ItemDetail = lazy(() =>
  import('../features/item/components/item-detail.tsx').then((m) => ({ default: m.ItemDetail })),
);

/**
 * An item over the menu (000 §2.8: the store page opens items as a modal; issue 6: on a desktop
 * the brand home opens them as a centred dialog): the item feature's detail in a sheet titled
 * with the item's name for assistive technology; adding or closing closes it. The app passes it
 * to the menu screens through the item-dialog slot (decision 0012).
 */
export function ItemDialog({ item, onClose }: ItemDialogProps) {
  return (
    <Modal
      open={item !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={item?.title ?? ''}
      variant="sheet"
      titleHidden
    >
      {item ? (
        <Suspense fallback={<Skeleton height={200} />}>
          <ItemDetail itemId={item.itemId} categoryId={item.categoryId} onDone={onClose} onClose={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
