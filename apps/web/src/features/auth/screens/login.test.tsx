import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { popupSignInTarget } from '../lib/popup-target.ts';
import { Component as Login } from './login.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', () => ({ callApi }));

const phone = () => screen.getByLabelText('WhatsApp number');
const sendCode = () => screen.getByRole('button', { name: 'Send Code' });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  await loadTexts('en');
});

describe('sign-in, phone form (002 §2.11, §5)', () => {
  it("002 §5: a letter is refused at once with 'Please provide a working mobile number.'; 'Send Code' waits for a valid mobile", async () => {
    const user = userEvent.setup();
    renderInApp(<Login />, { brand: aBrand(), path: '/auth/login' });
    expect(sendCode()).toBeDisabled();
    await user.type(phone(), '05a');
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide a working mobile number.');
    await user.clear(phone());
    await user.type(phone(), '050 123');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sendCode()).toBeDisabled();
  });

  it('002 §2.11, §5: Arabic-Indic digits are converted and formatted; the code is sent for the E.164 number', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue({ phoneNumber: '+971501234567', maskedPhoneNumber: '+971*******567' });
    renderInApp(<Login />, { brand: aBrand(), path: '/auth/login' });
    await user.type(phone(), '٠٥٠١٢٣٤٥٦٧');
    expect(phone()).toHaveValue('050 123 4567');
    await user.click(sendCode());
    expect(callApi.mock.calls[0]?.[1]).toMatchObject({ brandId: 'b1', phoneNumber: '+971501234567' });
    expect(await screen.findByText('/auth/verify-otp', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("002 §2.11: the server's refusal is shown under the field, and typing again clears it", async () => {
    const user = userEvent.setup();
    callApi.mockRejectedValue(new Error('Too many codes requested, please wait'));
    renderInApp(<Login />, { brand: aBrand(), path: '/auth/login' });
    await user.type(phone(), '0501234567');
    await user.click(sendCode());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested, please wait');
    await user.type(phone(), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sign-in, the popup variant of the code verification (002 §2.12, decision 0037)', () => {
  it('asks the code in a dialog over the phone page; success goes to /store/store-detail with a selected pickup store', async () => {
    const user = userEvent.setup();
    getOrderSettings().setServiceType('PICKUP');
    getOrderSettings().setSelectedStoreId('s1');
    callApi
      .mockResolvedValueOnce({ phoneNumber: '+971501234567', maskedPhoneNumber: '+971*******567' })
      .mockResolvedValueOnce({
        token: 't1',
        user: { _id: 'u1', name: 'Sara', phoneNumber: '+971501234567' },
      });
    renderInApp(<Login />, { brand: aBrand(), path: { pathname: '/auth/login', state: { popup: true } } });
    await user.type(phone(), '0501234567');
    await user.click(sendCode());
    const dialog = await screen.findByRole('dialog', { name: 'Verification' }, { timeout: 3000 });
    const firstBox = await within(dialog).findByLabelText(/Digit 1/);
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/login');
    expect(dialog).toHaveTextContent('+971*******567');
    await user.type(firstBox, '1234');
    expect(callApi.mock.calls[1]?.[1]).toMatchObject({ verificationCode: '1234' });
    expect(await screen.findByText('/store/store-detail')).toBeInTheDocument();
  });

  it('goes to / when no store is selected', () => {
    const paths = { storeDetail: '/store/store-detail', home: '/' };
    expect(popupSignInTarget({ serviceType: null, selectedStoreId: null, hasArea: false }, paths)).toBe('/');
    expect(popupSignInTarget({ serviceType: 'DELIVERY', selectedStoreId: 's1', hasArea: false }, paths)).toBe(
      '/',
    );
    expect(popupSignInTarget({ serviceType: 'DELIVERY', selectedStoreId: 's1', hasArea: true }, paths)).toBe(
      '/store/store-detail',
    );
    expect(popupSignInTarget({ serviceType: 'PICKUP', selectedStoreId: null, hasArea: true }, paths)).toBe(
      '/',
    );
  });
});
