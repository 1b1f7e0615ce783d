import { useBrandMenu } from '../api/get-brand-menu.ts';
import { BrandMenuPage } from '../components/brand-menu-page.tsx';

/**
 * Brand-based home `/` (000 §2.7) for pickup: the brand's menu of menus/get-brand-menu in
 * BrandMenuPage. The brand's store becomes the selected pickup store (000 §4.2; done in the shell
 * by useBrandStoreSelection, for every route); BrandMenuPage sets its timing once the menu has
 * loaded (000 §4.4: ASAP when open, else the first pre-order slot). For delivery the router shows
 * the brand-based delivery home instead (decision 0020).
 */
export function Component() {
  const { data, isLoading, error } = useBrandMenu();
  return <BrandMenuPage data={data} isLoading={isLoading} error={error} />;
}
