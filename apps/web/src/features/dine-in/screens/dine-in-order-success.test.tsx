import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { TABLE_QUERY } from '../lib/test-fixtures.ts';
import { renderDineIn } from '../lib/test-render.tsx';
import { Component as OrderSuccess } from './dine-in-order-success.tsx';

const location = () => screen.getByTestId('location').textContent ?? '';
const page = (
  <Routes>
    <Route path="/dine-in/order/order-success/:orderId" element={<OrderSuccess />} />
    <Route path="*" element={null} />
  </Routes>
);
const at = (payLater: boolean) => ({
  pathname: '/dine-in/order/order-success/1002',
  search: TABLE_QUERY,
  state: { trackingToken: 'tt', payLater },
});

beforeEach(async () => {
  initBrandState('b1');
  await loadTexts('en');
});

describe('the dine-in order placed (002 §2.10, §4.3; §2.4 pay-later confirmation, decision 0032)', () => {
  it("a PAY_LATER order shows 'Bon appétit! Sahtein', 'Enjoy!', 'Scan QR Code later to pay anytime!'; 'Home' → /dine-in with the query", async () => {
    const user = userEvent.setup();
    renderDineIn(page, { entries: [at(true)] });
    expect(screen.getByRole('heading', { name: 'Bon appétit! Sahtein' })).toBeInTheDocument();
    expect(screen.getByText('Enjoy!')).toBeInTheDocument();
    expect(screen.getByText('Scan QR Code later to pay anytime!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(location()).toBe(`/dine-in${TABLE_QUERY}`);
  });

  it("a paid order has no pay-later text; 'Track order' → /dine-in/track-order/{n} with the query", async () => {
    const user = userEvent.setup();
    renderDineIn(page, { entries: [at(false)] });
    expect(screen.queryByText('Bon appétit! Sahtein')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(location()).toBe(`/dine-in/track-order/1002${TABLE_QUERY}`);
  });
});
