import { useQuery } from '@tanstack/react-query';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { brandMenuQuery } from '../../../shared/queries/menus.ts';

/**
 * menus/get-brand-menu as a query (000 §2.7, §7.3): the brand-based home's menu and store info.
 * The query options live in shared/queries/menus.ts because the app start prefetches them.
 */
const getBrandMenuQuery = brandMenuQuery;

/** The current brand's menu (000 §2.7): categories with items and `storeInfo`. */
export function useBrandMenu() {
  const brand = useBrand();
  return useQuery(brandMenuQuery(brand.brand._id));
}
