import type { Order } from '@sufra/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as OrderFeedback } from './order-feedback.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** A delivered order as order info answers it, with `overrides`. */
function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderNumber: 'A-1001',
    orderStatus: 'DELIVERED',
    orderPlacedTime: 1_795_000_000,
    orderedMenu: [],
    feedback: null,
    trackingToken: 'tt',
    ...overrides,
  } as unknown as Order;
}

function renderFeedback(order: Order) {
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  return renderInApp(<OrderFeedback />, {
    brand: aBrand(),
    path: '/order/order-feedback/A-1001',
    data: [[['order', 'b1', 'A-1001'], { order }]],
  });
}

// The screen reads its :orderId from the route; render-in-app has no route table, so give it one.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useParams: () => ({ orderId: 'A-1001' }),
}));

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  callApi.mockReset();
  await loadTexts('en');
});

describe('feedback (002 §2.21, issue 17)', () => {
  it('five stars in a radio group with the spec labels; a rating is required; submit sends rating and comment, then thanks', async () => {
    // After the feedback the order's queries are refetched: the order then carries it.
    callApi.mockImplementation(async (route: { path: string }) =>
      route.path === 'feedbacks/create'
        ? { feedback: { _id: 'f1', orderId: 'o1', rating: 4, comment: 'Hot', createdAt: 1_795_000_100 } }
        : { order: anOrder({ feedback: { rating: 4, comment: 'Hot' } }) },
    );
    renderFeedback(anOrder());
    const group = screen.getByRole('group', { name: 'How was your order?' });
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(group).toContainElement(stars[0]!);
    expect(screen.getByRole('radio', { name: '5 of 5 stars' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating');
    expect(callApi).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '1 of 5 stars' }));
    expect(screen.getByText('Bad')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '5 of 5 stars' }));
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '4 of 5 stars' }));
    expect(screen.getByText('Average')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: ' Hot ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Thank you for your feedback!');
    const [route, body] = callApi.mock.calls.find(([r]) => r.path === 'feedbacks/create')!;
    expect(route).toMatchObject({ path: 'feedbacks/create', method: 'POST' });
    expect(body).toMatchObject({ orderId: 'o1', rating: 4, comment: 'Hot' });
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("the API's refusal is shown (e.g. already rated), and nothing is thanked", async () => {
    callApi.mockRejectedValue(new ApiError('You have already rated this order. Thank you!', 409));
    renderFeedback(anOrder());
    fireEvent.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You have already rated this order. Thank you!'),
    );
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
  });

  it('an order not delivered yet cannot be rated; an order rated shows its rating', () => {
    const { unmount } = renderFeedback(anOrder({ orderStatus: 'ON_THE_WAY' }));
    expect(screen.getByText('You can rate your order once it has been delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    unmount();
    renderFeedback(anOrder({ orderStatus: 'COMPLETE', feedback: { rating: 2, comment: 'Cold' } }));
    expect(screen.getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Cold')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('in Arabic: the legend, labels and stars read in Arabic, right to left', async () => {
    await loadTexts('ar');
    renderFeedback(anOrder());
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('group', { name: 'كيف كان طلبك؟' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '5 من 5 نجوم' }));
    expect(screen.getByText('ممتاز')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });
});
