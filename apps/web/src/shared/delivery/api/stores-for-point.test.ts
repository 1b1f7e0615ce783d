import { describe, expect, it } from 'vitest';
import { deliveringStore, mussafahEntry } from '../../testing/area-data.ts';
import { deliveryEntryFor } from './stores-for-point.ts';

const entry = (id: string, over: Parameters<typeof deliveringStore>[0] = {}) => ({
  ...mussafahEntry(deliveringStore({ _id: id, ...over })),
  _id: `zone-${id}`,
});

describe('deliveryEntryFor (001 §4.4)', () => {
  const near = entry('near');
  const far = entry('far');
  const paused = entry('paused', { isDeliveryEnabled: false });
  const closed = entry('closed', { isOpened: false, isPreOrderEnabledForDelivery: false });
  const preOrders = entry('pre', { isOpened: false, isPreOrderEnabledForDelivery: true });

  it('ADDR-14: the selected branch keeps the point when it delivers there, else the nearest that can', () => {
    expect(deliveryEntryFor([near, far], 'far')).toBe(far);
    expect(deliveryEntryFor([near, far], 'gone')).toBe(near);
    expect(deliveryEntryFor([near, far], null)).toBe(near);
  });

  it('ADDR-13: only a store with delivery on that is open or takes delivery pre-orders; none → null', () => {
    expect(deliveryEntryFor([paused, closed, preOrders], 'paused')).toBe(preOrders);
    expect(deliveryEntryFor([paused, closed], null)).toBeNull();
    expect(deliveryEntryFor([], null)).toBeNull();
  });
});
