import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as AddressForm } from './address-form-screen.tsx';

const point = {
  lat: 25.1128,
  lng: 55.2003,
  street: 'Al Barsha First',
  area: 'Al Barsha First',
  city: 'Dubai',
  country: 'AE',
  label: { en: 'Al Barsha First, Dubai', ar: 'البرشاء الأولى، دبي' },
};

function renderForm() {
  return renderInApp(<AddressForm />, {
    brand: aBrand(),
    path: '/address/add-new-manual-address?redirectedFrom=map-address',
  });
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  getOrderSettings().setDelivery({ point, address: null, zone: null });
  await loadTexts('en');
});

describe('add delivery address form (001 §2.4, §5.2)', () => {
  it("ADDR-01, ADDR-02, IS04: an empty form says 'Please enter full address' and the type problem, and focuses Full Address", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Please enter full address')).toBeInTheDocument();
    expect(screen.getByText('Please select address type')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Address')).toHaveFocus();
    expect(screen.getByLabelText('Full Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ADDR-01: fewer than five characters once trimmed is refused', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Full Address'), '  Vil  ');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(
      await screen.findByText('Minimum length for the full address is five characters.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please select address type')).toBeNull();
  });

  it("a guest's valid address becomes the delivery address at the pin and the form goes home", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Full Address'), 'Villa 12, Street 4');
    await user.type(screen.getByLabelText('Building Name'), 'Palm Tower');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(getOrderSettings().delivery.address).toMatchObject({
      savedId: null,
      address: 'Villa 12, Street 4',
      building: 'Palm Tower',
      addressType: 'Office',
      lat: 25.1128,
      lng: 55.2003,
    });
  });

  it('in Arabic the messages are the catalogue’s Arabic texts', async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'حفظ العنوان' }));
    expect(await screen.findByText('يرجى إدخال العنوان الكامل')).toBeInTheDocument();
    expect(screen.getByText('يرجى اختيار نوع العنوان')).toBeInTheDocument();
  });

  it("issue 16 in Arabic: the form keeps the refusal's code ('fullAddressMinLength') and writes its Arabic text", async () => {
    await loadTexts('ar');
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('العنوان الكامل'), '  Vil  ');
    await user.click(screen.getByRole('button', { name: 'حفظ العنوان' }));
    expect(await screen.findByText(MESSAGES_AR.fullAddressMinLength)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES_AR.selectAddressType)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fullAddressMinLength)).toBeNull();
  });

  it('without redirectedFrom=map-address the form sends the customer to the map', async () => {
    renderInApp(<AddressForm />, { brand: aBrand(), path: '/address/add-new-manual-address' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/address/add-new-map-address'));
  });
});
