import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { getBasket } from '../../basket/basket-state.ts';
import { initBrandState } from '../../brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../order-settings/order-settings-state.ts';
import { brandBased, deliveringStore, fakeAreaApi, mussafahEntry } from '../../testing/area-data.ts';
import { aBasketLine } from '../../testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../testing/render-in-app.tsx';
import { AreaPicker } from './area-picker.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../api/client.ts')>()),
  callApi,
}));

const onClose = vi.fn();
const renderPicker = () => renderInApp(<AreaPicker open onClose={onClose} />, { brand: brandBased() });
const calls = (path: string) => callApi.mock.calls.filter(([route]) => route.path === path).map(([, b]) => b);

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getBasket().clear();
  getOrderSettings().setServiceType('DELIVERY');
  getOrderSettings().setSelectedStoreId(null);
  getOrderSettings().setDelivery({ point: null, address: null, zone: null });
  onClose.mockReset();
  callApi.mockReset();
  callApi.mockImplementation(fakeAreaApi());
  await loadTexts('en');
});

describe('the delivery area picker (001 §2.5), English', () => {
  it('001 §2.5: a sheet "Select Area" with "Search for an area" and the cities with their areas; updateMethod true', async () => {
    renderPicker();
    const sheet = await screen.findByRole('dialog', { name: 'Select Area' });
    expect(within(sheet).getByRole('searchbox', { name: 'Search for an area' })).toBeInTheDocument();
    const abuDhabi = await within(sheet).findByRole('list', { name: 'Abu Dhabi' });
    expect(
      within(abuDhabi)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Abu Dhabi', 'Khalifa City', 'Mussafah']);
    expect(within(sheet).getByRole('list', { name: 'Dubai' })).toHaveTextContent('Dubai');
    expect(calls(ROUTES.getBrandDeliveryAreas.path)).toEqual([
      expect.objectContaining({ brandId: 'b1', updateMethod: true }),
    ]);
  });

  it("001 §2.5: 'Loading' shows while the areas load", async () => {
    let answer: (v: unknown) => void = () => undefined;
    callApi.mockImplementation(
      fakeAreaApi({ [ROUTES.getBrandDeliveryAreas.path]: () => new Promise((r) => (answer = r)) }),
    );
    renderPicker();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer({ deliveryMethod: 'AREA_BASED', deliveryAreas: [] });
    expect(await screen.findByText('There are no delivery areas to choose from yet.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('001 §2.5: a city header collapses and expands its areas', async () => {
    const user = userEvent.setup();
    renderPicker();
    const header = await screen.findByRole('button', { name: 'Abu Dhabi', expanded: true });
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Mussafah' })).toBeNull();
    await user.click(header);
    expect(screen.getByRole('button', { name: 'Mussafah' })).toBeInTheDocument();
  });

  it("001 §5.2 Search: the trimmed term filters the areas; none → 'We didn’t find any results for {term}'", async () => {
    const user = userEvent.setup();
    renderPicker();
    const search = await screen.findByRole('searchbox', { name: 'Search for an area' });
    await screen.findByRole('button', { name: 'Mussafah' });
    await user.type(search, ' khal ');
    expect(screen.getByRole('button', { name: 'Khalifa City' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mussafah' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('We didn’t find any results for zzz')).toBeInTheDocument();
  });

  it('ADDR-11: one store for the area is selected with the area’s terms and the picker closes', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Mussafah' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(ROUTES.getStoresByDeliveryArea.path)).toEqual([
      expect.objectContaining({ brandId: 'b1', areaId: 'a-mus' }),
    ]);
    const { delivery, selectedStoreId, timing } = getOrderSettings();
    expect(selectedStoreId).toBe('s1');
    expect(timing).toEqual({ type: 'ASAP', preOrderSlot: null });
    expect(delivery.point).toBeNull();
    expect(delivery.zone).toMatchObject({
      zoneId: 'sa-mus',
      deliveryFeeFils: 700,
      minOrderFils: 3000,
      deliveryTimeMinutes: 40,
      place: { method: 'AREA_BASED', countryId: 'ae', cityId: 'c-ad', areaId: 'a-mus' },
    });
  });

  it('ADDR-11, ADDR-15: with a basket, another area asks first; No keeps it all, Yes resets the basket and chooses', async () => {
    const user = userEvent.setup();
    getBasket().addLine(aBasketLine());
    getOrderSettings().setDelivery({ address: null });
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Mussafah' }));
    const ask = await screen.findByRole('dialog', { name: 'Change address' });
    expect(ask).toHaveTextContent(
      'Your existing basket will be cleared if you change your address? Would you like to continue',
    );
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(getBasket().lines).toHaveLength(1);
    expect(calls(ROUTES.getStoresByDeliveryArea.path)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Mussafah' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change address' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getBasket().lines).toHaveLength(0);
    expect(getOrderSettings().delivery.zone?.place?.areaId).toBe('a-mus');
  });

  it('ADDR-11 step 5: a refusal shows the server’s text in the sheet; the area and the store stay reset', async () => {
    const user = userEvent.setup();
    getOrderSettings().setSelectedStoreId('s1');
    renderPicker();
    const dubai = await screen.findByRole('list', { name: 'Dubai' });
    await user.click(within(dubai).getByRole('button', { name: 'Dubai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately, the store does not deliver to your location at this time',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(getOrderSettings().selectedStoreId).toBeNull();
    expect(getOrderSettings().delivery.zone).toBeNull();
  });

  it('ADDR-13: an area whose store has paused delivery says so', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(
      fakeAreaApi({
        [ROUTES.getStoresByDeliveryArea.path]: [mussafahEntry(deliveringStore({ isDeliveryEnabled: false }))],
      }),
    );
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Mussafah' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately, the store has paused delivery in your area for a short time.',
    );
    expect(getOrderSettings().selectedStoreId).toBeNull();
  });

  it('ADDR-11 step 4: several stores open the store list; choosing one selects it', async () => {
    const user = userEvent.setup();
    const second = {
      ...mussafahEntry(deliveringStore({ _id: 's2', manualAddress: 'Mussafah M-10' })),
      _id: 'sa-2',
      deliveryFee: 9,
    };
    callApi.mockImplementation(
      fakeAreaApi({ [ROUTES.getStoresByDeliveryArea.path]: [mussafahEntry(), second] }),
    );
    renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Mussafah' }));
    const list = await screen.findByRole('list', { name: 'Select store' });
    expect(screen.getByRole('dialog', { name: 'Select store' })).toBeInTheDocument();
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Mussafah M-10');
    expect(rows[1]).toHaveTextContent('Delivery fee AED 9.00');
    await user.click(rows[1] as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getOrderSettings().selectedStoreId).toBe('s2');
    expect(getOrderSettings().delivery.zone?.deliveryFeeFils).toBe(900);
  });

  it('ADDR-20: a brand without a shipping method shows the server’s text', async () => {
    callApi.mockImplementation(
      fakeAreaApi({
        [ROUTES.getBrandDeliveryAreas.path]: new ApiError(
          'There is no delivery method available in store, please contact the business',
          404,
        ),
      }),
    );
    renderPicker();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no delivery method available in store, please contact the business',
    );
  });

  it('ADDR-20: a loaded method other than the current choice’s clears the delivery address and zone', async () => {
    const zone = {
      storeId: 's1',
      zoneId: 'z1',
      mappedAreaType: 'POLYGON' as const,
      areaName: { en: 'A', ar: 'A' },
    };
    getOrderSettings().setSelectedStoreId('s1');
    getOrderSettings().setDelivery({
      zone: { ...zone, deliveryFeeFils: 0, minOrderFils: 0, deliveryTimeMinutes: 30 },
    });
    renderPicker();
    await screen.findByRole('button', { name: 'Mussafah' });
    await waitFor(() => expect(getOrderSettings().delivery.zone).toBeNull());
    expect(getOrderSettings().selectedStoreId).toBeNull();
  });

  it('CITY_BASED: "Select city" lists the cities; a city takes the brand store’s terms for it', async () => {
    const user = userEvent.setup();
    const cityTerms = {
      _id: 'st-dxb',
      storeId: 's1',
      countryID: { _id: 'ae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات' },
      cityID: { _id: 'c-dxb', cityNameEN: 'Dubai', cityNameAR: 'دبي' },
      areaID: null,
      deliveryFee: 12,
      minOrder: 50,
      deliveryTime: 60,
    };
    callApi.mockImplementation(
      fakeAreaApi({
        [ROUTES.getBrandDeliveryAreas.path]: {
          deliveryMethod: 'CITY_BASED',
          deliveryAreas: [{ _id: 'c-dxb', cityID: cityTerms.cityID }],
        },
        [ROUTES.getDeliveryAreasOfSingleStoreBusiness.path]: {
          CITY_BASED: { methodName: 'CITY_BASED', cityBaseRes: { cityDeliveryData: [cityTerms] } },
        },
      }),
    );
    renderPicker();
    const sheet = await screen.findByRole('dialog', { name: 'Select city' });
    expect(await within(sheet).findByRole('searchbox', { name: 'Search for a city' })).toBeInTheDocument();
    await user.click(await within(sheet).findByRole('button', { name: 'Dubai' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getOrderSettings().delivery.zone).toMatchObject({
      deliveryFeeFils: 1200,
      place: { method: 'CITY_BASED', countryId: 'ae', cityId: 'c-dxb', areaId: null },
    });
  });
});

describe('the delivery area picker (001 §2.5), Arabic', () => {
  it('the title, the search box and the names are Arabic; the chosen area is ticked', async () => {
    await loadTexts('ar');
    getOrderSettings().setDelivery({
      zone: {
        storeId: 's1',
        zoneId: 'sa-mus',
        mappedAreaType: null,
        areaName: { en: 'Mussafah', ar: 'مصفح' },
        deliveryFeeFils: 700,
        minOrderFils: 3000,
        deliveryTimeMinutes: 40,
        place: {
          method: 'AREA_BASED',
          countryId: 'ae',
          cityId: 'c-ad',
          areaId: 'a-mus',
          name: { en: 'Mussafah', ar: 'مصفح' },
          city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
          country: null,
        },
      },
    });
    renderPicker();
    const sheet = await screen.findByRole('dialog', { name: 'اختر المنطقة' });
    expect(within(sheet).getByRole('searchbox', { name: 'ابحث عن منطقة' })).toBeInTheDocument();
    const abuDhabi = await within(sheet).findByRole('list', { name: 'أبو ظبي' });
    expect(
      within(abuDhabi)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['أبو ظبي', 'مدينة خليفة', 'مصفح']);
    const chosen = within(abuDhabi).getByRole('button', { current: true });
    expect(chosen).toHaveTextContent('مصفح');
    expect(chosen.querySelector('svg.area-tick')).not.toBeNull();
  });

  it('the Arabic search ignores the hamza; no match reads the Arabic text', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderPicker();
    const search = await screen.findByRole('searchbox', { name: 'ابحث عن منطقة' });
    await screen.findByRole('button', { name: 'مصفح' });
    await user.type(search, 'خليفه');
    expect(screen.getByRole('button', { name: 'مدينة خليفة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'مصفح' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('zzz');
    expect(screen.getByRole('status')).not.toHaveTextContent('We didn');
  });
});
