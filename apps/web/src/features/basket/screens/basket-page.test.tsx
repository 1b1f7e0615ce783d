import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBasketLine, aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as BasketPage } from './basket-page.tsx';

const cheese = {
  optionId: 'cheese',
  modifierGroupId: 'extras',
  name: { en: 'Cheese', ar: 'جبن' },
  priceFils: 300,
  quantity: 1,
};

function renderBasket() {
  return renderInApp(<BasketPage />, {
    brand: aBrand(),
    path: '/store/basket',
    data: [[['pickup-stores', 'b1'], { stores: [aStore()] }]],
  });
}
const line = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('basket page (000 §2.14, §2.15, §4.7)', () => {
  it('000 §2.14: each line shows its title, its price × quantity and the chosen options with their prices', async () => {
    getBasket().addLine(aBasketLine({ quantity: 2, unitPriceFils: 2800, options: [cheese] }));
    getBasket().addLine(aBasketLine({ lineId: 'l2', itemId: 'fries', title: { en: 'Fries', ar: 'بطاطس' } }));
    renderBasket();
    const burger = line('Classic Burger');
    expect(within(burger).getByText('AED 56.00')).toBeInTheDocument();
    const addOns = within(burger).getByText('1 add-on').closest('details') as HTMLElement;
    expect(addOns).toHaveTextContent('1× Cheese');
    expect(addOns).toHaveTextContent('AED 3.00');
    expect(within(line('Fries')).queryByText(/add-on/)).toBeNull();
  });

  it('000 §2.15: the price summary and the bottom bar add 5 % VAT to the items', () => {
    getBasket().addLine(aBasketLine({ quantity: 2, unitPriceFils: 2800, options: [cheese] }));
    renderBasket();
    const summary = screen.getByRole('region', { name: 'Price summary' });
    expect(summary).toHaveTextContent(/Basket Total\s*AED 56\.00/);
    expect(summary).toHaveTextContent(/Value Added Tax \(5%\)\s*AED 2\.80/);
    expect(summary).toHaveTextContent(/Total\s*AED 58\.80/);
    expect(screen.getByText('Total (inc. Tax)').parentElement).toHaveTextContent('AED 58.80');
  });

  it('000 §4.7: + adds one within the stock, then is disabled with the reason; − at 1 removes the line', async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine({ isStockEnabled: true, availableStock: 2 }));
    renderBasket();
    await user.click(screen.getByRole('button', { name: 'Add one more Classic Burger' }));
    expect(getBasket().lines[0]?.quantity).toBe(2);
    expect(within(line('Classic Burger')).getByText('AED 50.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maximum available quantity reached' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'One less Classic Burger' }));
    expect(getBasket().lines[0]?.quantity).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove Classic Burger' }));
    expect(getBasket().lines).toEqual([]);
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
  });

  it("000 §2.14: 'Remove' takes the line out and the totals follow", async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine());
    getBasket().addLine(aBasketLine({ lineId: 'l2', itemId: 'fries', title: { en: 'Fries', ar: 'بطاطس' } }));
    renderBasket();
    await user.click(screen.getByRole('button', { name: 'Remove Classic Burger from the basket' }));
    expect(screen.queryByText('Classic Burger')).toBeNull();
    expect(getBasket().lines.map((l) => l.itemId)).toEqual(['fries']);
    expect(screen.getByRole('region', { name: 'Price summary' })).toHaveTextContent(
      /Basket Total\s*AED 25\.00/,
    );
  });

  it("000 §2.14: an empty basket reads 'Your basket is empty' with 'Add more items', which goes home", async () => {
    const user = userEvent.setup();
    renderBasket();
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add more items' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('000 §2.14 in Arabic: the same lines and texts in Arabic, amounts before AED', async () => {
    await loadTexts('ar');
    getBasket().addLine(aBasketLine({ options: [cheese], unitPriceFils: 2800 }));
    renderBasket();
    expect(screen.getByText('برجر كلاسيك')).toBeInTheDocument();
    expect(within(line('برجر كلاسيك')).getByText('28.00 AED')).toBeInTheDocument();
    expect(screen.getByText('جبن', { exact: false })).toBeInTheDocument();
  });
});
