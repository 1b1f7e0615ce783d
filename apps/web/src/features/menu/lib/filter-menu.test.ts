import type { CategoryEntry } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { filterMenu } from './filter-menu.ts';

const item = (id: string, en: string, ar: string) =>
  ({
    _id: id,
    translations: { en: { title: en, description: '' }, ar: { title: ar, description: '' } },
  }) as CategoryEntry['items'][number];
const menu = [
  {
    categoryId: { _id: 'c1' },
    items: [item('1', 'Zinger Meal', 'وجبة زنجر'), item('2', 'Twister Meal', 'وجبة تويستر')],
  },
  { categoryId: { _id: 'c2' }, items: [item('3', 'Mango Juice', 'عصير مانجو')] },
] as unknown as CategoryEntry[];

describe('filterMenu (000 §2.11, §5 Search, IS20)', () => {
  it('matches a trimmed, case-insensitive substring of the title and drops empty categories', () => {
    const r = filterMenu(menu, '  zINGer ', 'en');
    expect(r).toHaveLength(1);
    expect(r[0]!.items.map((i) => i._id)).toEqual(['1']);
  });
  it('searches the title in the current language', () => {
    expect(filterMenu(menu, 'عصير', 'ar').map((c) => c.categoryId._id)).toEqual(['c2']);
    expect(filterMenu(menu, 'عصير', 'en')).toEqual([]);
  });
  it('an empty term keeps everything', () => {
    expect(filterMenu(menu, '   ', 'en')).toHaveLength(2);
  });
});
