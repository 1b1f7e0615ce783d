import type { Store } from '@sufra/contract';
import { lazy, Suspense } from 'react';
import { useBasket } from '../../../shared/basket/basket-state.ts';

const ViewBasketBar = lazy(() => import('./view-basket-bar.tsx').then((m) => ({ default: m.ViewBasketBar })));

/**
 * The floating 'View Basket' bar's place on a menu (000 §2.8): nothing while the basket is empty;
 * otherwise the bar, whose code (with the promotions' pricing, issue 7) loads then, and which
 * hides itself while a location chooser is open (IS37). The bar is
 * fixed at the bottom, so its arrival moves nothing on the page.
 */
export function BasketBarSlot({ to, store }: { to: string; store: Store | null | undefined }) {
  const hasLines = useBasket((s) => s.lines.length > 0);
  if (!hasLines) return null;
  return (
    <Suspense fallback={null}>
      <ViewBasketBar to={to} store={store} />
    </Suspense>
  );
}
