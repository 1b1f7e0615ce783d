import type { Store } from '@sufra/contract';
import { type HappyHourRemaining, happyHourRemaining, showHappyHourExpiredNotice } from '@sufra/pricing';
import { deliveryApplies } from './delivery-applies.ts';

/** The delivery-fee offers of a store at `now` (000 §2.14, §2.19, §4.10). */
export interface DeliveryOffers {
  /** onOrderAmount's amount (AED) when enabled: the free-delivery-over-amount banners (WAIVER-04). */
  freeOverAed: number | null;
  /** The happy hour's time left when it is on now (HAPPY-01). */
  happyHour: HappyHourRemaining | null;
  /** Within 15 minutes after the happy hour ended (HAPPY-02). */
  happyHourExpired: boolean;
}

/**
 * The store's delivery-fee waiver as banners (WAIVER-04, HAPPY-01/-02), or null where delivery
 * does not apply (deliveryApplies: a pickup-only store shows none of these banners).
 */
export function deliveryOffers(
  store: Pick<Store, 'isDeliveryEnabled' | 'deliveryChargesWaiverInfo'> | null | undefined,
  brandDelivers: boolean,
  now: number,
): DeliveryOffers | null {
  if (!store || !deliveryApplies(store, brandDelivers)) return null;
  const { onOrderAmount, onDateRange } = store.deliveryChargesWaiverInfo;
  const offers: DeliveryOffers = {
    freeOverAed: onOrderAmount.isEnabled ? onOrderAmount.amount : null,
    happyHour: onDateRange.isEnabled
      ? happyHourRemaining(now, onDateRange.startDateTime, onDateRange.endDateTime)
      : null,
    happyHourExpired: onDateRange.isEnabled && showHappyHourExpiredNotice(now, onDateRange.endDateTime),
  };
  return offers.freeOverAed !== null || offers.happyHour || offers.happyHourExpired ? offers : null;
}
