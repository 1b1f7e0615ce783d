/**
 * Whether the brand's menu showed an offers row on this browser's last visit (localStorage,
 * `sufra:{brandId}:promoRow`), so the row's height can be kept free before its code and data
 * arrive (no layout shift for returning customers). Storage failures read as "no".
 */
export const promoRowHint = {
  read(brandId: string): boolean {
    try {
      return localStorage.getItem(`sufra:${brandId}:promoRow`) === '1';
    } catch {
      return false;
    }
  },
  write(brandId: string, shown: boolean): void {
    try {
      if (shown) localStorage.setItem(`sufra:${brandId}:promoRow`, '1');
      else localStorage.removeItem(`sufra:${brandId}:promoRow`);
    } catch {
      // Storage refused (private mode): the row may shift the menu once.
    }
  },
};
