import type { Store } from '@sufra/contract';
import { lazy, Suspense, useState } from 'react';
import { useBrand } from '../../../../shared/brand/brand-context.tsx';
import { promoRowHint } from '../../lib/promo-row-hint.ts';

const MenuPromotions = lazy(() =>
  import('./menu-promotions.tsx').then((m) => ({ default: m.MenuPromotions })),
);

/**
 * Where the menu home shows its promotions (000 §2.16, §2.17, §2.19): the offers row and the
 * overlays of MenuPromotions, whose code loads after the first screen (issue 7: the promotions
 * UI does not grow the initial route JS). Where the brand showed a row on the last visit, its
 * height is kept free meanwhile, so the menu does not jump when it appears.
 */
export function PromotionsSlot({ store }: { store: Store | null | undefined }) {
  const brand = useBrand();
  const [reserve] = useState(() => promoRowHint.read(brand.brand._id));
  return (
    <div className={reserve ? 'promo-slot promo-slot-reserved' : 'promo-slot'}>
      <Suspense fallback={null}>
        <MenuPromotions store={store} />
      </Suspense>
    </div>
  );
}
