import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AccessBlocked } from '../features/auth/screens/access-blocked.tsx';
import { BrandProvider } from '../shared/brand/brand-context.tsx';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { getSession } from '../shared/session/session-state.ts';
import { aBrand } from '../shared/testing/fixtures.ts';
import { loadTexts } from '../shared/testing/render-in-app.tsx';
import { BlacklistRedirect } from './blacklist-redirect.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../shared/api/client.ts', () => ({ callApi, setUnauthorizedHandler: vi.fn() }));

/** Where the router is and how it got there (PUSH / REPLACE / POP). */
function Probe() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {location.pathname} {useNavigationType()}
    </output>
  );
}

/** The app's redirect and the /blocked route, at `path` (a memory history of '/' then `path`). */
function renderApp(path = '/order/checkout') {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider brand={aBrand()}>
        <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
          <BlacklistRedirect />
          <Routes>
            <Route path="/blocked" element={<AccessBlocked />} />
            <Route path="*" element={<p>a screen</p>} />
          </Routes>
          <Probe />
        </MemoryRouter>
      </BrandProvider>
    </QueryClientProvider>,
  );
}
const where = () => screen.getByTestId('where').textContent;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));
const user = { userId: 'u1', brandId: 'b1', phoneNumber: '+971501234567', name: 'Huda', email: null };

beforeEach(async () => {
  await loadTexts('en');
  initBrandState('b1');
  callApi.mockReset();
});
afterEach(() => getSession().signOut());

describe('002 §4.6 blacklist: the signed-in customer is redirected (history replaced) to /blocked', () => {
  it('isBlacklisted → /blocked, replacing the current entry (REPLACE)', async () => {
    getSession().signIn('tok-1', user);
    callApi.mockResolvedValue({ isBlacklisted: true });
    renderApp();
    await settle();
    expect(callApi).toHaveBeenCalledTimes(1);
    const [route, , opts] = callApi.mock.calls[0]!;
    expect(route).toMatchObject({ path: 'blacklisted-numbers/check/status', method: 'GET' });
    expect(opts).toMatchObject({ token: 'tok-1', query: expect.objectContaining({ brandId: 'b1' }) });
    expect(where()).toBe('/blocked REPLACE');
    expect(screen.getByRole('heading', { name: 'Access Blocked' })).toBeInTheDocument();
    // Once per answer: 'Go to Home' leads home and stays there.
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    await settle();
    expect(where()).toBe('/ PUSH');
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('not blacklisted, or a failed check (ignored), stays; a guest is not checked', async () => {
    getSession().signIn('tok-2', user);
    callApi.mockResolvedValue({ isBlacklisted: false });
    const first = renderApp();
    await settle();
    expect(where()).toBe('/order/checkout POP');
    first.unmount();
    getSession().signIn('tok-3', user);
    callApi.mockRejectedValue(new Error('network'));
    const second = renderApp();
    await settle();
    expect(where()).toBe('/order/checkout POP');
    expect(screen.queryByRole('alert')).toBeNull();
    second.unmount();
    getSession().signOut();
    callApi.mockReset();
    renderApp();
    await settle();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('after sign-in (a new token) the status is checked and a blacklisted customer is sent to /blocked', async () => {
    callApi.mockResolvedValue({ isBlacklisted: true });
    renderApp('/auth/verify-otp');
    await settle();
    expect(callApi).not.toHaveBeenCalled();
    await act(async () => getSession().signIn('tok-4', user));
    await settle();
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/blocked REPLACE');
  });
});

describe('Access Blocked screen (002 §2.15) in EN and AR', () => {
  it.each([
    [
      'en',
      'Access Blocked',
      'Your access has been blocked. Please contact support for assistance.',
      'Go to Home',
    ],
    ['ar', 'تم حظر الوصول', 'تم حظر وصولك. يرجى التواصل مع الدعم للمساعدة.', 'الذهاب إلى الصفحة الرئيسية'],
  ] as const)(
    '%s: the title, the text and Go to Home (to the brand home)',
    async (language, title, text, button) => {
      await loadTexts(language);
      renderApp('/blocked');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(where()).toBe('/ PUSH');
      await loadTexts('en');
    },
  );
});
