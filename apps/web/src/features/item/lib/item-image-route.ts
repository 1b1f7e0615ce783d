/**
 * The item-image viewer as a route (000 §2.3 RT03 `/preview/item-image`, RT19 `/store/item-image`,
 * RT36 `/item/item-image`, RT46 `/dine-in/item-image`; §2.13 "receives the image URLs, the clicked
 * URL and its index"; issue 19, decision 0036). Opening pushes the route with that navigation state
 * and a query fallback — `?item={itemId}&cat={catId}&i={n}` (1-based), plus the page's own query
 * (the dine-in table query, the preview's store and token) — so a deep link works and Back closes it.
 */

/** What the viewer route receives in its navigation state (000 §2.13). */
export interface ItemImageState {
  images: string[];
  clicked: string;
  index: number;
  /** The item's title (the viewer's heading). */
  title: string;
}

/** The query keys of the route's fallback (decision 0036). */
export const ITEM_IMAGE_QUERY = { item: 'item', category: 'cat', index: 'i' } as const;

interface ItemPageShape {
  /** The item page's pattern (relative to the brand's base) and its image route. */
  page: RegExp;
  image: string;
  /** The item page's path before `/{itemId}/{catId}` (none for the preview: the ids are in its query). */
  base: string;
  /** Whether the item and category are in the page's query (preview) rather than its path. */
  inQuery?: boolean;
}

const SHAPES: ItemPageShape[] = [
  { page: /^\/item\/([^/]+)\/([^/]+)\/?$/, image: '/item/item-image', base: '/item' },
  { page: /^\/store\/item\/([^/]+)\/([^/]+)\/?$/, image: '/store/item-image', base: '/store/item' },
  { page: /^\/dine-in\/item\/([^/]+)\/([^/]+)\/?$/, image: '/dine-in/item-image', base: '/dine-in/item' },
  {
    page: /^\/preview\/item-detail\/?$/,
    image: '/preview/item-image',
    base: '/preview/item-detail',
    inQuery: true,
  },
];

/**
 * The viewer route of the item page at `pathname`/`search` showing photo `index` (0-based):
 * `{ pathname, search }`, or null when the page is no item page (an item dialog over the menu
 * keeps its overlay viewer, decision 0036). The page's query is kept (the dine-in table query,
 * ROUTE-10; the preview's token).
 */
export function itemImageRoute(
  pathname: string,
  search: string,
  index: number,
): { pathname: string; search: string } | null {
  for (const shape of SHAPES) {
    const match = shape.page.exec(pathname);
    if (!match) continue;
    const query = new URLSearchParams(search);
    query.delete('image');
    if (!shape.inQuery) {
      query.set(ITEM_IMAGE_QUERY.item, decodeURIComponent(match[1] ?? ''));
      query.set(ITEM_IMAGE_QUERY.category, decodeURIComponent(match[2] ?? ''));
    }
    query.set(ITEM_IMAGE_QUERY.index, String(index + 1));
    return { pathname: shape.image, search: `?${query}` };
  }
  return null;
}

/**
 * The item page a viewer route belongs to (where closing a deep-linked viewer goes): the route's
 * pathname and query → `{ pathname, search }` of the item page, the page's own query kept and the
 * viewer's keys dropped; null for an unknown route or a query without the item.
 */
export function itemPageOfImageRoute(
  pathname: string,
  search: string,
): { pathname: string; search: string } | null {
  const query = new URLSearchParams(search);
  const itemId = query.get(ITEM_IMAGE_QUERY.item);
  const catId = query.get(ITEM_IMAGE_QUERY.category);
  if (!itemId || !catId) return null;
  query.delete(ITEM_IMAGE_QUERY.index);
  const shape = SHAPES.find((s) => s.image === pathname.replace(/\/$/, ''));
  if (!shape) return null;
  if (shape.inQuery) return { pathname: shape.base, search: `?${query}` };
  query.delete(ITEM_IMAGE_QUERY.item);
  query.delete(ITEM_IMAGE_QUERY.category);
  const rest = query.toString();
  return {
    pathname: `${shape.base}/${encodeURIComponent(itemId)}/${encodeURIComponent(catId)}`,
    search: rest ? `?${rest}` : '',
  };
}
