import {
  forwardRef,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { itemCount, VIRTUALIZE_FROM_ITEMS } from '../lib/menu-rows.ts';
import { categorySectionId } from './category-chips.tsx';
import {
  CategoryTitle,
  documentTop,
  type MenuListHandle,
  type MenuListProps,
  MenuRowButton,
} from './menu-row.tsx';

export type { MenuListHandle } from './menu-row.tsx';

// The virtualiser's code (~9 KB gzipped) loads only for a menu big enough to need it.
const VirtualMenuList = lazy(() => import('./virtual-menu-list.tsx'));

/**
 * The menu list (000 §2.11): categories with their items; each row shows the image, title,
 * description (two lines) and price, 'Out of stock' when out of stock and 'Price On Selection'
 * when the price is 0 or less. Rows are buttons. A menu of more than VIRTUALIZE_FROM_ITEMS items
 * is virtualised against the window (@tanstack/react-virtual): only the rows near the viewport
 * are in the DOM (issue 6: a 1,410-item menu stays under 3,000 nodes); a smaller one is rendered
 * whole (its first categories at once, the others a category per task right after), so the
 * browser's find-in-page and every row's focus work as on any page.
 */
export const MenuList = forwardRef<MenuListHandle, MenuListProps>(function MenuList(props, ref) {
  const virtual = itemCount(props.categories) > VIRTUALIZE_FROM_ITEMS;
  return virtual ? (
    <Suspense fallback={<div className="menu-list" aria-busy="true" style={{ minHeight: '100vh' }} />}>
      <VirtualMenuList {...props} ref={ref} />
    </Suspense>
  ) : (
    <FullMenuList {...props} ref={ref} />
  );
});

/** Items in the first commit of a whole menu: enough to fill a phone's first screens. */
const FIRST_ITEMS = 12;

/** How many categories the first commit shows: whole categories up to FIRST_ITEMS items, at least one. */
function firstCategories(categories: readonly { items: readonly unknown[] }[]): number {
  let items = 0;
  let count = 0;
  for (const c of categories) {
    if (count > 0 && items + c.items.length > FIRST_ITEMS) break;
    items += c.items.length;
    count++;
  }
  return count;
}

const FullMenuList = forwardRef<MenuListHandle, MenuListProps>(function FullMenuList(
  { categories, onItem },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => firstCategories(categories));
  // The rest of the menu, a category per task after the first paint (issue 6: TBT): each commit
  // stays short, and the browser paints and answers taps in between.
  useEffect(() => {
    if (shown >= categories.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, categories.length]);
  useImperativeHandle(
    ref,
    () => ({
      sectionTops: () =>
        [...(rootRef.current?.querySelectorAll<HTMLElement>('.menu-category') ?? [])].map((el) => ({
          id: el.dataset.category ?? '',
          top: documentTop(el),
        })),
      scrollToCategory: (id, offset) => {
        // A category not rendered yet: render the whole menu now, then go.
        if (!document.getElementById(categorySectionId(id)))
          flushSync(() => setShown(Number.MAX_SAFE_INTEGER));
        const el = document.getElementById(categorySectionId(id));
        if (el) window.scrollTo({ top: documentTop(el) - offset, behavior: 'smooth' });
      },
    }),
    [],
  );
  return (
    <div className="menu-list" ref={rootRef}>
      {categories.slice(0, shown).map((c) => (
        <section
          key={c.categoryId._id}
          id={categorySectionId(c.categoryId._id)}
          data-category={c.categoryId._id}
          className="menu-category"
          aria-labelledby={`h-${c.categoryId._id}`}
        >
          <CategoryTitle category={c.categoryId} />
          <ul className="menu-items">
            {c.items.map((item) => (
              <li key={item._id}>
                <MenuRowButton item={item} category={c.categoryId} onItem={onItem} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
