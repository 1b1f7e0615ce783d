import type { StoreAvailability } from '@sufra/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { StorePanel, soldOutRows } from './store-panel.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const item = (id: string, en: string, ar: string) => ({
  _id: id,
  categoryId: 'c1',
  sku: null,
  price: 20,
  baseLanguage: { title: en, description: '' },
  translations: { en: { title: en, description: '' }, ar: { title: ar, description: '' } },
  itemImageURLs: [],
  maximumOrderQuantity: 9,
  isStockEnabled: false,
  availableStock: 0,
  isOutOfStock: false,
  modifierGroupCount: 0,
  unavailableStores: [],
});
const menu = {
  storeMenu: {
    _id: 'm1',
    categories: [
      {
        categoryId: { _id: 'c1' },
        items: [item('koshari', 'Koshari', 'كشري'), item('falafel', 'Falafel', 'فلافل')],
      },
      {
        categoryId: { _id: 'c2' },
        items: [item('tea', 'Mint tea', 'شاي بالنعناع'), item('koshari', 'Koshari', 'كشري')],
      },
    ],
  },
  storeInfo: {},
};
/** 16:30 Dubai time on a Saturday, an hour from the test's real clock at most a day off. */
const PAUSE_END = new Date(Date.now() + 20 * 60_000).toISOString();
const state = (over: Partial<StoreAvailability> = {}): StoreAvailability => ({
  storeId: 's1',
  soldOut: [],
  isPaused: false,
  ordersPausedUntil: null,
  extraPrepMinutes: 0,
  nextOpeningAt: null,
  ...over,
});

let current: StoreAvailability;
let refuse: ApiError | null;
const posts = () =>
  callApi.mock.calls
    .filter(([route]) => route.method === 'POST')
    .map(([route, body, opts]) => ({ path: route.path, body, params: opts.params, auth: opts.headers }));

beforeEach(async () => {
  await loadTexts('en');
  current = state();
  refuse = null;
  callApi.mockReset();
  callApi.mockImplementation(async (route: { path: string; method: string }) => {
    if (route.path === 'staff/stores/:storeId/availability') return current;
    if (route.path.startsWith('staff/stores/:storeId/')) {
      if (refuse) throw refuse;
      return current;
    }
    throw new Error(`unexpected call ${route.path}`);
  });
});
afterAll(() => loadTexts('en'));

function renderPanel(initial: StoreAvailability = current) {
  current = initial;
  const onClose = vi.fn();
  renderInApp(<StorePanel token="tok" storeId="s1" storeName="Downtown" onClose={onClose} />, {
    brand: aBrand(),
    data: [
      [['kitchen-availability', 'b1', 's1'], initial],
      [['pickup-store-menu', 'b1', 's1'], menu],
    ],
  });
  return { onClose };
}

