import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { aBoardOrder } from '../lib/board-fixture.ts';
import { OrderCard } from './order-card.tsx';

const line = {
  _id: 'l1',
  itemId: 'i',
  categoryId: 'c',
  sku: null,
  quantity: 2,
  price: 10,
  lineTotal: 20,
  baseLanguage: { title: 'Koshari' },
  translations: { en: { title: 'Koshari' }, ar: { title: 'كشري' } },
  itemImageURLs: [],
  options: [
    {
      _id: 'op',
      optionId: 'x',
      modifierGroupId: 'g',
      price: 1,
      quantity: 1,
      sku: null,
      baseLanguage: { optionName: 'Extra sauce' },
      translations: { en: { optionName: 'Extra sauce' }, ar: { optionName: 'صلصة إضافية' } },
    },
  ],
};
const order = (over = {}) =>
  aBoardOrder({
    orderNumber: 'ALN-00042',
    orderedMenu: [line] as never,
    customer: { firstName: 'Aisha' },
    selectedPaymentMethod: { EN: { name: 'Cash' }, AR: { name: 'نقدًا' } },
    orderLevelSpecialRequest: 'No onions',
    pickupVehicleInfo: 'White Nissan A 12345',
    estimatedReadyAt: null,
    estimatedDeliveryAt: null,
    statusReason: null,
    ...over,
  } as never);

describe('a kitchen board card (issue 17)', () => {
  afterAll(() => loadTexts('en'));

  it('shows the order, lines with options, special request, customer, payment, vehicle; offers accept and reject', async () => {
    await loadTexts('en');
    const onAction = vi.fn();
    render(<OrderCard order={order()} onAction={onAction} busy={false} />);
    const card = screen.getByRole('article', { name: /Order ALN-00042/ });
    for (const text of [
      'Koshari',
      'Extra sauce',
      'Special request: No onions',
      'Customer: Aisha',
      'Cash',
      'ASAP',
    ])
      expect(within(card).getByText(text, { exact: false })).toBeTruthy();
    expect(within(card).getByText(/White Nissan A 12345/)).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Reject']);
    within(card).getByRole('button', { name: 'Accept' }).click();
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: 'ALN-00042' }), 'accept');
  });

  it('in Arabic: the texts, the number isolated left-to-right; served for a ready pickup order', async () => {
    await loadTexts('ar');
    render(
      <OrderCard order={order({ orderStatus: 'PREPARING', readyAt: 1 })} onAction={() => {}} busy={false} />,
    );
    const card = screen.getByRole('article', { name: /الطلب/ });
    expect(within(card).getByText('كشري', { exact: false })).toBeTruthy();
    expect(within(card).getByText('ALN-00042').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['تم التسليم', 'إلغاء الطلب']);
  });

  it('shows the feedback (stars and comment) on a done card, and no actions on a final order', async () => {
    await loadTexts('en');
    render(
      <OrderCard
        order={order({ orderStatus: 'COMPLETE', feedback: { rating: 4, comment: 'Lovely, hot food' } })}
        onAction={() => {}}
        busy={false}
      />,
    );
    expect(screen.getByRole('img', { name: 'Customer rating: 4 of 5' }).textContent).toBe('★★★★☆');
    expect(screen.getByText('Lovely, hot food')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("issue 18: a dine-in order shows 'Table 12' prominently and 'Pay later' for an order on the table's tab", async () => {
    await loadTexts('en');
    const dineIn = order({
      service: 'DINE_IN',
      paymentType: 'PAY_LATER',
      paymentStatus: 'AWAITING',
      selectedPaymentMethod: { EN: { name: 'Cash' }, AR: { name: 'نقدًا' } },
      dineIn: { tableNumber: 12, paymentTiming: 'PAY_LATER', chargeAmount: null },
    });
    const { unmount } = render(<OrderCard order={dineIn} onAction={() => {}} busy={false} />);
    const card = screen.getByRole('article', { name: /Order ALN-00042/ });
    const table = within(card).getByText('Table', { exact: false });
    expect(table.textContent).toBe('Table 12');
    expect(table.className).toBe('kitchen-table');
    expect(within(card).getByText('Cash · Pay later')).toBeTruthy();
    expect(within(card).queryByText(/Awaiting payment/)).toBeNull();
    unmount();
    // Paid now at the table: the table, and the payment state as for any order.
    render(
      <OrderCard
        order={order({
          service: 'DINE_IN',
          paymentType: 'CREDIT_CARD',
          paymentStatus: 'PAID',
          dineIn: { tableNumber: 3, paymentTiming: 'PAY_NOW', chargeAmount: 40 },
        })}
        onAction={() => {}}
        busy={false}
      />,
    );
    expect(document.querySelector('.kitchen-table')?.textContent).toBe('Table 3');
    expect(screen.getByText('Cash · Paid')).toBeTruthy();
  });

  it("issue 18, in Arabic: 'طاولة 12' with the number isolated left-to-right, and 'الدفع لاحقًا'", async () => {
    await loadTexts('ar');
    render(
      <OrderCard
        order={order({
          service: 'DINE_IN',
          paymentType: 'PAY_LATER',
          dineIn: { tableNumber: 12, paymentTiming: 'PAY_LATER', chargeAmount: null },
        })}
        onAction={() => {}}
        busy={false}
      />,
    );
    const card = screen.getByRole('article', { name: /الطلب/ });
    const table = card.querySelector('.kitchen-table');
    expect(table?.textContent).toBe('طاولة 12');
    expect(table?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('12');
    expect(within(card).getByText('نقدًا · الدفع لاحقًا')).toBeTruthy();
  });

  it('a pickup or delivery order shows no table', async () => {
    await loadTexts('en');
    render(<OrderCard order={order()} onAction={() => {}} busy={false} />);
    expect(document.querySelector('.kitchen-table')).toBeNull();
    expect(screen.queryByText(/Pay later/)).toBeNull();
  });
});
