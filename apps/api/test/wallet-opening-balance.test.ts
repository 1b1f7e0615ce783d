import { describe, expect, it } from 'vitest';
import { openingWalletBalanceFils } from '../src/modules/promotions/wallet-service.ts';

describe('openingWalletBalanceFils (issue 7, decision 0015; issue 16: the rule in the service)', () => {
  it("opens with the active policy's starting balance (fils)", () => {
    expect(openingWalletBalanceFils({ isActive: true, startingBalanceFils: 2_500 })).toBe(2_500);
    expect(openingWalletBalanceFils({ isActive: true, startingBalanceFils: 0 })).toBe(0);
  });

  it('opens empty without a policy or with an inactive one', () => {
    expect(openingWalletBalanceFils(null)).toBe(0);
    expect(openingWalletBalanceFils({ isActive: false, startingBalanceFils: 2_500 })).toBe(0);
  });
});
