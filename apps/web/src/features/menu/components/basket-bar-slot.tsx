import type { Store } from '@sufra/contract';
import { lazy, Suspense } from 'react';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useAnyChooserOpen } from '../../../shared/ui/open-choosers.ts';

const ViewBasketBar = lazy(() => import('./view-basket-bar.tsx').then((m) => ({ default: m.ViewBasketBar })));

/**
 * The floating 'View Basket' bar's place on a menu (000 §2.8): nothing while the basket is empty
 * or while a store, area or pickup-store chooser is open (IS37, decision 0100: any of them);
 * otherwise the bar, whose code (with the promotions' pricing, issue 7) loads then. The bar is
 * fixed at the bottom, so its arrival moves nothing on the page.
 */
export function BasketBarSlot({ to, store }: { to: string; store: Store | null | undefined }) {
  const hasLines = useBasket((s) => s.lines.length > 0);
  const chooserOpen = useAnyChooserOpen();
  if (!hasLines || chooserOpen) return null;
  return (
    <Suspense fallback={null}>
      <ViewBasketBar to={to} store={store} />
    </Suspense>
  );
}
