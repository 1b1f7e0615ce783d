import { useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { withPreviewToken } from '../../../shared/preview/preview-token.ts';
import { useBrandMenuQuery, usePickupStoreMenu } from '../../../shared/queries/menus.ts';
import { usePickupStores } from '../../../shared/queries/stores.ts';
import { PreviewMenuPage } from '../components/preview-menu-page.tsx';

/** The query keys of /preview/item-detail and /preview/item-image (decision 0036): item, category, store. */
export const PREVIEW_QUERY = { item: 'item', category: 'cat', store: 'store', image: 'i' } as const;

/**
 * /preview (000 §2.3 RT01, §2.20; decision 0036): the brand's read-only menu — the brand menu of a
 * brand-based brand, the first pickup store's menu of an outlet-based one. An item opens
 * /preview/item-detail?item={itemId}&cat={catId}[&store={storeId}]&token={token}.
 */
export function Component() {
  const brand = useBrand();
  const navigate = useNavigate();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const brandMenu = useBrandMenuQuery(!outlet);
  const stores = usePickupStores(outlet);
  const storeId = outlet ? (stores.data?.stores[0]?._id ?? null) : null;
  const storeMenu = usePickupStoreMenu(storeId);
  const data = outlet
    ? storeMenu.data && {
        categories: storeMenu.data.storeMenu.categories,
        storeInfo: storeMenu.data.storeInfo,
      }
    : brandMenu.data;
  const query = outlet ? storeMenu : brandMenu;
  return (
    <PreviewMenuPage
      data={data}
      isLoading={query.isLoading || stores.isLoading}
      error={query.error ?? stores.error}
      onItem={(item, categoryId) =>
        navigate(
          withPreviewToken(paths.previewItemDetail, {
            [PREVIEW_QUERY.item]: item._id,
            [PREVIEW_QUERY.category]: categoryId,
            ...(storeId ? { [PREVIEW_QUERY.store]: storeId } : {}),
          }),
        )
      }
    />
  );
}
