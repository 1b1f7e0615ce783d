import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../shared/brand-state/init-brand-state.ts';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { getSession } from '../../shared/session/session-state.ts';
import { Component as DineInRoutes } from './dine-in-routes.tsx';

// The gate (table and tab checks) and the screens are tested on their own: here they are
// stand-ins, so the test is about where the route set puts the edit-profile screen.
vi.mock('../../features/dine-in/screens/dine-in-gate.tsx', () => ({ Component: () => <Outlet /> }));
vi.mock('./dine-in-menu.tsx', () => ({ Component: () => <p>dine-in menu</p> }));
vi.mock('../../features/auth/screens/edit-profile.tsx', () => ({ Component: () => <p>edit profile</p> }));
vi.mock('../../features/auth/screens/login.tsx', () => ({ Component: () => <p>phone entry</p> }));

const QUERY = '?store-id=s1&service-type=dine-in&table-number=5';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The app's router as start-app builds it: `basename` '' on a custom domain, '/{domainName}' on the temporary one (000 §2.1). */
function renderAt(basename: string, url: string) {
  return render(
    <MemoryRouter basename={basename} initialEntries={[url]}>
      <Routes>
        <Route path="/dine-in/*" element={<DineInRoutes />} />
        <Route path="*" element={<p>not dine-in</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const signIn = () =>
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });

beforeEach(() => {
  localStorage.clear();
  initBrandState('b1');
  getSession().signOut();
});
afterEach(cleanup);

describe('IS12: the dine-in edit-profile route (000 §2.3, 002 §2.2)', () => {
  it('IS12: is /dine-in/auth/edit-profile relative to the brand base', () => {
    expect(dineInPaths.editProfile).toBe('/dine-in/auth/edit-profile');
  });

  it('IS12: on the temporary domain it is /{domainName}/dine-in/auth/edit-profile (002 §2.2), signed in', async () => {
    signIn();
    renderAt('/demo-grill', `/demo-grill/dine-in/auth/edit-profile${QUERY}`);
    expect(await screen.findByText('edit profile')).toBeInTheDocument();
  });

  it('IS12: on a custom domain it is /dine-in/auth/edit-profile (000 §2.3), signed in', async () => {
    signIn();
    renderAt('', `/dine-in/auth/edit-profile${QUERY}`);
    expect(await screen.findByText('edit profile')).toBeInTheDocument();
  });

  it('IS12: login required — signed out, the dine-in login with the table query', async () => {
    renderAt('/demo-grill', `/demo-grill/dine-in/auth/edit-profile${QUERY}`);
    expect(await screen.findByText('phone entry')).toBeInTheDocument();
    expect(screen.queryByText('edit profile')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(`/dine-in/auth/login${QUERY}`);
  });
});
