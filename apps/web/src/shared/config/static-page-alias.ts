import type { BrandSettingsData } from '@sufra/contract';

/** A brand's static page (000 §3 Brand info: setting.staticPages). */
type StaticPage = BrandSettingsData['setting']['staticPages'][string];

/**
 * The first path segments of the storefront's own routes (000 §2.3; the router's table): a static
 * page is never served at `/{pageId}` under one of these names, whatever its key (decision 0036,
 * IS13), so a brand's page can never hide a route — e.g. a page keyed 'item' stays at /pages/s/item.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  'item',
  'store',
  'basket',
  'order',
  'checkout',
  'address',
  'auth',
  'edit-profile',
  'track-order',
  'pages',
  'payment-link',
  'payment-confirm',
  'kitchen',
  'preview',
  'dine-in',
  'not-found',
  'blocked',
  'api',
  'assets',
  'locales',
  'dev',
]);

/**
 * Whether `/{pageId}` is the alias of the brand's static page (000 §2.3 "/pages/s/{pageId} (also
 * shown as /{pageId})"; catalogue IS13, decision 0036): only for a key of setting.staticPages whose
 * page is active and which is not a reserved segment (RESERVED_SEGMENTS) nor starts with
 * 'track-order-' (the courier tracking pages). Anything else is an unknown path (000 §2.2:
 * redirected to the brand home, the attempt logged).
 */
export function isStaticPageAlias(
  staticPages: Readonly<Record<string, StaticPage>> | undefined,
  pageId: string,
): boolean {
  if (!pageId || RESERVED_SEGMENTS.has(pageId) || pageId.startsWith('track-order-')) return false;
  return Object.hasOwn(staticPages ?? {}, pageId) && staticPages?.[pageId]?.isActive === true;
}
