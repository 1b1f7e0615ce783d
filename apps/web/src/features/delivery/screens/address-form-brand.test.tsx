import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import type { DeliveryPlace, DeliveryZone } from '../../../shared/delivery/delivery-types.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { brandBased, fakeAreaApi } from '../../../shared/testing/area-data.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as AddressForm } from './address-form-screen.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const mussafah: DeliveryPlace = {
  method: 'AREA_BASED',
  countryId: 'ae',
  cityId: 'c-ad',
  areaId: 'a-mus',
  name: { en: 'Mussafah', ar: 'مصفح' },
  city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
  country: null,
};
const zone = (place: DeliveryPlace): DeliveryZone => ({
  storeId: 's1',
  zoneId: 'sa-mus',
  mappedAreaType: null,
  areaName: place.name,
  deliveryFeeFils: 700,
  minOrderFils: 3000,
  deliveryTimeMinutes: 40,
  place,
});
const mussafahPlace = { id: 'a-mus', kind: 'area', name: mussafah.name, lat: 24.35893, lng: 54.48267 };

// The form as the router mounts it: leaving its route unmounts it.
const renderForm = () =>
  renderInApp(
    <Routes>
      <Route path="/checkout/add-delivery-address" element={<AddressForm />} />
      <Route path="*" element={null} />
    </Routes>,
    { brand: brandBased(), path: '/checkout/add-delivery-address' },
  );
const calls = (path: string) => callApi.mock.calls.filter(([route]) => route.path === path).map(([, b]) => b);

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getOrderSettings().setServiceType('DELIVERY');
  getOrderSettings().setSelectedStoreId('s1');
  getOrderSettings().setDelivery({ point: null, address: null, zone: zone(mussafah) });
  callApi.mockReset();
  callApi.mockImplementation(
    fakeAreaApi({
      [ROUTES.searchPlaces.path]: (body: { query: string }) => ({
        places: body.query === 'Mussafah' ? [mussafahPlace] : [],
      }),
      [ROUTES.addUserAddress.path]: (body: Record<string, unknown>) => ({ address: { ...body, _id: 'ad9' } }),
    }),
  );
  await loadTexts('en');
});

describe('the brand-based address form (001 §2.4; decision 0020)', () => {
  it("001 §2.4: the read-only 'Select Area' field shows the chosen area; its point is the area's own", async () => {
    renderForm();
    const field = await screen.findByRole('button', { name: 'Select Area Mussafah · Abu Dhabi' });
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'refine location' })).toBeInTheDocument();
    await waitFor(() =>
      expect(getOrderSettings().delivery.point).toMatchObject({ lat: 24.35893, lng: 54.48267 }),
    );
    expect(calls(ROUTES.searchPlaces.path)).toEqual([expect.objectContaining({ query: 'Mussafah' })]);
    expect(screen.getByText('Mussafah, Abu Dhabi')).toBeInTheDocument();
  });

  it('001 §2.4: the field opens the area picker as a sheet with its search box', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: /^Select Area/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Select Area' });
    expect(sheet).toContainElement(screen.getByRole('searchbox', { name: 'Search for an area' }));
  });

  it("001 §2.4: 'refine location' goes to the brand checkout's map", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'refine location' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/checkout/map-address');
  });

  it('a signed-in customer saves the address with the method and the area ids, then returns to /order/checkout', async () => {
    const user = userEvent.setup();
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    renderForm();
    await screen.findByRole('button', { name: /^Select Area/ });
    await user.type(screen.getByLabelText('Full Address'), 'Villa 7, Street 12');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order/checkout'));
    expect(calls(ROUTES.addUserAddress.path)).toEqual([
      expect.objectContaining({
        address: 'Villa 7, Street 12',
        addressType: 'Home',
        street: 'Mussafah',
        area: 'Mussafah',
        city: 'Abu Dhabi',
        country: 'AE',
        coordinates: { lat: 24.35893, lng: 54.48267 },
        deliveryMethodType: 'AREA_BASED',
        countryId: 'ae',
        cityId: 'c-ad',
        areaId: 'a-mus',
      }),
    ]);
    expect(getOrderSettings().delivery.address).toMatchObject({ savedId: 'ad9', area: 'Mussafah' });
  });

  it("ADDR-07: an area without its country and city reads 'Please select an area' and the field takes the focus", async () => {
    const user = userEvent.setup();
    getOrderSettings().setDelivery({
      zone: zone({ ...mussafah, countryId: null }),
      point: {
        lat: 24.35893,
        lng: 54.48267,
        street: 'Mussafah',
        area: 'Mussafah',
        city: 'Abu Dhabi',
        country: 'AE',
        label: mussafah.name,
      },
    });
    renderForm();
    await user.type(await screen.findByLabelText('Full Address'), 'Villa 7, Street 12');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Please select an area')).toBeInTheDocument();
    const field = screen.getByRole('button', { name: /^Select Area/ });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(getOrderSettings().delivery.address).toBeNull();
  });

  it('ADDR-07 in Arabic: the label and the message in Arabic', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    getOrderSettings().setDelivery({ zone: zone({ ...mussafah, cityId: null }) });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'حفظ العنوان' }));
    expect(await screen.findByText('يرجى اختيار المنطقة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^اختر المنطقة/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'تحديد الموقع بدقة' })).toBeInTheDocument();
  });

  it('a place the server has no point for sends the customer to the map', async () => {
    getOrderSettings().setDelivery({ zone: zone({ ...mussafah, name: { en: 'Nowhere', ar: 'لا مكان' } }) });
    renderForm();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/checkout/map-address'));
  });
});
