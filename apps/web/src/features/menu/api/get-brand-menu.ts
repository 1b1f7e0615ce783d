import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { brandMenuQuery } from '../../../shared/queries/menus.ts';

/**
 * menus/get-brand-menu as a query (000 §2.7, §7.3): the current brand's menu, categories with
 * items and `storeInfo`. The query options live in shared/queries/menus.ts because the app start
 * prefetches them.
 */
export function useBrandMenu() {
  return useQuery(brandMenuQuery(useApi()));
}
