import type { CategoryEntry, MenuItem } from '@sufra/contract';

/** Menus with more items than this are virtualised (issue 6: a 1,410-item menu under 3,000 DOM nodes). */
export const VIRTUALIZE_FROM_ITEMS = 200;

/** One row of the flattened menu: a category's heading, or up to `columns` of its items side by side. */
export type MenuRow =
  | { kind: 'heading'; key: string; category: CategoryEntry['categoryId'] }
  | { kind: 'items'; key: string; category: CategoryEntry['categoryId']; items: MenuItem[]; first: boolean };

/**
 * Flattens categories into rows for the virtualised list (000 §2.11): each category's heading,
 * then its items, `columns` per row (1 on a phone, 2 on a desktop ≥ 1024 px, as the full list's
 * grid). `headingIndex` gives each category's heading row.
 */
export function menuRows(
  categories: CategoryEntry[],
  columns: number,
): { rows: MenuRow[]; headingIndex: Map<string, number> } {
  const rows: MenuRow[] = [];
  const headingIndex = new Map<string, number>();
  for (const c of categories) {
    const id = c.categoryId._id;
    headingIndex.set(id, rows.length);
    rows.push({ kind: 'heading', key: `h-${id}`, category: c.categoryId });
    for (let i = 0; i < c.items.length; i += columns) {
      rows.push({
        kind: 'items',
        key: `i-${id}-${i}`,
        category: c.categoryId,
        items: c.items.slice(i, i + columns),
        first: i === 0,
      });
    }
  }
  return { rows, headingIndex };
}

/** The number of items of a menu. */
export const itemCount = (categories: CategoryEntry[]) => categories.reduce((n, c) => n + c.items.length, 0);

/**
 * The category in view (000 §2.11, issue 6): the last category whose section starts at or above
 * `line` (document px: the scroll position plus the 140 px of the spec's detection band), else
 * the first. `tops` are the sections' document tops, in menu order. A position rule rather than
 * an intersection ratio: a section taller than the band is still found (an IntersectionObserver
 * with threshold 0.2 never reports a section whose fifth does not fit in the band).
 */
export function categoryAt(tops: Array<{ id: string; top: number }>, line: number): string | null {
  let active: string | null = tops[0]?.id ?? null;
  for (const t of tops) {
    if (t.top <= line + 1) active = t.id;
    else break;
  }
  return active;
}
