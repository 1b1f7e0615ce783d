import type { Item } from '@sufra/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand, aGroup, anItem, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { ItemDetail } from './item-detail.tsx';

const bread = aGroup(
  'bread',
  { en: 'Bread', ar: 'الخبز' },
  [
    { id: 'brioche', en: 'Brioche', ar: 'بريوش' },
    { id: 'sourdough', en: 'Sourdough', ar: 'عجين مخمر', price: 2 },
  ],
  { isSingleSelection: true, minimumAllowedSelection: 1, maximumAllowedSelection: 1 },
);
const extras = aGroup('extras', { en: 'Extras', ar: 'إضافات' }, [
  { id: 'cheese', en: 'Cheese', ar: 'جبن', price: 3 },
  { id: 'bacon', en: 'Beef bacon', ar: 'لحم مقدد', price: 4 },
  { id: 'egg', en: 'Egg', ar: 'بيض', price: 1 },
]);

/** The item detail of `item` (outlet brand, store s1 selected for pickup), in the modal form (with a close button). */
function renderItem(item: Item) {
  let done = 0;
  const view = renderInApp(
    <ItemDetail itemId={item._id} categoryId="c1" onDone={() => (done += 1)} onClose={() => undefined} />,
    {
      brand: aBrand(),
      data: [
        [['pickup-stores', 'b1'], { stores: [aStore()] }],
        [
          ['item', 'b1', item._id, 's1', 'PICKUP', 'c1'],
          {
            itemInfo: item,
            isMenuActive: true,
            availableStock: 0,
            isOutOfStock: false,
            isStockEnabled: false,
          },
        ],
      ],
    },
  );
  return { ...view, done: () => done };
}
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const addButton = () => screen.getByRole('button', { name: /to basket/ });

// jsdom has no layout: record the scroll to the failing group instead.
const scrolledTo: Element[] = [];
Element.prototype.scrollIntoView = function (this: Element) {
  scrolledTo.push(this);
};

beforeEach(async () => {
  scrolledTo.length = 0;
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  await loadTexts('en');
});

