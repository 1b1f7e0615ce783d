import type { Order } from '@sufra/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import { Component as OrderDetail } from './order-detail.tsx';

/** A card order as order info answers it (decision 0022: paymentStatus), with `overrides`. */
function aCardOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'A-1001',
    orderStatus: 'PENDING',
    orderPlacedTime: 1_795_000_000,
    orderedMenu: [],
    itemsTotalPrice: 25,
    discountAmount: 0,
    loyaltyAmount: 0,
    taxAmount: 1.25,
    tipAmount: 0,
    voucherDiscount: null,
    totalOrderPrice: 26.25,
    paymentType: 'CREDIT_CARD',
    selectedPaymentMethod: {
      EN: { name: 'ONLINE PAYMENT (Credit/Debit Card)' },
      AR: { name: 'الدفع الإلكتروني' },
    },
    trackingToken: 'tt',
    paymentStatus: 'PAID',
    ...overrides,
  } as unknown as Order;
}

function renderDetail(order: Order) {
  getSession().signIn('token', {
    userId: 'u1',
    brandId: 'b1',
    phoneNumber: '+971501234567',
    name: 'Sara',
    email: null,
  });
  return renderInApp(<OrderDetail />, {
    brand: aBrand(),
    path: '/order/order-detail?orderId=A-1001',
    data: [[['order', 'b1', 'A-1001'], { order }]],
  });
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  await loadTexts('en');
});

describe("order detail: a card order's payment (decision 0022)", () => {
  it.each([
    ['AWAITING', 'Awaiting payment'],
    ['PAID', 'Paid'],
    ['FAILED', 'Payment failed'],
    ['REFUNDED', 'Refunded'],
  ] as const)('paymentStatus %s reads "Payment: %s"', (status, text) => {
    renderDetail(aCardOrder({ paymentStatus: status }));
    expect(screen.getByText('Payment:', { exact: false }).closest('p')).toHaveTextContent(`Payment: ${text}`);
  });

  it('a late payment refunded on a cancelled order is told; a cash order shows no payment status', () => {
    const { unmount } = renderDetail(aCardOrder({ paymentStatus: 'REFUNDED', orderStatus: 'CANCELLED' }));
    expect(
      screen.getByText('Your payment arrived after the order expired; it has been refunded.'),
    ).toBeInTheDocument();
    unmount();
    renderDetail(aCardOrder({ paymentStatus: null, paymentType: 'CASH' }));
    expect(screen.queryByText('Payment:', { exact: false })).toBeNull();
  });

  it('in Arabic: the status and the method in Arabic', async () => {
    await loadTexts('ar');
    renderDetail(aCardOrder({ paymentStatus: 'AWAITING' }));
    expect(screen.getByText('بانتظار الدفع')).toBeInTheDocument();
    expect(screen.getByText('الدفع الإلكتروني')).toBeInTheDocument();
  });
});

describe('order detail: feedback, Track Driver and Reorder (issue 17, decision 0029)', () => {
  const courier = {
    name: 'Omar',
    phone: '+971501234567',
    vehicle: null,
    lat: 25.2,
    lng: 55.27,
    updatedAt: 1,
  };

  it("a delivered order not rated offers 'Rate your order' to /order/order-feedback/{n}; a rated one shows its stars", () => {
    const { unmount } = renderDetail(aCardOrder({ orderStatus: 'DELIVERED', feedback: null }));
    expect(screen.getByRole('link', { name: 'Rate your order' })).toHaveAttribute(
      'href',
      '/order/order-feedback/A-1001',
    );
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeInTheDocument();
    unmount();
    renderDetail(aCardOrder({ orderStatus: 'COMPLETE', feedback: { rating: 5, comment: null } }));
    expect(screen.queryByRole('link', { name: 'Rate your order' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });

  it("an order on its way with a courier offers 'Track Driver'; before dispatch neither it nor feedback", () => {
    const { unmount } = renderDetail(aCardOrder({ orderStatus: 'ON_THE_WAY', courier }));
    expect(screen.getByRole('link', { name: 'Track Driver' })).toHaveAttribute(
      'href',
      '/track-order-driver/A-1001?t=tt',
    );
    expect(screen.queryByRole('link', { name: 'Rate your order' })).toBeNull();
    unmount();
    renderDetail(aCardOrder({ orderStatus: 'PREPARING', courier: null }));
    expect(screen.queryByRole('link', { name: 'Track Driver' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rate your order' })).toBeNull();
  });
});
