import type { CategoryEntry } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { categoryAt, itemCount, menuRows } from './menu-rows.ts';

const category = (id: string, items: number) =>
  ({
    categoryId: { _id: id, translations: { en: { name: id }, ar: { name: id } } },
    items: Array.from({ length: items }, (_, i) => ({ _id: `${id}-${i}` })),
  }) as unknown as CategoryEntry;

describe('menu rows for the virtualised list (000 §2.11, issue 6)', () => {
  it('puts each heading before its items, one item per row on a phone', () => {
    const { rows, headingIndex } = menuRows([category('a', 2), category('b', 1)], 1);
    expect(
      rows.map((r) => (r.kind === 'heading' ? `h:${r.category._id}` : r.items.map((i) => i._id).join('+'))),
    ).toEqual(['h:a', 'a-0', 'a-1', 'h:b', 'b-0']);
    expect(headingIndex.get('a')).toBe(0);
    expect(headingIndex.get('b')).toBe(3);
  });

  it('pairs items on a desktop (2 columns), a lone last item on its own row', () => {
    const { rows } = menuRows([category('a', 3)], 2);
    expect(rows.map((r) => (r.kind === 'heading' ? 'h' : r.items.length))).toEqual(['h', 2, 1]);
    expect(rows.filter((r) => r.kind === 'items').map((r) => r.kind === 'items' && r.first)).toEqual([
      true,
      false,
    ]);
  });

  it('counts the items of a menu', () => {
    expect(itemCount([category('a', 3), category('b', 4)])).toBe(7);
  });
});

describe('the category in view (000 §2.11: detection band from 140 px below the top)', () => {
  const tops = [
    { id: 'a', top: 500 },
    { id: 'b', top: 1500 },
    { id: 'c', top: 4000 },
  ];
  it('is the first category above the first section', () => {
    expect(categoryAt(tops, 0)).toBe('a');
  });
  it('is the last category whose section starts at or above the line', () => {
    expect(categoryAt(tops, 500)).toBe('a');
    expect(categoryAt(tops, 1499)).toBe('b'); // within 1 px: a section just reached counts
    expect(categoryAt(tops, 3999)).toBe('c');
    expect(categoryAt(tops, 2500)).toBe('b'); // a tall section stays active all along
  });
  it('is null for an empty menu', () => {
    expect(categoryAt([], 100)).toBeNull();
  });
});
