import { computeBasketTotals } from '@sufra/pricing';
import { useNavigate } from 'react-router';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useSelectedStore } from '../../../shared/queries/stores.ts';
import { useSession } from '../../../shared/session/session-state.ts';

/**
 * What the basket page and the desktop basket column both show (000 §2.14, §2.15): the lines, the
 * totals in fils from @sufra/pricing at the selected store's tax rate (percent), the catalogue's
 * checkout path, and `review` — to checkout when signed in, else to login with checkout as
 * 'from' (000 §6).
 */
export function useBasketView() {
  const brand = useBrand();
  const navigate = useNavigate();
  const lines = useBasket((s) => s.lines);
  const token = useSession((s) => s.token);
  const { store } = useSelectedStore();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const checkoutPath = outlet ? paths.storeCheckout : paths.brandCheckout;
  const taxRatePercent = store?.taxRate ?? 0;
  const totals = computeBasketTotals({ lines, taxRatePercent });
  const review = () =>
    token ? navigate(checkoutPath) : navigate(paths.login, { state: { from: { pathname: checkoutPath } } });
  return { lines, store, outlet, taxRatePercent, totals, review };
}
