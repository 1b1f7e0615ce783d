import { describe, expect, it, vi } from 'vitest';
import { goOrReload, isInvalidTarget } from './safe-target.ts';

describe('invalid navigation targets reload the page (000 §2.1, decision 0037)', () => {
  it.each([null, undefined, '', '  ', 'null', 'undefined', '/store/null', '/order/undefined?x=1'])(
    '%j is invalid',
    (target) => expect(isInvalidTarget(target)).toBe(true),
  );
  it.each(['/', '/store/store-detail', '/track-order/A-1001', '/nullable'])('%j is valid', (target) =>
    expect(isInvalidTarget(target)).toBe(false),
  );
  it('an invalid target is logged and the page reloads; a valid one is navigated to', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const go = vi.fn();
    const reload = vi.fn();
    goOrReload(go, 'undefined', reload);
    expect(go).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    goOrReload(go, '/basket', reload);
    expect(go).toHaveBeenCalledWith('/basket');
    warn.mockRestore();
  });
});
