import { basketState } from '../basket/basket-state.ts';
import { orderSettingsState } from '../order-settings/order-settings-state.ts';
import { sessionState } from '../session/session-state.ts';

/**
 * Restores the browser state of one brand: its basket, session and order settings, each persisted
 * in localStorage per brand (decision 0012). Called once at app start, after the brand is
 * resolved (000 §2.4), before anything reads them; calling it again for the same brand is a no-op.
 */
export function initBrandState(brandId: string) {
  return {
    basket: basketState.init(brandId),
    session: sessionState.init(brandId),
    orderSettings: orderSettingsState.init(brandId),
  };
}
