import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { patterns } from '../../../shared/config/paths.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as ItemPage } from './item-page.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const page = (
  <Routes>
    <Route path={patterns.storeItem} element={<ItemPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getOrderSettings().setServiceType('PICKUP');
  getOrderSettings().setSelectedStoreId('s1');
  callApi.mockReset();
  callApi.mockRejectedValue(new ApiError('Item not found', 404));
  await loadTexts('en');
});
afterEach(() => window.history.replaceState(null, ''));

// IS47 (decision 0100): Sufra records no appLoadedThrough ('directLink' / 'DirectLink' /
// 'normalFlow'): what it was for — an item opened by a direct link — is read from the history.
describe('the item page opened by a direct link (000 §2.12, §3 appLoadedThrough)', () => {
  it('IS47: a direct link (no history to go back to) closes to the store menu', async () => {
    const user = userEvent.setup();
    renderInApp(page, {
      brand: aBrand(),
      path: '/store/item/burger/c1',
      data: [[['pickup-stores', 'b1'], { stores: [aStore()] }]],
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/store/store-detail'));
  });

  it('IS47: the normal flow (opened from a menu) closes back to where it was opened', async () => {
    window.history.replaceState({ idx: 1 }, '');
    const user = userEvent.setup();
    renderInApp(page, {
      brand: aBrand(),
      path: '/store/item/burger/c1',
      data: [[['pickup-stores', 'b1'], { stores: [aStore()] }]],
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // The memory router has one entry: going back leaves it where it is, not at the store menu.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('path')).not.toHaveTextContent('/store/store-detail');
  });
});
