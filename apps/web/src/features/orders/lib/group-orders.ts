import type { Order } from '@sufra/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Formats a unix time (seconds) in Asia/Dubai with a dayjs pattern, month names in the UI language (002 §9 date formats). */
export function formatOrderTime(unixSeconds: number, pattern: string, language: 'en' | 'ar'): string {
  return dayjs.unix(unixSeconds).tz('Asia/Dubai').locale(language).format(pattern);
}

/** Orders grouped under 'Month Year' headings (002 §2.17, IS45 'MMMM YYYY'), newest month first, newest order first. */
export function groupOrdersByMonth(
  orders: readonly Order[],
  language: 'en' | 'ar',
): Array<{ key: string; heading: string; orders: Order[] }> {
  const sorted = [...orders].sort((a, b) => b.orderPlacedTime - a.orderPlacedTime);
  const groups = new Map<string, { key: string; heading: string; orders: Order[] }>();
  for (const order of sorted) {
    const key = formatOrderTime(order.orderPlacedTime, 'YYYY-MM', 'en');
    let group = groups.get(key);
    if (!group) {
      group = { key, heading: formatOrderTime(order.orderPlacedTime, 'MMMM YYYY', language), orders: [] };
      groups.set(key, group);
    }
    group.orders.push(order);
  }
  return [...groups.values()];
}

/** Number of items of an order: the sum of the line quantities (002 §2.17). */
export function itemCount(order: Pick<Order, 'orderedMenu'>): number {
  return order.orderedMenu.reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * The payment method of an order as the customer reads it (issue 9: every payment method shows in
 * order detail and history in both languages): in English the payment type with underscores turned
 * into spaces, in lower case (002 §2 order detail, e.g. 'credit card'); in Arabic the method's
 * stored Arabic name (selectedPaymentMethod.AR.name).
 */
export function paymentMethodLabel(
  order: { paymentType: string; selectedPaymentMethod: { AR: { name: string } } },
  language: 'en' | 'ar',
): string {
  return language === 'ar'
    ? order.selectedPaymentMethod.AR.name
    : order.paymentType.replace(/_/g, ' ').toLowerCase();
}
