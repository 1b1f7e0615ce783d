import type { CategoryEntry } from '@sufra/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { aBasketLine, aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { recommendRequest } from '../api/get-recommend-items.ts';
import { RecommendedItems } from './recommended-items.tsx';

const item = (id: string, title: string, price: number, isOutOfStock = false) => ({
  _id: id,
  price,
  isOutOfStock,
  itemImageURLs: [],
  translations: { en: { title, description: '' }, ar: { title: `${title} ع`, description: '' } },
});
const categories = [
  {
    categoryId: { _id: 'c1', translations: { en: { name: 'Burgers' }, ar: { name: 'برجر' } } },
    items: [item('burger', 'Classic Burger', 25), item('fries', 'Fries', 8.5)],
  },
  {
    categoryId: { _id: 'c2', translations: { en: { name: 'Drinks' }, ar: { name: 'مشروبات' } } },
    items: [item('cola', 'Cola', 5), item('juice', 'Juice', 9, true)],
  },
] as unknown as CategoryEntry[];
const KEY = ['recommend-items', 'b1', 's1', 'm1', 'PICKUP', 'burger', 'c1'] as const;

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  await loadTexts('en');
});

const renderCarousel = (onItem = vi.fn(), answer: string[] = ['cola', 'juice', 'gone', 'fries']) =>
  renderInApp(
    <RecommendedItems
      categories={categories}
      storeId="s1"
      menuId="m1"
      serviceType="PICKUP"
      onItem={onItem}
    />,
    { brand: aBrand(), data: [[KEY, answer]] },
  );

describe('Recommended Items (000 §2.11, CART-08)', () => {
  it('shows nothing while the cart is empty', () => {
    renderCarousel();
    expect(screen.queryByRole('heading', { name: 'Recommended Items' })).toBeNull();
  });

  it("after the last cart line, shows the answer's items of this menu in order, skipping unknown and out-of-stock ids; a card opens the item", async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine({ itemId: 'burger', categoryId: 'c1' }));
    const onItem = vi.fn();
    renderCarousel(onItem);
    const section = screen.getByRole('region', { name: 'Recommended Items' });
    const cards = [...section.querySelectorAll('button')].map(
      (b) => b.querySelector('.recommended-card-title')?.textContent,
    );
    expect(cards).toEqual(['Cola', 'Fries']);
    await user.click(screen.getByRole('button', { name: /Cola/ }));
    expect(onItem).toHaveBeenCalledWith(expect.objectContaining({ _id: 'cola' }), 'c2');
  });

  it('speaks Arabic: the heading and the item titles', async () => {
    await loadTexts('ar');
    getBasket().addLine(aBasketLine({ itemId: 'burger', categoryId: 'c1' }));
    renderCarousel();
    expect(screen.getByRole('region', { name: 'أصناف مقترحة' })).toHaveTextContent('Cola ع');
  });

  it('asks only when all six fields exist (CART-08)', () => {
    const full = { itemId: 'i', storeId: 's', menuId: 'm', serviceType: 'PICKUP' as const, categoryId: 'c' };
    expect(recommendRequest(full)).toEqual(full);
    for (const field of Object.keys(full))
      expect(recommendRequest({ ...full, [field]: null }), field).toBeNull();
  });
});
