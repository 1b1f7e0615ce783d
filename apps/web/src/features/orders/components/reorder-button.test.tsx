import type { ItemDetailData, Order } from '@sufra/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { ReorderButton } from './reorder-button.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const names = (en: string, ar: string) => ({ en: { title: en }, ar: { title: ar } });
const option = (id: string, en: string, ar: string, price: number) => ({
  _id: id,
  optionId: id,
  modifierGroupId: 'g1',
  price,
  quantity: 1,
  sku: null,
  baseLanguage: { optionName: en },
  translations: { en: { optionName: en }, ar: { optionName: ar } },
});
const line = (
  id: string,
  itemId: string,
  en: string,
  ar: string,
  quantity: number,
  options: unknown[] = [],
) => ({
  _id: id,
  itemId,
  categoryId: 'c1',
  sku: null,
  quantity,
  price: 10,
  lineTotal: 10 * quantity,
  baseLanguage: { title: en },
  translations: names(en, ar),
  itemImageURLs: [],
  options,
});

/** A past pickup order: burger ×2 with cheese, fries ×1, a shake (gone), a wrap (sold out), nuggets with a dip no longer offered. */
const order = {
  _id: 'o1',
  orderNumber: 'A-1001',
  storeId: 's1',
  orderStatus: 'COMPLETE',
  orderType: { type: 'PICKUP', EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
  orderLevelSpecialRequest: 'No onions',
  orderedMenu: [
    line('l1', 'burger', 'Burger', 'برجر', 2, [option('cheese', 'Cheese', 'جبن', 2)]),
    line('l2', 'fries', 'Fries', 'بطاطس', 1),
    line('l3', 'shake', 'Shake', 'ميلك شيك', 1),
    line('l4', 'wrap', 'Wrap', 'راب', 1),
    line('l5', 'nuggets', 'Nuggets', 'ناجتس', 1, [option('dip', 'BBQ dip', 'صلصة باربكيو', 1)]),
  ],
} as unknown as Order;

/** Today's detail of an item: price in AED, its modifiers, stock. */
function detail(
  id: string,
  en: string,
  price: number,
  over: Partial<ItemDetailData> = {},
  modifiers: unknown[] = [],
) {
  return {
    itemInfo: {
      _id: id,
      categoryId: 'c1',
      sku: null,
      price,
      baseLanguage: { title: en, description: '' },
      translations: { en: { title: en, description: '' }, ar: { title: `${en}-ar`, description: '' } },
      itemImageURLs: [],
      maximumOrderQuantity: 99,
      isStockEnabled: false,
      availableStock: 0,
      isOutOfStock: false,
      modifierGroupCount: 1,
      unavailableStores: [],
      modifierGroups: [
        {
          _id: 'g1',
          baseLanguage: { name: 'Extras' },
          translations: { en: { name: 'Extras' }, ar: { name: 'إضافات' } },
          isSingleSelection: false,
          minimumAllowedSelection: 0,
          maximumAllowedSelection: 3,
          modifiers,
          isDemoAddition: false,
        },
      ],
    },
    isMenuActive: true,
    availableStock: 0,
    isOutOfStock: false,
    isStockEnabled: false,
    ...over,
  };
}
const modifier = (id: string, en: string, price: number) => ({
  _id: id,
  baseLanguage: { name: en },
  translations: { en: { name: en }, ar: { name: `${en}-ar` } },
  price,
  maximumOrderQuantity: 5,
  isStockEnabled: false,
  availableStock: 0,
  isDefault: false,
});

/** The reorder's announcement (role status; the test router's path probe is another). */
const result = () => screen.getAllByRole('status').find((e) => e.classList.contains('reorder-result'))!;

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  callApi.mockReset();
  callApi.mockImplementation(async (route: { path: string }, body: { itemId: string; storeId: string }) => {
    expect(route.path).toBe('menus/get-menu-item-detail');
    expect(body.storeId).toBe('s1');
    switch (body.itemId) {
      case 'burger':
        return detail('burger', 'Burger', 12, {}, [modifier('cheese', 'Cheese', 3)]);
      case 'fries':
        return detail('fries', 'Fries', 9);
      case 'wrap':
        return detail('wrap', 'Wrap', 20, { isOutOfStock: true });
      case 'nuggets':
        return detail('nuggets', 'Nuggets', 15, {}, [modifier('honey', 'Honey', 1)]);
      default:
        throw new ApiError('Item not found', 404);
    }
  });
  await loadTexts('en');
});

describe('Reorder (issue 17, decision 0029)', () => {
  it("puts the order's lines into the basket at today's prices and names what is no longer available", async () => {
    renderInApp(<ReorderButton order={order} />, { brand: aBrand() });
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await screen.findByText("Added to your basket at today's prices.");

    const lines = getBasket().lines;
    expect(lines.map((l) => [l.itemId, l.quantity, l.unitPriceFils])).toEqual([
      ['burger', 2, 1500],
      ['fries', 1, 900],
    ]);
    expect(lines[0]!.options).toEqual([
      expect.objectContaining({ optionId: 'cheese', priceFils: 300, quantity: 1, modifierGroupId: 'g1' }),
    ]);
    expect(getBasket().specialInstructions).toBe('No onions');
    expect(getOrderSettings()).toMatchObject({ serviceType: 'PICKUP', selectedStoreId: 's1' });

    const status = result();
    expect(status).toHaveTextContent('Shake — no longer on the menu');
    expect(status).toHaveTextContent('Wrap — sold out');
    expect(status).toHaveTextContent('Nuggets — “BBQ dip” is no longer offered');
    expect(screen.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/store/basket');
  });

  it('in Arabic: the left-out lines named in Arabic', async () => {
    await loadTexts('ar');
    renderInApp(<ReorderButton order={order} />, { brand: aBrand() });
    fireEvent.click(screen.getByRole('button', { name: 'إعادة الطلب' }));
    await screen.findByText('أُضيفت إلى سلتك بأسعار اليوم.');
    const status = result();
    expect(status).toHaveTextContent('ميلك شيك — لم يعد في القائمة');
    expect(status).toHaveTextContent('ناجتس — لم يعد «صلصة باربكيو» متاحًا');
  });

  it('nothing available: says so and adds nothing; a network failure adds nothing and is shown', async () => {
    const gone = { ...order, orderedMenu: [order.orderedMenu[2]!] } as Order;
    const { unmount } = renderInApp(<ReorderButton order={gone} />, { brand: aBrand() });
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await screen.findByText("None of this order's items can be ordered now.");
    expect(getBasket().lines).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'View basket' })).toBeNull();
    unmount();

    callApi.mockRejectedValue(new ApiError('Network problem', 0));
    renderInApp(<ReorderButton order={order} />, { brand: aBrand() });
    fireEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network problem');
    expect(getBasket().lines).toHaveLength(0);
  });
});
