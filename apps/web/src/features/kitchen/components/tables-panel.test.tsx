import type { StaffTableTab } from '@sufra/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { TablesPanel } from './tables-panel.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** 18:05 in Dubai (UTC+4) on 28 Nov 2026. */
const OPENED = Date.UTC(2026, 10, 28, 14, 5) / 1000;
const tab = (over: Partial<StaffTableTab> = {}): StaffTableTab => ({
  sessionId: 'tab-12',
  tableNumber: 12,
  label: 'Terrace',
  openedAt: OPENED,
  orderNumbers: ['NIL-00041', 'NIL-00042'],
  billAmount: 180.5,
  paidAmount: 60,
  heldAmount: 0,
  remainingAmount: 120.5,
  version: 3,
  ...over,
});

let tabs: StaffTableTab[];
let refuse: ApiError | null;
const posts = () =>
  callApi.mock.calls
    .filter(([route]) => route.method === 'POST')
    .map(([route, body, opts]) => ({ path: route.path, body, params: opts.params, auth: opts.headers }));

beforeEach(async () => {
  await loadTexts('en');
  tabs = [tab(), tab({ sessionId: 'tab-3', tableNumber: 3, label: null, heldAmount: 25, orderNumbers: [] })];
  refuse = null;
  callApi.mockReset();
  callApi.mockImplementation(async (route: { path: string }) => {
    if (route.path === 'staff/tables') return { tabs };
    if (route.path === 'staff/tables/:sessionId/close') {
      if (refuse) throw refuse;
      const closed = tabs[0]!;
      tabs = tabs.slice(1);
      return { tab: { ...closed, status: 'CLOSED' }, changed: true };
    }
    throw new Error(`unexpected call ${route.path}`);
  });
});
afterAll(() => loadTexts('en'));

function renderPanel() {
  renderInApp(<TablesPanel token="tok" storeId="s1" storeName="Arjan" onClose={() => {}} />, {
    brand: aBrand(),
  });
}

describe('the kitchen board’s "Tables" panel (issue 18, decision 0032)', () => {
  it("lists the store's open tabs: table, label, opened time, orders, bill, paid, held, remaining (AED)", async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Arjan' });
    const t12 = await within(dialog).findByRole('listitem', { name: 'Table 12 · Terrace' });
    expect(within(t12).getByText(/Open since/).textContent).toBe(
      'Open since 18:05 · Orders: NIL-00041, NIL-00042',
    );
    const amounts = [...t12.querySelectorAll('dl > div')].map((d) => d.textContent);
    expect(amounts).toEqual(['BillAED 180.50', 'Paid onlineAED 60.00', 'RemainingAED 120.50']);
    const t3 = within(dialog).getByRole('listitem', { name: 'Table 3' });
    expect(within(t3).getByText('Being paid')).toBeTruthy();
    expect(callApi.mock.calls[0]?.[2]).toMatchObject({
      query: { brandId: 'b1', storeId: 's1' },
      headers: { authorization: 'Staff tok' },
    });
  });

  it("'Close table' asks 'Close table 12? Only when the bill was paid at the counter.', then closes the tab and refreshes", async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Arjan' });
    const t12 = await within(dialog).findByRole('listitem', { name: 'Table 12 · Terrace' });
    fireEvent.click(within(t12).getByRole('button', { name: 'Close table' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close table 12?' });
    expect(within(confirm).getByText('Only when the bill was paid at the counter.')).toBeTruthy();
    expect(posts()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      path: 'staff/tables/:sessionId/close',
      body: { brandId: 'b1' },
      params: { sessionId: 'tab-12' },
      auth: { authorization: 'Staff tok' },
    });
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: /Table 12/ })).toBeNull());
    expect(within(dialog).getByRole('status').textContent).toBe('Table 12 is closed.');
  });

  it("'No' closes nothing", async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Arjan' });
    fireEvent.click((await within(dialog).findAllByRole('button', { name: 'Close table' }))[0]!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Close table 12?' })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close table 12?' })).toBeNull());
    expect(posts()).toEqual([]);
  });

  it('409 tablePaymentInProgress: the catalogue text in an alert, the tab stays', async () => {
    refuse = new ApiError(
      'A guest at this table is paying right now. Please try again in a minute.',
      409,
      undefined,
      undefined,
      'tablePaymentInProgress' as never,
    );
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Arjan' });
    fireEvent.click((await within(dialog).findAllByRole('button', { name: 'Close table' }))[0]!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Close table 12?' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A guest at this table is paying right now. Please try again in a minute.',
    );
    expect(within(dialog).getByRole('listitem', { name: 'Table 12 · Terrace' })).toBeTruthy();
  });

  it('in Arabic: طاولة 12, the amounts after the number, numbers isolated left-to-right', async () => {
    await loadTexts('ar');
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'الطاولات المفتوحة — Arjan' });
    const t12 = await within(dialog).findByRole('listitem', { name: 'طاولة 12 · Terrace' });
    expect(t12.querySelector('h3 bdi[dir="ltr"]')?.textContent).toBe('12');
    const remaining = within(t12).getByText('المتبقي').nextElementSibling;
    expect(remaining?.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/^120\.50\s?AED$/);
    expect(within(t12).getByRole('button', { name: 'إغلاق الطاولة' })).toBeTruthy();
  });

  it('no open tab: says so', async () => {
    tabs = [];
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Arjan' });
    expect(await within(dialog).findByText('No table has an open bill.')).toBeTruthy();
  });
});
