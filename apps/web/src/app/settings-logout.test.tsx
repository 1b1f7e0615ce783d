import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as Settings } from '../features/auth/screens/settings.tsx';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { getSession } from '../shared/session/session-state.ts';
import { RequireAuth } from './require-auth.tsx';

// @testing-library/react is not installed in this repo: a minimal render with react-dom + act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const brand = {
  brand: { _id: 'b1', catalogueType: 'BRAND_BASED_CATALOGUE', brandName: 'Burgerato', brandNameAR: '' },
  setting: { brandLogoFirst: null },
} as unknown as ResolvedBrand;
let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

describe('User Settings (002 §2.14, §4.6)', () => {
  it('Logout signs out and goes to the brand home, not to sign-in (issue 6)', async () => {
    initBrandState('b1');
    getSession().signIn('token-1', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    } as never);
    const router = createMemoryRouter(
      [
        // The home screen is lazy-loaded, as in the app's route table.
        { index: true, lazy: async () => ({ Component: () => <p>home page</p> }) },
        { path: '/auth/login', element: <p>login page</p> },
        { element: <RequireAuth />, children: [{ path: '/auth/settings', Component: Settings }] },
      ],
      { initialEntries: ['/auth/settings'] },
    );
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    await act(async () =>
      root!.render(
        // The screen shows the wallet's balance (issue 7): a query client, whose call never answers here.
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
          <BrandProvider brand={brand}>
            <RouterProvider router={router} />
          </BrandProvider>
        </QueryClientProvider>,
      ),
    );
    // The phone is isolated left-to-right inside RTL text (issue 6).
    expect(host.querySelector('bdi[dir="ltr"]')).toHaveTextContent('+971501234567');
    const logout = [...host.querySelectorAll('button')].find((b) => b.textContent === 'logout')!;
    await act(async () => {
      logout.click();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(getSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(host).toHaveTextContent('home page');
  });
});
