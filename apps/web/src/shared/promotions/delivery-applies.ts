import type { Store } from '@sufra/contract';

/**
 * Whether delivery offers mean anything here: the brand offers delivery and the store delivers.
 * Free delivery means nothing to a customer of a pickup-only store, so its banners (000 §2.14,
 * §2.19; WAIVER-04, HAPPY-01/-02) show only where this holds.
 */
export function deliveryApplies(
  store: Pick<Store, 'isDeliveryEnabled'> | null | undefined,
  brandDelivers: boolean,
): boolean {
  return Boolean(store?.isDeliveryEnabled) && brandDelivers;
}
