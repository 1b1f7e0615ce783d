import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { brandBased, fakeAreaApi } from '../../../shared/testing/area-data.ts';
import { aBasketLine } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as BrandDeliveryHome } from './brand-delivery-home.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const renderHome = () => renderInApp(<BrandDeliveryHome />, { brand: brandBased() });
const calls = (path: string) => callApi.mock.calls.filter(([route]) => route.path === path).map(([, b]) => b);

/** Chooses Mussafah in the picker that opens with the screen. */
async function chooseMussafah(user: ReturnType<typeof userEvent.setup>) {
  const sheet = await screen.findByRole('dialog', { name: /Select Area|اختر المنطقة/ });
  await user.click(await within(sheet).findByRole('button', { name: /Mussafah|مصفح/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('DELIVERY');
  getOrderSettings().setSelectedStoreId(null);
  getOrderSettings().setDelivery({ point: null, address: null, zone: null });
  callApi.mockReset();
  callApi.mockImplementation(fakeAreaApi());
  await loadTexts('en');
});

describe('the brand-based delivery home (000 §2.7, §2.9; 001 §4.1, §4.3)', () => {
  it('SVC-06: delivery with an area-based method and no area opens the area picker at once', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Where should we deliver' })).toBeInTheDocument();
    expect(
      screen.getByText('We need your location to check if this restaurant delivers to you.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Select Area' })).toBeInTheDocument();
    expect(calls(ROUTES.getBrandDeliveryAreas.path)).toHaveLength(1);
  });

  it('ADDR-11, 000 §2.9: after an area the menu is the delivery menu of that area under the delivery header', async () => {
    const user = userEvent.setup();
    renderHome();
    await chooseMussafah(user);
    expect(await screen.findByText('Classic Burger')).toBeInTheDocument();
    expect(calls(ROUTES.getDeliveryStoreMenuV2.path)).toEqual([
      expect.objectContaining({
        brandId: 'b1',
        storeId: 's1',
        areaID: 'a-mus',
        deliveryMethod: 'AREA_BASED',
      }),
    ]);
    const header = screen.getByRole('region', { name: 'Delivering to' });
    expect(header).toHaveTextContent('Mussafah');
    expect(header).toHaveTextContent('40 min');
    expect(header).toHaveTextContent('Delivery fee AED 7.00');
    expect(header).toHaveTextContent('Minimum order AED 30.00');
  });

  it("000 §2.9: the header's 'Change' opens the area picker again", async () => {
    const user = userEvent.setup();
    renderHome();
    await chooseMussafah(user);
    const header = await screen.findByRole('region', { name: 'Delivering to' });
    await user.click(within(header).getByRole('button', { name: 'Change' }));
    const sheet = await screen.findByRole('dialog', { name: 'Select Area' });
    expect(within(sheet).getByRole('button', { name: 'Mussafah', current: true })).toBeInTheDocument();
  });

  it("IS37 (000 §2.8): the 'View Basket' bar hides while the area picker is open — any chooser, not all — and returns when it closes", async () => {
    const user = userEvent.setup();
    renderHome();
    await chooseMussafah(user);
    getBasket().addLine(aBasketLine({ storeId: 's1' }));
    // The bar is queried in the DOM, not by role: a modal hides the page from the accessibility tree.
    const bar = () => document.querySelector('a.view-basket');
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()).toHaveTextContent('View Basket');
    const header = screen.getByRole('region', { name: 'Delivering to' });
    await user.click(within(header).getByRole('button', { name: 'Change' }));
    await screen.findByRole('dialog', { name: 'Select Area' });
    expect(bar()).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bar()).not.toBeNull());
  });

  it('ADDR-11 step 5: a refused delivery menu clears the area and the store (the start card again)', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeAreaApi({
        [ROUTES.getDeliveryStoreMenuV2.path]: new ApiError(
          'Unfortunately, the store has paused delivery in your area for a short time. Change your delivery location or try again later.',
          404,
        ),
      }),
    );
    renderHome();
    await chooseMussafah(user);
    await waitFor(() => expect(getOrderSettings().delivery.zone).toBeNull());
    expect(getOrderSettings().selectedStoreId).toBeNull();
    expect(await screen.findByRole('button', { name: 'Select Area' })).toBeInTheDocument();
  });

  it('000 §2.9 in Arabic: the header in Arabic, the amounts left-to-right before AED', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderHome();
    await chooseMussafah(user);
    const header = await screen.findByRole('region', { name: 'التوصيل إلى' });
    expect(header).toHaveTextContent('مصفح');
    const amounts = [...header.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(amounts).toEqual(['40', '7.00 AED', '30.00 AED']);
  });
});
