import { ROUTES } from '@sufra/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { brandBased, fakeAreaApi } from '../../../shared/testing/area-data.ts';
import { aBrand, aStore } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import type { DeliveryMapProps } from '../components/delivery-map.tsx';
import { Component as LocationScreen } from './location-screen.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

// Leaflet needs a real layout engine: in jsdom the map is a stand-in that shows its centre and
// zoom and moves like the customer would (a pan to a point, keeping the zoom).
const map = vi.hoisted(() => ({ last: null as DeliveryMapProps | null }));
vi.mock('../components/delivery-map.tsx', () => ({
  DeliveryMap: (props: DeliveryMapProps) => {
    map.last = props;
    return (
      <section aria-label={props.label}>
        <output data-testid="map-view">{`${props.center.lat},${props.center.lng}@${props.zoom}`}</output>
      </section>
    );
  },
}));

const barsha = {
  id: 'z1',
  kind: 'zone',
  name: { en: 'Al Barsha First', ar: 'البرشاء الأولى' },
  lat: 25.1128,
  lng: 55.2003,
};
const entry = {
  _id: 'z1',
  storeId: { ...aStore(), isDeliveryEnabled: true, isPreOrderEnabledForDelivery: false },
  areaID: null,
  countryID: null,
  cityID: null,
  mappedAreaInfo: { mappedAreaId: { _id: 'z1' } },
  mappedAreaType: 'POLYGON',
  distance: 900,
  deliveryFee: 7,
  minOrder: 30,
  deliveryTime: 40,
  areaName: 'Al Barsha First',
  translations: { en: { name: 'Al Barsha First' }, ar: { name: 'البرشاء الأولى' } },
};

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getOrderSettings().setServiceType('DELIVERY');
  getOrderSettings().setSelectedStoreId(null);
  getOrderSettings().setDelivery({ point: null, address: null, zone: null });
  callApi.mockReset();
  callApi.mockImplementation(async (route: { path: string }, body: Record<string, unknown>) => {
    if (route.path === ROUTES.getStoreZones.path)
      return { zones: [], mapTileUrl: null, mapAttribution: null };
    if (route.path === ROUTES.searchPlaces.path)
      return { places: String(body.query).toLowerCase().includes('bar') ? [barsha] : [] };
    if (route.path === ROUTES.reverseGeocode.path)
      return {
        address: {
          street: '',
          area: barsha.name,
          city: { en: 'Dubai', ar: 'دبي' },
          country: 'AE',
          label: { en: 'Al Barsha First, Dubai', ar: 'البرشاء الأولى، دبي' },
        },
      };
    if (route.path === ROUTES.getStoresByCoordinates.path) return [entry];
    throw new Error(`unexpected call ${route.path}`);
  });
  await loadTexts('en');
});

const renderScreen = () =>
  renderInApp(<LocationScreen />, { brand: aBrand(), path: '/address/select-delivery-area' });

