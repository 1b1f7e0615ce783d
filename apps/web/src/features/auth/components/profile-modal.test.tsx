import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ar from '../../../../public/locales/ar/auth.json';
import en from '../../../../public/locales/en/auth.json';
import { BrandProvider } from '../../../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { ProfileFields } from './profile-modal.tsx';

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const brand = { brand: { _id: 'b1' } } as unknown as ResolvedBrand;
let root: Root | null = null;
let host: HTMLElement;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['auth'],
    defaultNS: 'auth',
    resources: { en: { auth: en }, ar: { auth: ar } },
  });
});
beforeEach(() => {
  initBrandState('b1');
  getSession().signIn('t', {
    userId: 'u',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: null,
    email: null,
  } as never);
});
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

async function submitWith(name: string, email = '') {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <BrandProvider brand={brand}>
          <ProfileFields />
        </BrandProvider>
      </QueryClientProvider>,
    ),
  );
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [id, value] of [
    ['profile-name', name],
    ['profile-email', email],
  ] as const) {
    const input = host.querySelector<HTMLInputElement>(`#${id}`)!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  await act(async () => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((r) => setTimeout(r, 10));
  });
  return [...host.querySelectorAll('.field-error')].map((e) => e.textContent);
}

describe('profile form messages (002 §5, §8 Profile; issue 6)', () => {
  it('English: an empty name reads "Please enter your name", not the minimum-length text', async () => {
    await i18next.changeLanguage('en');
    expect(await submitWith('')).toEqual(['Please enter your name']);
  });
  it('English: a blank name and an invalid email read the spec texts', async () => {
    await i18next.changeLanguage('en');
    expect(await submitWith('   ', 'sara@')).toEqual([
      'Name must be at least 1 character',
      'Please enter a valid email address',
    ]);
  });
  it('Arabic: the same messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    expect(await submitWith('')).toEqual([ar.enterName]);
    expect(ar.enterName).not.toBe(en.enterName);
  });
});
