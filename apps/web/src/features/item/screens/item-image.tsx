import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDetail } from '../api/get-item-detail.ts';
import { ImageViewer } from '../components/image-viewer.tsx';
import { ITEM_IMAGE_QUERY, type ItemImageState, itemPageOfImageRoute } from '../lib/item-image-route.ts';

/**
 * The item-image viewer as a page (000 §2.3 RT03, RT19, RT36, RT46; §2.13; decision 0036):
 * `/item/item-image`, `/store/item-image`, `/dine-in/item-image` (with the table query) and
 * `/preview/item-image`. It shows the images of its navigation state (`{ images, clicked, index,
 * title }`, pushed by the item's carousel), or — a deep link, no state — the item's own images
 * loaded by the query's `item` and `cat`; `i` (1-based) is the photo shown, kept in the URL as
 * the customer moves (replacing the entry). Closing goes back when the carousel pushed the
 * route (so Back and the close button do the same), else to the item's page.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pick } = useLanguage();
  const state = location.state as Partial<ItemImageState> | null;
  const pushed = Array.isArray(state?.images) && state.images.length > 0;
  const itemId = params.get(ITEM_IMAGE_QUERY.item) ?? '';
  const categoryId = params.get(ITEM_IMAGE_QUERY.category) ?? '';
  const detail = useItemDetail(
    { itemId, categoryId, storeId: null, serviceType: 'PICKUP' },
    !pushed && itemId !== '',
  );
  const item = detail.data?.itemInfo;
  const urls = useMemo(
    () => [...new Set(pushed ? (state?.images ?? []) : (item?.itemImageURLs ?? []))],
    [pushed, state?.images, item],
  );
  const title = (pushed ? state?.title : item ? pick(item.translations).title : '') ?? '';
  const raw = Number(params.get(ITEM_IMAGE_QUERY.index));
  const index =
    Number.isInteger(raw) && raw >= 1 && raw <= urls.length ? raw - 1 : urls.length > 0 ? 0 : null;

  const itemPage = () => itemPageOfImageRoute(location.pathname, location.search);
  const close = () => {
    if (pushed) return navigate(-1);
    const page = itemPage();
    return page ? navigate(page, { replace: true }) : navigate(-1);
  };
  const show = (i: number) => {
    const next = new URLSearchParams(location.search);
    next.set(ITEM_IMAGE_QUERY.index, String(i + 1));
    navigate(
      { pathname: location.pathname, search: `?${next}` },
      { replace: true, state: pushed ? { ...state, index: i, clicked: urls[i] } : location.state },
    );
  };
  // A deep link to an item without photos (or a removed item) opens the item's page instead.
  if (!pushed && !detail.isLoading && urls.length === 0) {
    const page = itemPage();
    if (page && (detail.isSuccess || detail.isError)) {
      queueMicrotask(() => navigate(page, { replace: true }));
    }
    return null;
  }
  return (
    <ImageViewer urls={urls} title={title} index={index} onShow={show} onClose={close} onClosed={() => {}} />
  );
}
