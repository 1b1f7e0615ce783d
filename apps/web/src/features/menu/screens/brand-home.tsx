import { useBrandMenu } from '../api/get-brand-menu.ts';
import { BrandMenuPage } from '../components/brand-menu-page.tsx';

/**
 * Brand-based home `/` (000 §2.7) for pickup: the brand's menu of menus/get-brand-menu in
 * BrandMenuPage. The brand's store becomes the selected pickup store with ASAP timing when open
 * (000 §4.2, §4.4; done in the shell by useBrandStoreSelection, for every route). For delivery the
 * router shows the brand-based delivery home instead (decision 0020).
 */
export function Component() {
  const { data, isLoading, error } = useBrandMenu();
  return <BrandMenuPage data={data} isLoading={isLoading} error={error} />;
}
