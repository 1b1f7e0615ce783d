import type { SavedAddress } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../brand-state/init-brand-state.ts';
import { getOrderSettings } from '../order-settings/order-settings-state.ts';
import { getSession } from '../session/session-state.ts';
import { brandBased, deliveringStore, fakeAreaApi } from '../testing/area-data.ts';
import { loadTexts, renderInApp } from '../testing/render-in-app.tsx';
import { SavedAddressesSheet } from './saved-addresses-sheet.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../api/client.ts', async (original) => ({
  ...(await original<typeof import('../api/client.ts')>()),
  callApi,
}));

const saved = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  _id: 'ad1',
  address: 'Villa 7, Street 12',
  addressType: 'Home',
  street: 'Mussafah',
  building: '',
  floor: '',
  apartmentNo: '',
  area: 'Mussafah',
  city: 'Abu Dhabi',
  country: 'AE',
  coordinates: { lat: 24.35893, lng: 54.48267 },
  deliveryMethodType: 'AREA_BASED',
  mappedAreaId: null,
  area_type: null,
  areaId: 'a-mus',
  countryId: 'ae',
  cityId: 'c-ad',
  ...over,
});

const areaTerms = {
  _id: 'sa-mus',
  storeId: 's1',
  countryID: { _id: 'ae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات العربية المتحدة' },
  cityID: { _id: 'c-ad', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبو ظبي' },
  areaID: { _id: 'a-mus', areaNameEN: 'Mussafah', areaNameAR: 'مصفح' },
  deliveryFee: 7,
  minOrder: 30,
  deliveryTime: 40,
};

const onChosen = vi.fn();
const onClose = vi.fn();
function renderSheet(addresses: SavedAddress[]) {
  callApi.mockImplementation(
    fakeAreaApi({
      [ROUTES.getUserAddressesV2.path]: { userAddresses: addresses },
      [ROUTES.getBrandActiveDeliveryMethod.path]: { deliveryMethod: 'AREA_BASED' },
      [ROUTES.getDeliveryAreaInfo.path]: { areaMethod: { areaBaseRes: areaTerms } },
      [ROUTES.getBrandMenu.path]: { _id: 'm1', categories: [], storeInfo: deliveringStore() },
    }),
  );
  return renderInApp(
    <SavedAddressesSheet open inCheckout onClose={onClose} onAddNew={() => undefined} onChosen={onChosen} />,
    { brand: brandBased(), path: '/order/checkout' },
  );
}
const calls = (path: string) => callApi.mock.calls.filter(([route]) => route.path === path).map(([, b]) => b);

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  getOrderSettings().setServiceType('DELIVERY');
  getOrderSettings().setSelectedStoreId('s1');
  getOrderSettings().setDelivery({ point: null, address: null, zone: null });
  callApi.mockReset();
  onChosen.mockReset();
  onClose.mockReset();
  await loadTexts('en');
});

describe('choosing a saved address, brand-based reading (001 §4.4; ADDR-21, ADDR-08)', () => {
  it("ADDR-21: the address's area is checked for the method and the store's fee for it is fetched", async () => {
    const user = userEvent.setup();
    renderSheet([saved()]);
    const sheet = await screen.findByRole('dialog', { name: 'Select Delivery Address' });
    await user.click(await within(sheet).findByRole('button', { name: /Villa 7, Street 12/ }));
    await waitFor(() => expect(onChosen).toHaveBeenCalled());
    expect(calls(ROUTES.getDeliveryAreaInfo.path)).toEqual([
      expect.objectContaining({
        brandId: 'b1',
        storeId: 's1',
        deliveryMethodType: 'AREA_BASED',
        countryId: 'ae',
        cityId: 'c-ad',
        areaId: 'a-mus',
      }),
    ]);
    expect(calls(ROUTES.getStoresByCoordinates.path)).toHaveLength(0);
    const { delivery, selectedStoreId } = getOrderSettings();
    expect(selectedStoreId).toBe('s1');
    expect(delivery.address).toMatchObject({ savedId: 'ad1', address: 'Villa 7, Street 12', lat: 24.35893 });
    expect(delivery.zone).toMatchObject({
      zoneId: 'sa-mus',
      deliveryFeeFils: 700,
      minOrderFils: 3000,
      place: { method: 'AREA_BASED', countryId: 'ae', cityId: 'c-ad', areaId: 'a-mus' },
    });
  });

  it("ADDR-08: a saved address without the area's ids does not deliver; nothing is asked or chosen", async () => {
    const user = userEvent.setup();
    renderSheet([saved({ areaId: null, deliveryMethodType: 'MAPPED_AREA_BASED', mappedAreaId: 'z1' })]);
    await user.click(await screen.findByRole('button', { name: /Villa 7, Street 12/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unfortunately, the store does not deliver to your location at this time',
    );
    expect(calls(ROUTES.getDeliveryAreaInfo.path)).toHaveLength(0);
    expect(onChosen).not.toHaveBeenCalled();
    expect(getOrderSettings().delivery.address).toBeNull();
  });

  it('ADDR-08 in Arabic: the same text in Arabic', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderSheet([saved({ countryId: null })]);
    await user.click(await screen.findByRole('button', { name: /Villa 7, Street 12/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'للأسف، لا يوصّل المتجر إلى موقعك في الوقت الحالي',
    );
  });
});

describe('deleting a saved address (001 §2.6, §4.4)', () => {
  it("ADDR-16: 'Do you really want to delete this address?' / 'You cannot undo this action'; Yes removes it and the list is fetched again", async () => {
    const user = userEvent.setup();
    const office = saved({ _id: 'ad2', addressType: 'Office', address: 'Tower 3, Office 12' });
    const list = [saved(), office];
    callApi.mockImplementation(
      fakeAreaApi({
        [ROUTES.getUserAddressesV2.path]: () => ({ userAddresses: [...list] }),
        [ROUTES.removeUserAddress.path]: (body: unknown) => {
          list.splice(
            list.findIndex((a) => a._id === (body as { userAddressId: string }).userAddressId),
            1,
          );
          return {};
        },
      }),
    );
    renderInApp(
      <SavedAddressesSheet
        open
        inCheckout
        onClose={onClose}
        onAddNew={() => undefined}
        onChosen={onChosen}
      />,
      { brand: brandBased(), path: '/order/checkout' },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Office address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you really want to delete this address?' });
    expect(confirm).toHaveTextContent('You cannot undo this action');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls(ROUTES.removeUserAddress.path)).toEqual([{ brandId: 'b1', userAddressId: 'ad2' }]),
    );
    await waitFor(() => expect(screen.queryByText('Tower 3, Office 12')).not.toBeInTheDocument());
    expect(calls(ROUTES.getUserAddressesV2.path).length).toBeGreaterThanOrEqual(2);
    expect(onChosen).not.toHaveBeenCalled();
  });
});
