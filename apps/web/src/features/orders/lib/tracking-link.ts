import { paths } from '../../../shared/config/paths.ts';

/**
 * The shareable tracking path of an order, relative to the brand's base (issue 5, decision
 * 0007): `/track-order/{orderNumber}?t={trackingToken}` (002 §2.19 route plus the order's
 * unguessable token, which lets anyone holding the link see the order's status without personal
 * data).
 */
export function trackingPath(orderNumber: string, trackingToken: string): string {
  return `${paths.trackOrder(encodeURIComponent(orderNumber))}?t=${encodeURIComponent(trackingToken)}`;
}

/**
 * The absolute shareable tracking URL: `origin` (e.g. `https://food.example`) + the brand's
 * router basename ('' on a custom domain, '/{temporaryDomainName}' on the temporary domain,
 * 000 §2.1) + trackingPath.
 */
export function trackingUrl(
  origin: string,
  basename: string,
  orderNumber: string,
  trackingToken: string,
): string {
  const base = basename === '/' ? '' : basename.replace(/\/$/, '');
  return `${origin}${base}${trackingPath(orderNumber, trackingToken)}`;
}