describe('the kitchen board’s "Menu & store" panel (issue 17, decision 0030)', () => {
  it('pause 15 min: POST pause {brandId, minutes: 15} with the staff token; shows "Paused until" after', async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Menu & store — Downtown' });
    expect(within(dialog).getByText('Taking orders')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resume' }).hasAttribute('disabled')).toBe(true);
    current = state({ isPaused: true, ordersPausedUntil: PAUSE_END });
    fireEvent.click(within(dialog).getByRole('button', { name: '15 min' }));
    await waitFor(() => expect(within(dialog).getByText(/Paused until/)).toBeTruthy());
    expect(posts()).toEqual([
      {
        path: 'staff/stores/:storeId/pause',
        body: { brandId: 'b1', minutes: 15 },
        params: { storeId: 's1' },
        auth: { authorization: 'Staff tok' },
      },
    ]);
    // The time is isolated left-to-right.
    expect(
      within(dialog)
        .getByText(/Paused until/)
        .querySelector('bdi[dir="ltr"]')?.textContent,
    ).toMatch(/\d\d:\d\d$/);
    current = state();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toMatchObject({
      path: 'staff/stores/:storeId/pause',
      body: { brandId: 'b1', minutes: 0 },
    });
    await waitFor(() => expect(within(dialog).getByText('Taking orders')).toBeTruthy());
  });

  it('extra prep: a quick choice and a typed value, each saved with POST extra-prep', async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog');
    current = state({ extraPrepMinutes: 20 });
    fireEvent.click(within(dialog).getByRole('button', { name: '+20 min' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '+20 min' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    const input = within(dialog).getByLabelText('Extra minutes (0–120)') as HTMLInputElement;
    expect(input.value).toBe('20');
    fireEvent.change(input, { target: { value: '45' } });
    current = state({ extraPrepMinutes: 45 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((p) => [p.path, p.body])).toEqual([
      ['staff/stores/:storeId/extra-prep', { brandId: 'b1', minutes: 20 }],
      ['staff/stores/:storeId/extra-prep', { brandId: 'b1', minutes: 45 }],
    ]);
  });

  it('sold out: marks an item until next opening (default) or until turned back, turns one back; sold out first', async () => {
    renderPanel(
      state({
        soldOut: [
          {
            kind: 'item',
            id: 'tea',
            itemId: 'tea',
            name: { en: 'Mint tea', ar: 'شاي بالنعناع' },
            scope: 'store',
            until: null,
          },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Sold out' });
    // Each item once, the sold-out one first with its end.
    expect(
      within(list)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Sold out: Mint tea', 'Sold out: Koshari', 'Sold out: Falafel']);
    expect(within(list).getByText('until turned back')).toBeTruthy();
    const tea = within(list).getByRole('switch', { name: 'Sold out: Mint tea' });
    expect(tea.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(list).getByRole('switch', { name: 'Sold out: Koshari' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Until turned back' }));
    fireEvent.click(within(list).getByRole('switch', { name: 'Sold out: Falafel' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    fireEvent.click(tea);
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts().map((p) => p.body)).toEqual([
      { brandId: 'b1', itemId: 'koshari', soldOut: true, until: 'next-opening' },
      { brandId: 'b1', itemId: 'falafel', soldOut: true, until: null },
      { brandId: 'b1', itemId: 'tea', soldOut: false },
    ]);
    expect(posts().every((p) => p.path === 'staff/stores/:storeId/sold-out')).toBe(true);
    // Each change refetches the availability.
    await waitFor(() =>
      expect(
        callApi.mock.calls.filter(([route]) => route.path === 'staff/stores/:storeId/availability').length,
      ).toBeGreaterThanOrEqual(3),
    );
  });

  it('search by name (either language) narrows the list; a sold-out option can be turned back by its id', async () => {
    renderPanel(
      state({
        soldOut: [
          {
            kind: 'option',
            id: 'opt-cheese',
            itemId: 'koshari',
            name: { en: 'Extra cheese', ar: 'جبن إضافي' },
            scope: 'store',
            until: PAUSE_END,
          },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Search the menu'), { target: { value: 'فلا' } });
    expect(
      within(dialog)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Sold out: Falafel']);
    fireEvent.change(within(dialog).getByLabelText('Search the menu'), { target: { value: 'cheese' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sold out: Extra cheese' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ brandId: 'b1', optionId: 'opt-cheese', soldOut: false });
    fireEvent.change(within(dialog).getByLabelText('Search the menu'), { target: { value: 'pizza' } });
    expect(within(dialog).getByText('No items match')).toBeTruthy();
  });

  it('a brand-wide mark is shown but not switchable here', async () => {
    renderPanel(
      state({
        soldOut: [
          {
            kind: 'item',
            id: 'falafel',
            itemId: 'falafel',
            name: { en: 'Falafel', ar: 'فلافل' },
            scope: 'brand',
            until: null,
          },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const sw = within(dialog).getByRole('switch', { name: 'Sold out: Falafel' });
    expect(sw.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(/all stores/)).toBeTruthy();
  });

  it('a refusal shows the catalogue message (the API’s, in the request language) in an alert', async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog');
    refuse = new ApiError(
      'هذا الصنف غير موجود',
      404,
      undefined,
      undefined,
      'availabilityTargetNotFound' as never,
    );
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Sold out: Koshari' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('هذا الصنف غير موجود');
  });

  it('in Arabic: the texts, the minutes isolated left-to-right', async () => {
    await loadTexts('ar');
    renderPanel(state({ extraPrepMinutes: 10 }));
    const dialog = await screen.findByRole('dialog', { name: 'القائمة والفرع — Downtown' });
    expect(within(dialog).getByRole('heading', { name: 'إيقاف الطلبات الجديدة' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'نفد: كشري' })).toBeTruthy();
    const fifteen = within(dialog).getByRole('button', { name: '15 دقيقة' });
    expect(fifteen.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});

describe('soldOutRows', () => {
  it('lists marks first, then every menu item once in menu order, filtered by either name', () => {
    const items = menu.storeMenu.categories.flatMap((c) => c.items);
    const rows = soldOutRows(
      items,
      [
        {
          kind: 'item',
          id: 'falafel',
          itemId: 'falafel',
          name: { en: 'Falafel', ar: 'فلافل' },
          scope: 'store',
          until: null,
        },
      ],
      '',
    );
    expect(rows.map((r) => [r.id, r.entry !== null])).toEqual([
      ['falafel', true],
      ['koshari', false],
      ['tea', false],
    ]);
    expect(soldOutRows(items, [], 'KOSH').map((r) => r.id)).toEqual(['koshari']);
    expect(soldOutRows(items, [], 'شاي').map((r) => r.id)).toEqual(['tea']);
  });
});
