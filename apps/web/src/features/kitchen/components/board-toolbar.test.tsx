import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import type { useKitchenBoard } from '../lib/use-kitchen-board.ts';
import { BoardToolbar } from './board-toolbar.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const me = {
  staff: { id: 'm', brandId: 'b1', role: 'owner', storeIds: ['s1', 's2'], name: null, phoneNumber: '+9715' },
  stores: [
    { id: 's1', name: { en: 'Downtown', ar: 'وسط المدينة' } },
    { id: 's2', name: { en: 'Marina (delivery only)', ar: 'المارينا' } },
  ],
};
const availability = (paused: boolean) => ({
  storeId: 's2',
  soldOut: [],
  isPaused: paused,
  ordersPausedUntil: paused ? new Date(Date.now() + 15 * 60_000).toISOString() : null,
  extraPrepMinutes: 0,
  nextOpeningAt: null,
});
const board = (setStoreId = vi.fn()) =>
  ({ storeId: 's2', setStoreId, live: true, sound: false, toggleSound: () => {} }) as unknown as ReturnType<
    typeof useKitchenBoard
  >;

function renderToolbar(paused: boolean, setStoreId = vi.fn(), dineIn = false, owner = false) {
  const brand = aBrand();
  if (dineIn) brand.setting = { ...brand.setting, isDineInEnabled: true };
  return renderInApp(
    <BoardToolbar
      board={board(setStoreId)}
      token="tok"
      storeIds={['s1', 's2']}
      owner={owner}
      onSignOut={() => {}}
    />,
    {
      brand,
      data: [
        [['kitchen-me', 'b1'], me],
        [['kitchen-availability', 'b1', 's2'], availability(paused)],
      ],
    },
  );
}

beforeEach(async () => {
  await loadTexts('en');
  callApi.mockReset();
  callApi.mockImplementation(async (route: { path: string }) => {
    if (route.path === 'staff/me') return me;
    if (route.path === 'staff/tables') return { tabs: [] };
    if (route.path === 'staff/blacklisted-numbers') return { numbers: [], changed: false, phoneNumber: null };
    if (route.path === 'menus/get-pickup-store-menu')
      return { storeMenu: { _id: 'm', categories: [] }, storeInfo: {} };
    return availability(false);
  });
});
afterAll(() => loadTexts('en'));

describe('the board toolbar (issue 17)', () => {
  it('names every store from staff/me, the delivery-only one included, and switches store', () => {
    const setStoreId = vi.fn();
    renderToolbar(false, setStoreId);
    const picker = screen.getByLabelText('Store') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Downtown', 'Marina (delivery only)']);
    fireEvent.change(picker, { target: { value: 's1' } });
    expect(setStoreId).toHaveBeenCalledWith('s1');
    expect(screen.queryByText(/Paused until/)).toBeNull();
  });

  it('shows "Paused until HH:mm" while the store is paused, and opens the Menu & store panel', async () => {
    renderToolbar(true);
    const badge = screen.getByText(/^Paused until/);
    expect(badge.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/^\d\d:\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: 'Menu & store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu & store — Marina (delivery only)' });
    expect(within(dialog).getByRole('button', { name: 'Resume' }).hasAttribute('disabled')).toBe(false);
  });

  it('in Arabic: the Arabic store names', async () => {
    await loadTexts('ar');
    renderToolbar(false);
    const picker = screen.getByLabelText('الفرع') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['وسط المدينة', 'المارينا']);
  });

  it("issue 18: a 'Tables' button opens the Tables panel when the brand takes dine-in; none otherwise", async () => {
    const { unmount } = renderToolbar(false);
    expect(screen.queryByRole('button', { name: 'Tables' })).toBeNull();
    unmount();
    renderToolbar(false, vi.fn(), true);
    fireEvent.click(screen.getByRole('button', { name: 'Tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open tables — Marina (delivery only)' });
    expect(await within(dialog).findByText('No table has an open bill.')).toBeTruthy();
  });

  it("issue 19: only the owner has 'Blocked numbers', which opens the blacklist panel", async () => {
    const { unmount } = renderToolbar(false);
    expect(screen.queryByRole('button', { name: 'Blocked numbers' })).toBeNull();
    unmount();
    renderToolbar(false, vi.fn(), false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Blocked numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blocked numbers' });
    expect(await within(dialog).findByText('No number is blocked.')).toBeTruthy();
  });
});
