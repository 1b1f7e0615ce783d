import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDesktop } from '../../../shared/ui/use-media-query.ts';
import { menuRows } from '../lib/menu-rows.ts';
import { categorySectionId } from './category-chips.tsx';
import {
  CategoryTitle,
  documentTop,
  type MenuListHandle,
  type MenuListProps,
  MenuRowButton,
} from './menu-row.tsx';

/** Estimated heights before measuring, px: a heading, and a row of items. */
const ESTIMATE = { heading: 52, items: 118 };

/**
 * The menu list of a big menu (menu-list.tsx), virtualised against the window with
 * @tanstack/react-virtual: headings and rows of items (2 per row on a desktop) near the viewport
 * are in the DOM, measured as they render.
 */
const VirtualMenuList = forwardRef<MenuListHandle, MenuListProps>(function VirtualMenuList(
  { categories, onItem },
  ref,
) {
  // Two item columns on a desktop (as the full list's grid), one on a phone.
  const columns = useDesktop() ? 2 : 1;
  const { rows, headingIndex } = useMemo(() => menuRows(categories, columns), [categories, columns]);
  const rootRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const update = () => setScrollMargin(documentTop(el));
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'heading' ? ESTIMATE.heading : ESTIMATE.items),
    overscan: 6,
    scrollMargin,
    getItemKey: (i) => rows[i]?.key ?? i,
  });
  useImperativeHandle(
    ref,
    () => ({
      sectionTops: () =>
        categories.map((c) => {
          const index = headingIndex.get(c.categoryId._id) ?? 0;
          return { id: c.categoryId._id, top: virtualizer.measurementsCache[index]?.start ?? 0 };
        }),
      scrollToCategory: (id, offset) => {
        const index = headingIndex.get(id);
        if (index === undefined) return;
        // Rows above the target may not be measured yet: jump, then correct once they are.
        const jump = () => {
          const start = virtualizer.measurementsCache[index]?.start;
          if (start !== undefined) window.scrollTo({ top: start - offset });
        };
        jump();
        requestAnimationFrame(() => requestAnimationFrame(jump));
      },
    }),
    [categories, headingIndex, virtualizer],
  );
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={rootRef}
      className="menu-list menu-list-virtual"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      <div
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: '100%',
          transform: `translateY(${(items[0]?.start ?? scrollMargin) - scrollMargin}px)`,
        }}
      >
        {items.map((v) => {
          const row = rows[v.index]!;
          return (
            <div key={v.key} data-index={v.index} ref={virtualizer.measureElement}>
              {row.kind === 'heading' ? (
                <div
                  className="menu-category"
                  id={categorySectionId(row.category._id)}
                  data-category={row.category._id}
                >
                  <CategoryTitle category={row.category} />
                </div>
              ) : (
                <ul
                  className="menu-items"
                  aria-labelledby={`h-${row.category._id}`}
                  data-first={row.first ? 'true' : undefined}
                >
                  {row.items.map((item) => (
                    <li key={item._id}>
                      <MenuRowButton item={item} category={row.category} onItem={onItem} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});

export default VirtualMenuList;
