import type { DbOrTx } from '../../platform/tx.ts';
import { findOrderForEvent } from './event-view-repository.ts';

/** An amount in fils (integer) as an AED string with two decimals: 1250 → '12.50', -5 → '-0.05'. */
export function filsToAedString(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fils));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One total of an order event: AED as a string with two decimals, and the same in integer fils. */
export interface EventAmount {
  aed: string;
  fils: number;
}

const amount = (fils: number): EventAmount => ({ aed: filsToAedString(fils), fils });

/**
 * The order as an outbound webhook's `data` shows it (issue 17, decision 0025; the operator view
 * of 002 §7 without the customer's personal data): ids, number, status, brand (id and slug),
 * store (id and names), service, timing and payment types, the time placed (ISO 8601) and the
 * totals — each `{ aed: '12.50', fils: 1250 }`.
 */
export interface OrderEventView {
  orderId: string;
  orderNumber: string;
  orderStatus: string;
  brand: { id: string; slug: string };
  store: { id: string; nameEn: string; nameAr: string };
  serviceType: string;
  timingType: string;
  paymentType: string;
  placedAt: string;
  totals: {
    itemsTotal: EventAmount;
    discount: EventAmount;
    deliveryFee: EventAmount;
    tax: EventAmount;
    tip: EventAmount;
    total: EventAmount;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The OrderEventView of `orderId` of `brandId` as it is now, or null when the brand has no such order. */
export async function orderEventView(
  db: DbOrTx,
  brandId: string,
  orderId: string,
): Promise<OrderEventView | null> {
  if (!UUID.test(orderId)) return null;
  const found = await findOrderForEvent(db, brandId, orderId);
  if (!found) return null;
  const o = found.order;
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    brand: { id: o.brandId, slug: found.brandSlug },
    store: { id: o.storeId, nameEn: o.storeSnapshot.nameEn, nameAr: o.storeSnapshot.nameAr },
    serviceType: o.serviceType,
    timingType: o.timingType,
    paymentType: o.paymentType,
    placedAt: o.placedAt.toISOString(),
    totals: {
      itemsTotal: amount(o.itemsTotalFils),
      discount: amount(o.discountFils),
      deliveryFee: amount(o.deliveryFeeFils),
      tax: amount(o.taxFils),
      tip: amount(o.tipFils),
      total: amount(o.totalFils),
    },
  };
}
