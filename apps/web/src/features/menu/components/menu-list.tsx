import { forwardRef, lazy, Suspense, useImperativeHandle, useRef } from 'react';
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
 * whole, so the browser's find-in-page and every row's focus work as on any page.
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

const FullMenuList = forwardRef<MenuListHandle, MenuListProps>(function FullMenuList(
  { categories, onItem },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      sectionTops: () =>
        [...(rootRef.current?.querySelectorAll<HTMLElement>('.menu-category') ?? [])].map((el) => ({
          id: el.dataset.category ?? '',
          top: documentTop(el),
        })),
      scrollToCategory: (id, offset) => {
        const el = document.getElementById(categorySectionId(id));
        if (el) window.scrollTo({ top: documentTop(el) - offset, behavior: 'smooth' });
      },
    }),
    [],
  );
  return (
    <div className="menu-list" ref={rootRef}>
      {categories.map((c) => (
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
