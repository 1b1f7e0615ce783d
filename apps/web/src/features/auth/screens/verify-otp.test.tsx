import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/locales/en/auth.json';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { markCodeSent } from '../lib/pending-login.ts';
import { Component as VerifyOtp } from './verify-otp.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', () => ({ callApi }));

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const brand = { brand: { _id: 'b1', catalogueType: 'BRAND_BASED_CATALOGUE' } } as unknown as ResolvedBrand;
const phone = '+971501234567';
const state = {
  phoneNumber: phone,
  maskedPhoneNumber: '+971*******567',
  countryObj: { countryCode: 'AE', dialCode: '971' },
};
let root: Root | null = null;
let host: HTMLElement;

function render() {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const router = createMemoryRouter(
    [
      { path: '/auth/verify-otp', Component: VerifyOtp },
      { path: '/auth/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [{ pathname: '/auth/verify-otp', state }] },
  );
  act(() =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <BrandProvider brand={brand}>
          <RouterProvider router={router} />
        </BrandProvider>
      </QueryClientProvider>,
    ),
  );
}
const boxes = () => [...host.querySelectorAll<HTMLInputElement>('input')];
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['auth'],
    defaultNS: 'auth',
    resources: { en: { auth: en } },
  });
});
beforeEach(() => {
  initBrandState('b1');
  sessionStorage.clear();
  callApi.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('code verification (002 §2.12, §4.5; issue 6)', () => {
  it('after a wrong code the boxes are cleared and the first box has the focus', async () => {
    markCodeSent('b1', phone);
    callApi.mockRejectedValue(new Error('Invalid verification code'));
    render();
    await act(async () => {
      for (const [i, d] of ['1', '2', '3', '4'].entries()) type(boxes()[i]!, d);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(host.querySelector('[role="alert"]')).toHaveTextContent('Invalid verification code');
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  // 0100 IS41: the masked phone '+{dial code}*******{last 3}' is shown as the server wrote it, left-to-right.
  it('IS41: isolates the masked phone left-to-right (RTL showed 743*******971+)', () => {
    markCodeSent('b1', phone);
    render();
    const masked = host.querySelector('bdi.otp-phone');
    expect(masked).toHaveAttribute('dir', 'ltr');
    expect(masked).toHaveTextContent('+971*******567');
  });

  it('a reload keeps the countdown where it was (the resend deadline is kept as an absolute time)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    markCodeSent('b1', phone);
    vi.setSystemTime(new Date('2026-05-01T10:00:12Z'));
    render();
    expect(host.querySelector('.resend')).toHaveTextContent("I haven't received the code • 18 sec");
  });

  it('without a code sent in this tab the screen returns to login', () => {
    render();
    expect(host).toHaveTextContent('login page');
  });
});
