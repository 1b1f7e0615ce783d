import { useNavigate } from 'react-router';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { usePricedBasket } from '../../../shared/promotions/use-priced-basket.ts';
import { useSelectedStore } from '../../../shared/queries/selected-store.ts';
import { useSession } from '../../../shared/session/session-state.ts';

/**
 * What the basket page and the desktop basket column both show (000 §2.14, §2.15): the lines,
 * the basket priced by packages/pricing with its promotions (usePricedBasket: item discounts,
 * coupon, loyalty, tip, VAT at the store's rate), the catalogue's menu path, and `review` — to
 * checkout when signed in, else to login with checkout as 'from' (000 §6).
 */
export function useBasketView() {
  const brand = useBrand();
  const navigate = useNavigate();
  const lines = useBasket((s) => s.lines);
  const token = useSession((s) => s.token);
  const { store } = useSelectedStore();
  const basket = usePricedBasket();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const checkoutPath = outlet ? paths.storeCheckout : paths.brandCheckout;
  const menuPath = outlet ? paths.storeDetail : paths.home;
  const review = () =>
    token ? navigate(checkoutPath) : navigate(paths.login, { state: { from: { pathname: checkoutPath } } });
  return { lines, store, outlet, basket, menuPath, review };
}
