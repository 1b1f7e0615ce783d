import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStaticPageAlias, RESERVED_SEGMENTS } from '../shared/config/static-page-alias.ts';
import { aBrand } from '../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../shared/testing/render-in-app.tsx';
import { StaticPageAlias } from './static-page-alias.tsx';

const page = (isActive: boolean) => ({
  isActive,
  linkTitle: { en: 'About us', ar: 'من نحن' },
  formattedData: { en: '<p>About</p>', ar: '<p>عنّا</p>' },
});
const PAGES = { 'about-us': page(true), hidden: page(false), item: page(true), 'track-order-x': page(true) };

describe('IS13: /{pageId} is a static page only for the brand’s own active page (000 §2.3, decision 0036)', () => {
  beforeAll(() => loadTexts('en'));

  it('an active page of setting.staticPages is an alias; an inactive, unknown or reserved one is not', () => {
    expect(isStaticPageAlias(PAGES, 'about-us')).toBe(true);
    expect(isStaticPageAlias(PAGES, 'hidden')).toBe(false);
    expect(isStaticPageAlias(PAGES, 'nope')).toBe(false);
    expect(isStaticPageAlias(PAGES, '')).toBe(false);
    expect(isStaticPageAlias(undefined, 'about-us')).toBe(false);
    // A page may never hide a route of the storefront, even when the brand gave it that key.
    expect(isStaticPageAlias(PAGES, 'item')).toBe(false);
    expect(isStaticPageAlias(PAGES, 'track-order-x')).toBe(false);
    // Not an own key: a prototype name is not a page.
    expect(isStaticPageAlias(PAGES, 'constructor')).toBe(false);
    for (const segment of ['preview', 'kitchen', 'dine-in', 'pages', 'basket'])
      expect(RESERVED_SEGMENTS).toContain(segment);
  });

  it.each([
    ['/about-us', 'page'],
    ['/hidden', 'unknown'],
    ['/whatever', 'unknown'],
    ['/item', 'unknown'],
  ])('%s renders the %s', (path, expected) => {
    const brand = aBrand();
    (brand.setting as { staticPages?: unknown }).staticPages = PAGES;
    renderInApp(
      <Routes>
        <Route
          path="/:pageId"
          element={<StaticPageAlias page={<p>the page</p>} unknown={<p>the unknown path</p>} />}
        />
      </Routes>,
      { brand, path },
    );
    expect(screen.getByText(expected === 'page' ? 'the page' : 'the unknown path')).toBeTruthy();
  });
});
