import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../brand-state/init-brand-state.ts';
import { getOrderSettings } from './order-settings-state.ts';

beforeEach(() => {
  localStorage.clear();
  initBrandState('timing-brand');
});

describe('order settings (000 §4.3, §4.4)', () => {
  it('TIMING-07: any service-type switch resets the order timing', () => {
    const settings = getOrderSettings();
    settings.setServiceType('PICKUP');
    settings.setTiming({
      type: 'PREORDER',
      preOrderSlot: { day: '2026-11-25', time: '10:00 - 10:30', slotIndex: 0 },
    });
    settings.setServiceType('DELIVERY');
    expect(getOrderSettings().timing).toBeNull();
    getOrderSettings().setTiming({ type: 'ASAP', preOrderSlot: null });
    getOrderSettings().setServiceType('PICKUP');
    expect(getOrderSettings().timing).toBeNull();
  });

  it('TIMING-07: the timing is kept per brand in the browser (sufra:{brandId}:order)', () => {
    getOrderSettings().setServiceType('PICKUP');
    getOrderSettings().setTiming({ type: 'ASAP', preOrderSlot: null });
    expect(JSON.parse(localStorage.getItem('sufra:timing-brand:order') ?? '{}').state.timing).toEqual({
      type: 'ASAP',
      preOrderSlot: null,
    });
  });
});
