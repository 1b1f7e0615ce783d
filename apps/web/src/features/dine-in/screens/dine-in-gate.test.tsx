import { ROUTES } from '@sufra/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { loadTexts } from '../../../shared/testing/render-in-app.tsx';
import { dineInSession } from '../lib/dine-in-session.ts';
import { anEmptyTable, aTableWithOrder, TABLE_QUERY } from '../lib/test-fixtures.ts';
import { renderDineIn } from '../lib/test-render.tsx';
import { Component as Gate } from './dine-in-gate.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const location = () => screen.getByTestId('location').textContent ?? '';

function App() {
  return (
    <Routes>
      <Route path="/" element={<p>brand home</p>} />
      <Route path="/dine-in" element={<Gate />}>
        <Route index element={<p>dine-in menu</p>} />
        <Route path="paylater" element={<p>landing</p>} />
        <Route path="checkout" element={<p>your order</p>} />
      </Route>
    </Routes>
  );
}

/** callApi answering getTableLaterOrders with `answer` (a value, or an error to throw); other calls never answer. */
function answerTable(answer: unknown) {
  callApi.mockImplementation(async (route: { path: string }) => {
    if (route.path !== ROUTES.getTableLaterOrders.path) return new Promise(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  callApi.mockReset();
  initBrandState('b1');
  await loadTexts('en');
});

describe('opening the storefront at a table (002 §2.1, §2.3; decision 0032)', () => {
  it('without service-type=dine-in and store-id the dine-in route set does not apply: the brand home', () => {
    answerTable(anEmptyTable());
    renderDineIn(<App />, { entries: ['/dine-in?table-number=5'] });
    expect(location()).toBe('/');
  });

  it("loads the table's tab with its token, keeps the table for the session and orders DINE_IN at the query's store", async () => {
    answerTable(anEmptyTable());
    renderDineIn(<App />, { entries: [`/dine-in${TABLE_QUERY}`] });
    expect(await screen.findByText('dine-in menu')).toBeInTheDocument();
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        ROUTES.getTableLaterOrders,
        expect.objectContaining({ storeId: 's1', tableNumber: 5, tableToken: 'tok-5' }),
        expect.anything(),
      ),
    );
    expect(dineInSession('b1').getState().table).toEqual({ storeId: 's1', tableNumber: 5, token: 'tok-5' });
    expect(getOrderSettings().serviceType).toBe('DINE_IN');
    expect(getOrderSettings().selectedStoreId).toBe('s1');
  });

  it('a table with orders sends the guest to /dine-in/paylater with the query (002 §2.3)', async () => {
    answerTable(aTableWithOrder());
    renderDineIn(<App />, { entries: [`/dine-in${TABLE_QUERY}`] });
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(location()).toBe(`/dine-in/paylater${TABLE_QUERY}`);
  });

  it("while the table is split, 'Your Order' stays open (not blocked on split)", async () => {
    answerTable(aTableWithOrder(10));
    renderDineIn(<App />, { entries: [`/dine-in/checkout${TABLE_QUERY}`] });
    expect(await screen.findByText('your order')).toBeInTheDocument();
  });

  it("a 404 tableNotFound shows the catalogue's text and 'Go to Home' (decision 0032)", async () => {
    const user = userEvent.setup();
    answerTable(new ApiError('This table link is not valid.', 404, undefined, undefined, 'tableNotFound'));
    renderDineIn(<App />, { entries: [`/dine-in${TABLE_QUERY}`] });
    expect(
      await screen.findByRole('heading', {
        name: 'This table link is not valid. Please scan the QR code on your table again.',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(location()).toBe('/');
    expect(dineInSession('b1').getState().table).toBeNull();
  });

  it('any other failure is only logged: the guest keeps the menu (002 §2.3)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    answerTable(new ApiError('Server error', 500));
    renderDineIn(<App />, { entries: [`/dine-in${TABLE_QUERY}`] });
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(screen.getByText('dine-in menu')).toBeInTheDocument();
    info.mockRestore();
  });
});
