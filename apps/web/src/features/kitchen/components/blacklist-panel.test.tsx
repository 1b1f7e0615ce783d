import type { BlacklistedNumber } from '@sufra/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { BlacklistPanel } from './blacklist-panel.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

let numbers: BlacklistedNumber[];
let refuse: ApiError | null;
const posts = () =>
  callApi.mock.calls
    .filter(([route]) => route.method === 'POST')
    .map(([route, body, opts]) => ({
      path: route.path,
      phone: body.phoneNumber,
      auth: opts.headers.authorization,
    }));

beforeEach(async () => {
  await loadTexts('en');
  numbers = [{ phoneNumber: '+971501234567', createdAt: '2026-11-28T14:05:00.000Z' }];
  refuse = null;
  callApi.mockReset();
  callApi.mockImplementation(
    async (route: { path: string; method: string }, body: { phoneNumber?: string }) => {
      if (refuse) throw refuse;
      if (route.path === 'staff/blacklisted-numbers') {
        return { numbers, changed: false, phoneNumber: null };
      }
      const phone = body.phoneNumber === '0509876543' ? '+971509876543' : body.phoneNumber!;
      if (route.path === 'staff/blacklisted-numbers/add') {
        const changed = !numbers.some((n) => n.phoneNumber === phone);
        if (changed) numbers = [{ phoneNumber: phone, createdAt: '2026-11-28T14:10:00.000Z' }, ...numbers];
        return { numbers, changed, phoneNumber: phone };
      }
      numbers = numbers.filter((n) => n.phoneNumber !== phone);
      return { numbers, changed: true, phoneNumber: phone };
    },
  );
});
afterAll(() => loadTexts('en'));

const renderPanel = () => renderInApp(<BlacklistPanel token="tok" onClose={() => {}} />, { brand: aBrand() });

describe('the Blocked numbers panel (issue 19, decision 0033)', () => {
  it('lists the blocked phones left-to-right; blocks a typed number (normalised by the server)', async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Blocked numbers' });
    const phone = await within(dialog).findByText('+971501234567');
    expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '0509876543' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block number' }));
    await within(dialog).findByText('+971509876543', { selector: 'bdi.kitchen-blacklist-phone' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('+971509876543 is blocked.');
    expect(posts()).toEqual([
      { path: 'staff/blacklisted-numbers/add', phone: '0509876543', auth: 'Staff tok' },
    ]);
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('');
  });

  it('unblocks a number; a refusal shows the server message in an alert', async () => {
    renderPanel();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Unblock +971501234567' }));
    await waitFor(() => expect(within(dialog).getByText('No number is blocked.')).toBeInTheDocument());
    expect(posts()).toEqual([
      { path: 'staff/blacklisted-numbers/remove', phone: '+971501234567', auth: 'Staff tok' },
    ]);
    refuse = new ApiError(
      'Please provide a working mobile number.',
      400,
      undefined,
      undefined,
      'workingMobileNumber',
    );
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block number' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please provide a working mobile number.',
    );
  });

  it('Arabic: the texts are Arabic and the phone stays an isolated left-to-right run', async () => {
    await loadTexts('ar');
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'الأرقام المحظورة' });
    const phone = await within(dialog).findByText('+971501234567');
    expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByRole('button', { name: 'حظر الرقم' })).toBeInTheDocument();
    expect(within(dialog).getByText(/محظور منذ/)).toBeInTheDocument();
  });
});
