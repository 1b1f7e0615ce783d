import type { Store } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { filterStores } from './filter-stores.ts';

const store = (id: string, en: string, ar: string) =>
  ({ _id: id, translations: { en: { name: en }, ar: { name: ar } } }) as unknown as Store;
const stores = [store('a', 'Al Nile Arjan', 'النيل أرجان'), store('b', 'Al Nile Barsha', 'النيل البرشاء')];

describe('filterStores (001 §2.7 Search for a store)', () => {
  it('matches a trimmed, case-insensitive substring of the name', () => {
    expect(filterStores(stores, '  BARSHA ', 'en').map((s) => s._id)).toEqual(['b']);
    expect(filterStores(stores, 'أرجان', 'ar').map((s) => s._id)).toEqual(['a']);
    expect(filterStores(stores, '', 'en')).toHaveLength(2);
  });
});
