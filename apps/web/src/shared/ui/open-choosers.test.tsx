import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnyChooserOpen, useChooserOpen } from './open-choosers.ts';

describe('open location choosers (000 §2.8)', () => {
  it('IS37: any one open chooser counts; closed or unmounted ones do not', () => {
    const any = renderHook(() => useAnyChooserOpen());
    expect(any.result.current).toBe(false);
    const area = renderHook(({ open }) => useChooserOpen(open), { initialProps: { open: false } });
    any.rerender();
    expect(any.result.current).toBe(false);
    area.rerender({ open: true });
    any.rerender();
    expect(any.result.current).toBe(true);
    const store = renderHook(() => useChooserOpen(true));
    area.rerender({ open: false });
    any.rerender();
    expect(any.result.current).toBe(true);
    store.unmount();
    any.rerender();
    expect(any.result.current).toBe(false);
    area.unmount();
  });
});
