import type { Discount } from '@sufra/contract';

/**
 * The coupon of the welcome modal (000 §4.9, DISC-22): among the listed coupons marked as the
 * brand's welcome coupon (`isWelcome`, Sufra's per-coupon form of the spec's welcome flag), the
 * first for all items, else the first. Null when the brand has no welcome coupon listed.
 */
export function welcomeCoupon(coupons: readonly Discount[]): Discount | null {
  const welcome = coupons.filter((d) => d.isWelcome);
  return welcome.find((d) => d.isApplicableOnAllItems) ?? welcome[0] ?? null;
}

/** A per-brand flag kept for the browser session (sessionStorage `sufra:{brandId}:{name}`); storage failures read as unset. */
export const sessionFlag = {
  get(brandId: string, name: string): boolean {
    try {
      return sessionStorage.getItem(`sufra:${brandId}:${name}`) === '1';
    } catch {
      return false;
    }
  },
  set(brandId: string, name: string): void {
    try {
      sessionStorage.setItem(`sufra:${brandId}:${name}`, '1');
    } catch {
      // Storage refused: the modal may show again on the next visit of the menu.
    }
  },
};
