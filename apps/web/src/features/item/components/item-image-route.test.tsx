import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { aBrand, anItem } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { itemImageRoute, itemPageOfImageRoute } from '../lib/item-image-route.ts';
import { Component as ItemImage } from '../screens/item-image.tsx';
import { ItemGallery } from './item-gallery.tsx';

const THREE = ['/demo/a.svg', '/demo/b.svg', '/demo/c.svg'];

/** The router's search and a browser Back button. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

function renderRoutes(path: string, data: ReadonlyArray<readonly [readonly unknown[], unknown]> = []) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/item/:itemId/:catId" element={<ItemGallery urls={THREE} title="Classic Burger" />} />
        <Route path="/item/item-image" element={<ItemImage />} />
        <Route
          path="/dine-in/item/:itemId/:catId"
          element={<ItemGallery urls={THREE} title="Classic Burger" />}
        />
        <Route path="/dine-in/item-image" element={<ItemImage />} />
      </Routes>
      <Probe />
    </>,
    { brand: aBrand({ catalogueType: 'BRAND_BASED_CATALOGUE' }), path, data },
  );
}
const viewer = () => screen.getByRole('dialog', { name: 'Photos of Classic Burger' });
const counter = () => viewer().querySelector('bdi');

describe('the item-image routes (000 §2.3 RT03/RT19/RT36/RT46, §2.13; decision 0036)', () => {
  beforeAll(() => loadTexts('en'));

  it('the route of each item page, its query fallback and back to the page (dine-in keeps the table query)', () => {
    expect(itemImageRoute('/item/burger/c1', '', 1)).toEqual({
      pathname: '/item/item-image',
      search: '?item=burger&cat=c1&i=2',
    });
    expect(itemImageRoute('/store/item/burger/c1', '?image=3', 0)).toEqual({
      pathname: '/store/item-image',
      search: '?item=burger&cat=c1&i=1',
    });
    const table = '?store-id=s1&service-type=dine-in&table-number=4&t=tok';
    const dine = itemImageRoute('/dine-in/item/burger/c1', table, 2);
    expect(dine).toEqual({ pathname: '/dine-in/item-image', search: `${table}&item=burger&cat=c1&i=3` });
    expect(itemPageOfImageRoute(dine!.pathname, dine!.search)).toEqual({
      pathname: '/dine-in/item/burger/c1',
      search: table,
    });
    const preview = itemImageRoute('/preview/item-detail', '?item=burger&cat=c1&token=abc', 0);
    expect(preview).toEqual({ pathname: '/preview/item-image', search: '?item=burger&cat=c1&token=abc&i=1' });
    expect(itemPageOfImageRoute(preview!.pathname, preview!.search)).toEqual({
      pathname: '/preview/item-detail',
      search: '?item=burger&cat=c1&token=abc',
    });
    expect(itemPageOfImageRoute('/item/item-image', '?item=burger&cat=c1&i=2')).toEqual({
      pathname: '/item/burger/c1',
      search: '',
    });
    // Not an item page (an item dialog over the menu): no route, the overlay stays.
    expect(itemImageRoute('/', '', 0)).toBeNull();
    expect(itemPageOfImageRoute('/item/item-image', '?i=2')).toBeNull();
  });

  it('on the item page, a photo pushes /item/item-image with its state; Back closes it and returns to the item', async () => {
    const user = userEvent.setup();
    renderRoutes('/item/burger/c1');
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Classic Burger, photo 2 of 3' }));
    expect(await screen.findByRole('dialog', { name: 'Photos of Classic Burger' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/item/item-image');
    expect(screen.getByTestId('search')).toHaveTextContent('?item=burger&cat=c1&i=2');
    expect(counter()).toHaveTextContent('2 / 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('3 / 3');
    expect(screen.getByTestId('search')).toHaveTextContent('i=3');
    fireEvent.click(screen.getByText('browser back'));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/item/burger/c1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a deep link without state loads the item’s images and shows photo i; closing opens the item page', async () => {
    const user = userEvent.setup();
    const item = anItem({ _id: 'burger', itemImageURLs: THREE });
    (item as { translations: unknown }).translations = {
      en: { title: 'Classic Burger', description: '' },
      ar: { title: 'برجر كلاسيك', description: '' },
    };
    renderRoutes('/item/item-image?item=burger&cat=c1&i=3', [
      [['item', 'b1', 'burger', null, null, 'c1'], { itemInfo: item, isMenuActive: true }],
    ]);
    expect(await screen.findByRole('dialog', { name: 'Photos of Classic Burger' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 3');
    expect(within(viewer()).getByRole('img')).toHaveAttribute('src', '/demo/c.svg');
    await user.click(within(viewer()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/item/burger/c1'));
  });

  it('dine-in: the viewer route keeps the table query, and Back returns to the item with it', async () => {
    const user = userEvent.setup();
    const table = '?store-id=s1&service-type=dine-in&table-number=4&t=tok';
    renderRoutes(`/dine-in/item/burger/c1${table}`);
    await user.click(screen.getByRole('button', { name: 'Classic Burger, photo 1 of 3' }));
    await screen.findByRole('dialog');
    expect(screen.getByTestId('path')).toHaveTextContent('/dine-in/item-image');
    expect(screen.getByTestId('search')).toHaveTextContent(`${table}&item=burger&cat=c1&i=1`);
    fireEvent.click(screen.getByText('browser back'));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dine-in/item/burger/c1'));
    expect(screen.getByTestId('search')).toHaveTextContent(table);
  });
});