describe('Set Delivery Location (001 §2.3, §5.2)', () => {
  it('IS03: with no point chosen the map opens at the default point 23, 54 at zoom 7 (001 §3.2, §9)', async () => {
    renderScreen();
    expect(await screen.findByTestId('map-view')).toHaveTextContent(/^23,54@7$/);
  });

  it('IS03, 001 §9: a point chosen before opens the map there at zoom 16', async () => {
    getOrderSettings().setDelivery({
      point: {
        lat: 25.1128,
        lng: 55.2003,
        street: '',
        area: 'al barsha first',
        city: 'dubai',
        country: 'AE',
        label: { en: 'Al Barsha First, Dubai', ar: 'البرشاء الأولى، دبي' },
      },
    });
    renderScreen();
    expect(await screen.findByTestId('map-view')).toHaveTextContent(/^25\.1128,55\.2003@16$/);
  });

  it('search: places of the UAE listed 300 ms after typing; choosing one moves the pin there at zoom 16 (IS03, 001 §9)', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('searchbox', { name: 'Search for your area or building' }), 'Bar');
    const list = await screen.findByRole('list', { name: 'Places found' });
    const searches = callApi.mock.calls.filter(([route]) => route.path === ROUTES.searchPlaces.path);
    expect(searches.map(([, body]) => body.query)).toEqual(['Bar']);
    await user.click(within(list).getByRole('button', { name: 'Al Barsha First' }));
    expect(await screen.findByTestId('map-view')).toHaveTextContent('25.1128,55.2003@16');
    expect(await screen.findByText('Pin: Al Barsha First, Dubai')).toBeInTheDocument();
  });

  it("search: no match reads 'We didn’t find any results for {term}'", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('We didn’t find any results for zzz')).toBeInTheDocument();
  });

  it("ADDR-04: confirming at the default point says 'Please choose a location.'", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('Please choose a location.');
  });

  it("ADDR-04: a point at zoom ≤ 15 opens the zoom modal; 'Increase zoom' sets 16; then the store is found", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByTestId('map-view');
    act(() => map.last?.onMove({ lat: 25.1128, lng: 55.2003 }, 15));
    await screen.findByText('Pin: Al Barsha First, Dubai');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Increase zoom' });
    expect(dialog).toHaveTextContent(
      'Please increase the map zoom level, and select accurate location, it helps the delivery boy in fast delivery.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Increase zoom' }));
    expect(screen.getByTestId('map-view')).toHaveTextContent('@16');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/store/store-detail'));
    const { delivery, selectedStoreId } = getOrderSettings();
    expect(selectedStoreId).toBe('s1');
    expect(delivery.zone).toMatchObject({
      zoneId: 'z1',
      deliveryFeeFils: 700,
      minOrderFils: 3000,
      deliveryTimeMinutes: 40,
    });
    expect(delivery.point).toMatchObject({
      lat: 25.1128,
      lng: 55.2003,
      street: 'Al Barsha First',
      city: 'Dubai',
    });
  });

  it('ADDR-13: a point no store can deliver to gets the paused-delivery text', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByTestId('map-view');
    const original = callApi.getMockImplementation();
    callApi.mockImplementation(async (route: { path: string }, body: Record<string, unknown>) =>
      route.path === ROUTES.getStoresByCoordinates.path
        ? [{ ...entry, storeId: { ...entry.storeId, isDeliveryEnabled: false } }]
        : original?.(route, body),
    );
    act(() => map.last?.onMove({ lat: 25.1128, lng: 55.2003 }, 17));
    await screen.findByText('Pin: Al Barsha First, Dubai');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent(
      'Unfortunately, the store has paused delivery in your area for a short time.',
    );
    expect(getOrderSettings().selectedStoreId).toBeNull();
  });

  it("001 §2.4 'refine location' (decision 0020): a brand-based pin keeps the chosen area and returns to the form", async () => {
    const user = userEvent.setup();
    const mussafah = {
      method: 'AREA_BASED' as const,
      countryId: 'ae',
      cityId: 'c-ad',
      areaId: 'a-mus',
      name: { en: 'Mussafah', ar: 'مصفح' },
      city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
      country: null,
    };
    getOrderSettings().setSelectedStoreId('s1');
    getOrderSettings().setDelivery({
      zone: {
        storeId: 's1',
        zoneId: 'sa-mus',
        mappedAreaType: null,
        areaName: mussafah.name,
        deliveryFeeFils: 700,
        minOrderFils: 3000,
        deliveryTimeMinutes: 40,
        place: mussafah,
      },
    });
    renderInApp(<LocationScreen />, { brand: brandBased(), path: '/checkout/map-address' });
    expect(screen.getByRole('heading', { name: 'Set Delivery Location' })).toBeInTheDocument();
    await screen.findByTestId('map-view');
    act(() => map.last?.onMove({ lat: 24.3601, lng: 54.4902 }, 17));
    await screen.findByText('Pin: Al Barsha First, Dubai');
    await user.click(screen.getByRole('button', { name: 'Confirm Location' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/checkout/add-delivery-address'),
    );
    expect(callApi.mock.calls.some(([route]) => route.path === ROUTES.getStoresByCoordinates.path)).toBe(
      false,
    );
    const { delivery, selectedStoreId } = getOrderSettings();
    expect(selectedStoreId).toBe('s1');
    expect(delivery.zone?.place).toEqual(mussafah);
    expect(delivery.point).toMatchObject({ lat: 24.3601, lng: 54.4902, area: 'Mussafah', city: 'Abu Dhabi' });
  });
});

describe("'Having trouble searching' (001 §2.3, issue 19)", () => {
  const withAreas = (deliveryAreas: unknown[]) => {
    const original = callApi.getMockImplementation()!;
    callApi.mockImplementation(async (route: { path: string }, body: Record<string, unknown>) =>
      route.path === ROUTES.getBrandDeliveryAreas.path
        ? { deliveryMethod: 'AREA_BASED', deliveryAreas }
        : original(route, body),
    );
  };

  it("with delivery areas, 'Select location' opens the area-selection modal", async () => {
    const user = userEvent.setup();
    const fake = (await fakeAreaApi()({ path: ROUTES.getBrandDeliveryAreas.path }, {})) as {
      deliveryAreas: unknown[];
    };
    withAreas(fake.deliveryAreas);
    renderScreen();
    expect(await screen.findByText('Having trouble searching')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select location' }));
    expect(await screen.findByRole('dialog', { name: 'Select Area' })).toBeInTheDocument();
  });

  it('without delivery areas, the link is not shown', async () => {
    withAreas([]);
    renderScreen();
    await waitFor(() =>
      expect(callApi.mock.calls.some(([r]) => r.path === ROUTES.getBrandDeliveryAreas.path)).toBe(true),
    );
    expect(screen.queryByText('Having trouble searching')).toBeNull();
  });
});