describe('item detail (000 §2.12, §5)', () => {
  it("000 §2.12, §5: a required group is marked 'Required'; adding without it scrolls to it and is refused with its message", async () => {
    const user = userEvent.setup();
    const { done } = renderItem(anItem({ modifierGroups: [bread, extras] }));
    expect(within(group('Bread')).getByText('Required')).toBeInTheDocument();
    expect(within(group('Extras')).getByText('Optional · choose up to 2')).toBeInTheDocument();

    await user.click(addButton());
    expect(await within(group('Bread')).findByRole('alert')).toHaveTextContent(
      'Please select at least 1 side options from the Bread section to proceed',
    );
    expect(scrolledTo).toEqual([group('Bread')]);
    expect(getBasket().lines).toHaveLength(0);
    expect(done()).toBe(0);

    await user.click(screen.getByLabelText('Brioche'));
    expect(within(group('Bread')).queryByRole('alert')).toBeNull();
    await user.click(addButton());
    expect(getBasket().lines).toHaveLength(1);
    expect(done()).toBe(1);
  });

  it('000 §5: in a single-choice group a new choice replaces the chosen option', async () => {
    const user = userEvent.setup();
    renderItem(anItem({ modifierGroups: [bread] }));
    await user.click(screen.getByLabelText('Brioche'));
    await user.click(screen.getByLabelText(/Sourdough/));
    expect(screen.getByLabelText('Brioche')).not.toBeChecked();
    expect(screen.getByLabelText(/Sourdough/)).toBeChecked();
    await user.click(addButton());
    expect(getBasket().lines[0]?.options.map((o) => o.optionId)).toEqual(['sourdough']);
  });

  it('000 §5: a multi-select group takes at most maximumAllowedSelection options', async () => {
    const user = userEvent.setup();
    renderItem(anItem({ modifierGroups: [extras] }));
    await user.click(screen.getByLabelText(/Cheese/));
    await user.click(screen.getByLabelText(/Beef bacon/));
    await user.click(screen.getByLabelText(/Egg/));
    expect(screen.getByLabelText(/Egg/)).not.toBeChecked();
    expect(within(group('Extras')).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.click(addButton());
    expect(getBasket().lines[0]?.options.map((o) => o.optionId)).toEqual(['cheese', 'bacon']);
  });

  it('000 §5: the quantity selector shows only when maximumOrderQuantity ≥ 2', () => {
    renderItem(anItem({ maximumOrderQuantity: 1 }));
    expect(screen.queryByRole('button', { name: 'Add one more Classic Burger' })).toBeNull();
    expect(addButton()).toHaveTextContent('Add 1 to basket');
  });

  it("000 §2.12: 'Add N to basket' shows the live total (price with options × quantity) and adds N", async () => {
    const user = userEvent.setup();
    renderItem(anItem({ maximumOrderQuantity: 5, modifierGroups: [extras] }));
    expect(addButton()).toHaveTextContent('Add 1 to basket');
    expect(addButton()).toHaveTextContent('AED 25.00');
    await user.click(screen.getByLabelText(/Cheese/));
    expect(addButton()).toHaveTextContent('AED 28.00');
    await user.click(screen.getByRole('button', { name: 'Add one more Classic Burger' }));
    expect(addButton()).toHaveTextContent('Add 2 to basket');
    expect(addButton()).toHaveTextContent('AED 56.00');
    await user.click(addButton());
    expect(getBasket().lines).toMatchObject([{ itemId: 'burger', quantity: 2, unitPriceFils: 2800 }]);
  });

  // 0100 IS21: the modifier stepper's floor is 0 (its − at 1 removes the option); the item quantity floor is 1.
  it('IS21: an option stepper goes down to 0, which removes the option; the item quantity stops at 1', async () => {
    const user = userEvent.setup();
    const sauces = aGroup('sauces', { en: 'Sauces', ar: 'صلصات' }, [
      { id: 'garlic', en: 'Garlic', ar: 'ثوم', price: 1, maximumOrderQuantity: 3 },
    ]);
    renderItem(anItem({ maximumOrderQuantity: 5, modifierGroups: [sauces] }));
    await user.click(screen.getByLabelText(/Garlic/));
    await user.click(screen.getByRole('button', { name: 'Add one more Garlic' }));
    await user.click(screen.getByRole('button', { name: 'One less Garlic' }));
    // At 1 the option's − is not disabled: it reads 'Remove' and takes the option to 0 (removed).
    const remove = screen.getByRole('button', { name: 'Remove Garlic' });
    expect(remove).toBeEnabled();
    await user.click(remove);
    expect(screen.getByLabelText(/Garlic/)).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Remove Garlic' })).toBeNull();
    // The item's own − at 1 is disabled: the quantity never goes below 1.
    expect(screen.getByRole('button', { name: 'One less Classic Burger' })).toBeDisabled();
    await user.click(addButton());
    expect(getBasket().lines).toMatchObject([{ itemId: 'burger', quantity: 1, options: [] }]);
  });

  it('issue 17: a sold-out option (stock enabled, none left) shows Out of stock, cannot be chosen, and is not preselected as a default', async () => {
    const user = userEvent.setup();
    const soldOutExtras = {
      ...extras,
      modifiers: extras.modifiers.map((m) =>
        m._id === 'cheese' ? { ...m, isStockEnabled: true, availableStock: 0, isDefault: true } : m,
      ),
    };
    renderItem(anItem({ modifierGroups: [soldOutExtras] }));
    const cheese = within(group('Extras')).getByRole('checkbox', { name: /Cheese/ });
    expect(cheese).toBeDisabled();
    expect(cheese).not.toBeChecked();
    expect(cheese).toHaveAccessibleName(expect.stringContaining('Out of stock'));
    const bacon = within(group('Extras')).getByRole('checkbox', { name: /Beef bacon/ });
    expect(bacon).toBeEnabled();
    await user.click(bacon);
    expect(bacon).toBeChecked();
  });
});
