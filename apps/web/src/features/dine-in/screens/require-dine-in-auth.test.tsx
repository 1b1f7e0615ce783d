import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { TABLE_QUERY } from '../lib/test-fixtures.ts';
import { renderDineIn } from '../lib/test-render.tsx';
import { Component as RequireDineInAuth } from './require-dine-in-auth.tsx';

const page = (
  <Routes>
    <Route element={<RequireDineInAuth />}>
      <Route path="/dine-in/checkout" element={<p>your order</p>} />
    </Route>
    <Route path="*" element={null} />
  </Routes>
);

beforeEach(() => {
  localStorage.clear();
  initBrandState('b1');
  getSession().signOut();
});

describe('login-required dine-in routes (002 §2.1: the login page is /dine-in/auth/login with the query; ROUTE-06)', () => {
  it('without a token: /dine-in/auth/login with store-id, service-type, table-number and t', () => {
    renderDineIn(page, { entries: [`/dine-in/checkout${TABLE_QUERY}`] });
    expect(screen.getByTestId('location').textContent).toBe(`/dine-in/auth/login${TABLE_QUERY}`);
  });
  it('with a token: the page', () => {
    getSession().signIn('token', {
      userId: 'u1',
      brandId: 'b1',
      phoneNumber: '+971501234567',
      name: 'Sara',
      email: null,
    });
    renderDineIn(page, { entries: [`/dine-in/checkout${TABLE_QUERY}`] });
    expect(screen.getByText('your order')).toBeInTheDocument();
  });
});
