import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { type BoardActionRequest, useBoardAction } from '../api/kitchen-calls.ts';
import { aBoardOrder } from '../lib/board-fixture.ts';
import { ActionDialog } from './action-dialog.tsx';
import { OrderCard } from './order-card.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

const order = aBoardOrder({
  _id: 'o1',
  orderNumber: 'ALN-00077',
  orderStatus: 'PREPARING',
  customer: { firstName: 'Aisha' },
  selectedPaymentMethod: { EN: { name: 'Cash' }, AR: { name: 'نقدًا' } },
  estimatedReadyAt: null,
  estimatedDeliveryAt: null,
  statusReason: null,
} as never);

beforeEach(async () => {
  await loadTexts('en');
  callApi.mockReset();
});
afterAll(() => loadTexts('en'));

describe('cancelling an accepted order from the board (issue 17)', () => {
  it('the card offers "Cancel order" on a preparing order', () => {
    const onAction = vi.fn();
    renderInApp(<OrderCard order={order} onAction={onAction} busy={false} />, { brand: aBrand() });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onAction).toHaveBeenCalledWith(order, 'cancelOrder');
  });

  it('the dialog asks a reason (required) and sends status CANCELLED with it', async () => {
    const onSubmit = vi.fn();
    renderInApp(
      <ActionDialog
        order={order}
        kind="cancelOrder"
        busy={false}
        error={null}
        onClose={() => {}}
        onSubmit={onSubmit}
      />,
      { brand: aBrand() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ALN-00077' });
    const reason = within(dialog).getByLabelText('Reason (the customer is told)');
    expect(reason.hasAttribute('required')).toBe(true);
    fireEvent.change(reason, { target: { value: '  Out of rice  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'status', status: 'CANCELLED', reason: 'Out of rice' });
  });

  it('the request is POST staff/orders/:orderId/status {brandId, status: CANCELLED, reason}', async () => {
    callApi.mockResolvedValue({ order: { ...order, orderStatus: 'CANCELLED' }, changed: true });
    function Probe({ request }: { request: BoardActionRequest }) {
      const action = useBoardAction('tok', 's1');
      return (
        <button type="button" onClick={() => action.mutate({ orderId: 'o1', request })}>
          go
        </button>
      );
    }
    renderInApp(<Probe request={{ kind: 'status', status: 'CANCELLED', reason: 'Out of rice' }} />, {
      brand: aBrand(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    const [route, body, opts] = callApi.mock.calls[0]!;
    expect(route.path).toBe('staff/orders/:orderId/status');
    expect(body).toEqual({ brandId: 'b1', status: 'CANCELLED', reason: 'Out of rice' });
    expect(opts).toMatchObject({ params: { orderId: 'o1' }, headers: { authorization: 'Staff tok' } });
  });

  it('in Arabic: the dialog title and the order number isolated', async () => {
    await loadTexts('ar');
    renderInApp(
      <ActionDialog
        order={order}
        kind="cancelOrder"
        busy={false}
        error={null}
        onClose={() => {}}
        onSubmit={() => {}}
      />,
      { brand: aBrand() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'إلغاء الطلب ALN-00077' });
    expect(within(dialog).getByText('ALN-00077').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
