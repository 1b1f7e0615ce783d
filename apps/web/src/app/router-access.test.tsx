import { screen } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromChildren, Route, type RouteObject, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Component as Login } from '../features/auth/screens/login.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { paths, patterns } from '../shared/config/paths.ts';
import { getSession } from '../shared/session/session-state.ts';
import { aBrand } from '../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../shared/testing/render-in-app.tsx';
import { RequireAuth } from './require-auth.tsx';
import { AppRoutes } from './router.tsx';

const outletBrand = aBrand();
const brandBased = {
  ...outletBrand,
  brand: { ...outletBrand.brand, catalogueType: 'BRAND_BASED_CATALOGUE' },
} as ResolvedBrand;

/**
 * The app's route table for `brand` (router.tsx, 000 §2.3), read without rendering: each path with
 * whether it sits under the login guard (RequireAuth). The index route is written '/'.
 */
function routeAccess(brand: ResolvedBrand): Map<string, 'login' | 'public'> {
  const routes = AppRoutes({ brand }) as ReactElement<{ children: ReactNode }>;
  const access = new Map<string, 'login' | 'public'>();
  const walk = (list: RouteObject[], guarded: boolean) => {
    for (const r of list) {
      const here = guarded || (isValidElement(r.element) && r.element.type === RequireAuth);
      const path = r.index ? '/' : r.path;
      if (path) access.set(path, here ? 'login' : 'public');
      if (r.children) walk(r.children, here);
    }
  };
  walk(createRoutesFromChildren(routes.props.children), false);
  return access;
}

/** `element` at `path`, with the home and login pages it may send the customer to. */
const routed = (element: ReactElement, path: string) => (
  <Routes>
    <Route path={path} element={element} />
    <Route path="/" element={<p>home page</p>} />
    {path === paths.login ? null : <Route path={paths.login} element={<p>login page</p>} />}
  </Routes>
);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  initBrandState('b1');
  getSession().signOut();
  await loadTexts('en');
});

// 0100 IS11: login required for checkout (both catalogues), settings, edit profile, order history,
// order detail and order success; /auth/login is login-only; the basket pages are public.
describe('route access (000 §2.3, 002 §2.1–§2.2; decision 0100 IS11, IS50)', () => {
  const loginRequired = [
    paths.settings,
    paths.editProfile,
    paths.myOrders,
    paths.orderDetail,
    patterns.orderSuccess,
  ];

  it('IS11: the outlet catalogue — checkout and the account and order pages need a login; the basket and the login page do not', () => {
    const access = routeAccess(outletBrand);
    for (const path of [paths.storeCheckout, ...loginRequired]) expect(access.get(path), path).toBe('login');
    for (const path of [paths.storeBasket, paths.login, paths.verifyOtp, '/'])
      expect(access.get(path), path).toBe('public');
    // The brand-based set is not served to an outlet brand.
    expect(access.has(paths.brandCheckout)).toBe(false);
    expect(access.has(paths.brandBasket)).toBe(false);
  });

  it('IS11, IS50: the brand-based catalogue — its checkout needs a login; its basket page is /basket, public', () => {
    const access = routeAccess(brandBased);
    for (const path of [paths.brandCheckout, ...loginRequired]) expect(access.get(path), path).toBe('login');
    // 0100 IS50: the spec lists the brand set's basket as 'not shown'; Sufra serves it at /basket.
    expect(paths.brandBasket).toBe('/basket');
    for (const path of [paths.brandBasket, paths.login, paths.verifyOtp, '/'])
      expect(access.get(path), path).toBe('public');
    expect(access.has(paths.storeCheckout)).toBe(false);
    expect(access.has(paths.storeBasket)).toBe(false);
  });

  it('IS11: a login-required page without a token sends the customer to /auth/login', async () => {
    renderInApp(routed(<RequireAuth />, paths.myOrders), { brand: outletBrand, path: paths.myOrders });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/auth\/login$/);
  });

  it('IS11: /auth/login is login-only — a customer who holds a token does not get the sign-in form', () => {
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    renderInApp(routed(<Login />, paths.login), { brand: outletBrand, path: paths.login });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('button', { name: 'Send Code' })).toBeNull();
  });

  it('IS11: without a token /auth/login shows the sign-in form', () => {
    renderInApp(routed(<Login />, paths.login), { brand: outletBrand, path: paths.login });
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/auth\/login$/);
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeInTheDocument();
  });
});
