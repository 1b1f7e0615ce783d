import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { aBasketLine } from '../../../shared/testing/fixtures.ts';
import { aTableWithOrder, TABLE_QUERY } from './test-fixtures.ts';
import { renderDineIn } from './test-render.tsx';
import { useFinishDineInOrder } from './use-finish-order.ts';

function Finish({ orderNumber }: { orderNumber: string }) {
  const finish = useFinishDineInOrder();
  return (
    <button type="button" onClick={() => finish(orderNumber, 'tt', 'PAY_NOW')}>
      finish
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

afterEach(cleanup);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
});

describe('the outcome of a placed dine-in order (002 §4.3, §2.9, §2.10; decision 0032)', () => {
  it('an order with dishes → its order-success page with the query; the cart is reset', async () => {
    getBasket().addLine(aBasketLine({ quantity: 1 }));
    renderDineIn(<Finish orderNumber="NIL-00007" />, {
      entries: [`/dine-in/checkout/payment-options${TABLE_QUERY}`],
      table: aTableWithOrder(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'finish' }));
    expect(location()).toBe(`/dine-in/order/order-success/NIL-00007${TABLE_QUERY}`);
    expect(getBasket().lines).toEqual([]);
  });

  it("a guest who only paid the table's bill (no dish) → 'Payment Complete', though the payment order has a number", async () => {
    renderDineIn(<Finish orderNumber="NIL-00008" />, {
      entries: [`/dine-in/checkout/payment-options${TABLE_QUERY}`],
      table: aTableWithOrder(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'finish' }));
    expect(location()).toBe(`/dine-in/order/payment-success${TABLE_QUERY}`);
  });
});
