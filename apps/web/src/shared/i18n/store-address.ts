import type { UiLanguage } from './i18n.ts';

/**
 * A store's address in the UI language (issue 6: the Arabic pages show the store's Arabic
 * address): `manualAddressAR` in Arabic when the store has one, else `manualAddress` as typed
 * (000 §3 Store: manualAddress).
 */
export function storeAddress(
  store: { manualAddress: string; manualAddressAR?: string },
  language: UiLanguage,
): string {
  return (language === 'ar' && store.manualAddressAR) || store.manualAddress;
}
