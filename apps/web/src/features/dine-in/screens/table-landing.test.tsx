import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { aTableWithOrder, TABLE_QUERY } from '../lib/test-fixtures.ts';
import { renderDineIn } from '../lib/test-render.tsx';
import { Component as TableLanding } from './table-landing.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const at = `/dine-in/paylater${TABLE_QUERY}`;
const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(async () => {
  sessionStorage.clear();
  callApi.mockReset().mockReturnValue(new Promise(() => {}));
  initBrandState('b1');
  await loadTexts('en');
});

describe('the table landing /dine-in/paylater (002 §2.4, §4.2; SPLIT-17)', () => {
  it("'Welcome! {store}', 'Pay Now ( {remaining} )!' with the table's remaining amount, 'View Menu', and the tab's orders", async () => {
    const user = userEvent.setup();
    renderDineIn(<TableLanding />, { entries: [at], table: aTableWithOrder() });
    expect(screen.getByRole('heading', { name: 'Welcome! Arjan' })).toBeInTheDocument();
    expect(screen.getByText('We Are Preparing Something Great For You!')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'On your table' });
    expect(within(orders).getByText(/Hummus/)).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: /^Pay Now \( .*46\.00.* \)!$/ });
    expect(screen.getByRole('button', { name: 'View Menu' })).toBeInTheDocument();
    await user.click(pay);
    // ROUTE-10: the table link's query goes along.
    expect(location()).toBe(`/dine-in/checkout${TABLE_QUERY}`);
  });

  it("the remaining amount is the table total − splitPayed; 'View Menu' is hidden while split bills exist", () => {
    renderDineIn(<TableLanding />, { entries: [at], table: aTableWithOrder(10) });
    expect(screen.getByRole('button', { name: /36\.00/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Menu' })).toBeNull();
  });

  it('a remaining amount of 0 or less goes to /dine-in by itself, with the query', () => {
    renderDineIn(<TableLanding />, { entries: [at], table: aTableWithOrder(46) });
    expect(location()).toBe(`/dine-in${TABLE_QUERY}`);
  });
});
