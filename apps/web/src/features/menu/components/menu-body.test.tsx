import type { CategoryEntry } from '@sufra/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterMenu } from '../lib/filter-menu.ts';
import { MenuBody } from './menu-body.tsx';

const item = (id: string, title: string, price: number, isOutOfStock = false) => ({
  _id: id,
  price,
  isOutOfStock,
  itemImageURLs: [],
  translations: { en: { title, description: `${title} description` }, ar: { title, description: '' } },
});
const menu = [
  {
    categoryId: { _id: 'c1', translations: { en: { name: 'Burgers' }, ar: { name: 'برجر' } } },
    items: [item('1', 'Zinger Meal', 30), item('2', 'Build your own', 0, true)],
  },
  {
    categoryId: { _id: 'c2', translations: { en: { name: 'Juices' }, ar: { name: 'عصائر' } } },
    items: [item('3', 'Mango Juice', 12)],
  },
] as unknown as CategoryEntry[];

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});
const renderBody = (term: string) => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <MenuBody
        loaded
        menuIsEmpty={false}
        categories={filterMenu(menu, term, 'en')}
        term={term}
        onItem={vi.fn()}
      />,
    ),
  );
};
const headings = () => [...host.querySelectorAll('section h2')].map((h) => h.textContent);

describe('MenuBody (000 §2.7, §2.11)', () => {
  it('lists every category as a section with a heading and a list of item buttons, with chips', () => {
    renderBody('');
    expect(headings()).toEqual(['Burgers', 'Juices']);
    expect(host.querySelector('nav')).toBeInTheDocument();
    const burgers = host.querySelectorAll('section ul')[0]!;
    expect(burgers.querySelectorAll('li > button[type="button"]')).toHaveLength(2);
    // 'Price On Selection' when price ≤ 0 and the 'Out of stock' label (keys: no i18n instance runs here).
    expect(host).toHaveTextContent('priceOnSelection');
    expect(host).toHaveTextContent('outOfStock');
  });
  it('while searching: drops categories without a match and hides the chips', () => {
    renderBody('mango');
    expect(headings()).toEqual(['Juices']);
    expect(host.querySelector('nav')).toBeNull();
  });
  it('shows the empty-search text when nothing matches', () => {
    renderBody('pizza');
    expect(headings()).toEqual([]);
    expect(host).toHaveTextContent('noResults');
  });
});
