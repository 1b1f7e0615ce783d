import type { DatabaseEvents } from '../../db/client.ts';
import { BRAND_CHANGE_CHANNELS } from '../../platform/brand-changes.ts';
import type { MenuCache } from './menu-cache.ts';

/**
 * The PostgreSQL notification channel of menu changes; the payload is the brand id (uuid), or
 * `*` when every brand may have changed. The importer sends it inside its transaction.
 */
export const MENU_CHANGED_CHANNEL = BRAND_CHANGE_CHANNELS.menu;

/**
 * Makes `cache` drop a brand's answers whenever any process announces a change of that brand's
 * menu on MENU_CHANGED_CHANNEL (ARCHITECTURE: scale out). Resolves to the unsubscribe function.
 */
export function subscribeMenuChanges(events: DatabaseEvents, cache: MenuCache): Promise<() => Promise<void>> {
  return events.listen(MENU_CHANGED_CHANNEL, (brandId) => cache.invalidate(brandId || '*'));
}
