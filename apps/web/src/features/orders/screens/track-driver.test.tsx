import type { PublicOrder } from '@sufra/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { aBrand } from '../../../shared/testing/fixtures.ts';
import { loadTexts, renderInApp } from '../../../shared/testing/render-in-app.tsx';
import type { CourierMapProps } from '../components/courier-map.tsx';
import { TrackDriverButton } from '../components/track-driver-button.tsx';
import { Component as TrackDriver } from './track-driver.tsx';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

// Leaflet needs a real layout engine: in jsdom the map is a stand-in showing the driver's position.
vi.mock('../components/courier-map.tsx', () => ({
  CourierMap: (props: CourierMapProps) => (
    <section aria-label={props.label}>
      <output data-testid="driver">{`${props.position.lat},${props.position.lng}`}</output>
    </section>
  ),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useParams: () => ({ orderId: 'A-1001' }),
}));

/** The order's live stream as the browser's EventSource: the test sends its events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly url: string;
  private handlers = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, handler: (e: MessageEvent<string>) => void) {
    this.handlers.set(type, handler);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.handlers.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const courier = {
  name: 'Omar',
  phone: '+971501234567',
  vehicle: 'Bike D 12345',
  lat: 25.2,
  lng: 55.27,
  updatedAt: 1_795_000_600,
};

function anOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    _id: 'o1',
    orderNumber: 'A-1001',
    storeId: 's1',
    orderStatus: 'ON_THE_WAY',
    orderPlacedTime: 1_795_000_000,
    expectedTime: 1_795_001_800,
    orderType: { type: 'DELIVERY', EN: { name: 'Delivery' }, AR: { name: 'توصيل' } },
    orderedMenu: [],
    courier,
    ...overrides,
  } as unknown as PublicOrder;
}

function renderDriver(order: PublicOrder) {
  return renderInApp(<TrackDriver />, {
    brand: aBrand(),
    path: '/track-order-driver/A-1001?t=tok',
    data: [[['tracking', 'b1', 'A-1001', 'tok', null], { access: 'link', orders: order }]],
  });
}

beforeEach(async () => {
  localStorage.clear();
  initBrandState('b1');
  callApi.mockReset();
  callApi.mockResolvedValue({ zones: [], mapTileUrl: null, mapAttribution: null });
  vi.stubGlobal('EventSource', FakeEventSource);
  await loadTexts('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('courier tracking (002 §2.20, issue 17)', () => {
  it("shows the order, the estimated delivery, the driver on the map and 'Delivery Guy Details'; the marker moves with the live stream", async () => {
    renderDriver(anOrder());
    expect(screen.getByText('#A-1001')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery')).toBeInTheDocument();
    expect(await screen.findByTestId('driver')).toHaveTextContent('25.2,55.27');
    expect(screen.getByRole('region', { name: "The driver's position on the map" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivery Guy Details' })).toBeInTheDocument();
    expect(screen.getByText('Omar')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'Call Omar' });
    expect(call).toHaveAttribute('href', 'tel:+971501234567');
    expect(screen.getByText('Bike D 12345')).toBeInTheDocument();

    // The stream of the order (with the link's token) sends the next position: the marker moves.
    expect(FakeEventSource.last?.url).toContain('order/events/A-1001');
    expect(FakeEventSource.last?.url).toContain('t=tok');
    act(() => {
      FakeEventSource.last?.emit('open', {});
      FakeEventSource.last?.emit('order', {
        orderStatus: 'ON_THE_WAY',
        access: 'link',
        orders: anOrder({ courier: { ...courier, lat: 25.21, lng: 55.28 } }),
      });
    });
    expect(screen.getByTestId('driver')).toHaveTextContent('25.21,55.28');
  });

  it("without driver details: 'Delivery is on the way!'; without a position yet: no map", () => {
    renderDriver(anOrder({ courier: null }));
    expect(screen.getByRole('heading', { name: 'Delivery is on the way!' })).toBeInTheDocument();
    expect(screen.queryByTestId('driver')).toBeNull();
  });

  it('in Arabic: the texts in Arabic, the phone isolated left to right', async () => {
    await loadTexts('ar');
    renderDriver(anOrder());
    expect(screen.getByRole('heading', { name: 'تفاصيل مندوب التوصيل' })).toBeInTheDocument();
    expect(screen.getByText('+971501234567').closest('bdi')).toHaveAttribute('dir', 'ltr');
  });
});

describe("'Track Driver' (002 §2.19, §2.20)", () => {
  const renderButton = (order: Parameters<typeof TrackDriverButton>[0]['order']) =>
    renderInApp(<TrackDriverButton order={order} trackingToken="tok" />, { brand: aBrand() });

  it('on the way with a courier: a link to /track-order-driver/{orderNumber} with the token', () => {
    renderButton({ orderNumber: 'A-1001', orderStatus: 'ON_THE_WAY', courier });
    expect(screen.getByRole('link', { name: 'Track Driver' })).toHaveAttribute(
      'href',
      '/track-order-driver/A-1001?t=tok',
    );
  });

  it('a courier partner with only its tracking page: opens it in a new tab', () => {
    renderButton({
      orderNumber: 'A-1001',
      orderStatus: 'ON_THE_WAY',
      courier: { ...courier, lat: null, lng: null, trackingUrl: 'https://track.example.com/x' },
    });
    const link = screen.getByRole('link', { name: /opens the courier's page in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://track.example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('nothing before dispatch or without a courier', () => {
    renderButton({ orderNumber: 'A-1001', orderStatus: 'PREPARING', courier });
    expect(screen.queryByRole('link', { name: /Track Driver/ })).toBeNull();
  });
});
