import type { CategoryEntry } from '@sufra/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TABLE_QUERY } from '../../features/dine-in/lib/test-fixtures.ts';
import { renderDineIn } from '../../features/dine-in/lib/test-render.tsx';
import { getBasket } from '../../shared/basket/basket-state.ts';
import { initBrandState } from '../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../shared/order-settings/order-settings-state.ts';
import { aBasketLine } from '../../shared/testing/fixtures.ts';
import { loadTexts } from '../../shared/testing/render-in-app.tsx';
import { Component as DineInMenu } from './dine-in-menu.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../shared/api/client.ts')>()),
  callApi,
}));

const item = (id: string, title: string, price: number) => ({
  _id: id,
  price,
  isOutOfStock: false,
  itemImageURLs: [],
  translations: { en: { title, description: '' }, ar: { title, description: '' } },
});
const categories = [
  {
    categoryId: { _id: 'c1', translations: { en: { name: 'Mezze' }, ar: { name: 'مقبلات' } } },
    items: [item('i1', 'Hummus', 20)],
  },
] as unknown as CategoryEntry[];

beforeEach(async () => {
  localStorage.clear();
  callApi.mockReset().mockReturnValue(new Promise(() => {}));
  initBrandState('b1');
  getOrderSettings().setServiceType('DINE_IN');
  getBasket().clear();
  await loadTexts('en');
});

describe('the dine-in menu /dine-in (002 §2.5)', () => {
  it("shows the store's dine-in menu; an item opens at /dine-in/item/{itemId}/{catId} with the query (no location asked)", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderDineIn(<DineInMenu />, { entries: [`/dine-in${TABLE_QUERY}`] });
    queryClient.setQueryData(['dine-in-menu', 'b1', 's1'], (old: { storeInfo: unknown } | undefined) => ({
      storeInfo: old?.storeInfo,
      storeMenu: { _id: 'm1', categories },
    }));
    await user.click(await screen.findByText('Hummus'));
    expect(screen.getByTestId('location').textContent).toBe(`/dine-in/item/i1/c1${TABLE_QUERY}`);
  });

  it("the basket bar goes to 'Your Order' (/dine-in/checkout) with the query", async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine());
    renderDineIn(<DineInMenu />, { entries: [`/dine-in${TABLE_QUERY}`] });
    await user.click(await screen.findByRole('link', { name: /View Basket/i }));
    expect(screen.getByTestId('location').textContent).toBe(`/dine-in/checkout${TABLE_QUERY}`);
  });
});
