import { LIMITS } from '@sufra/contract';

/**
 * The texts of the messages an order's customer receives as it moves (issue 17 "Messages the
 * customer expects", decision 0031), in the order's language. The spec has no such texts (it is a
 * storefront); the status words follow 002 §4.1 ('has accepted your order.').
 */

/** The kinds of customer message, one per order each (order_messages UNIQUE(order_id, kind)). */
export const CUSTOMER_MESSAGE_KINDS = ['accepted', 'ready', 'on_the_way', 'rejected', 'cancelled'] as const;
/** See CUSTOMER_MESSAGE_KINDS. */
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

/** How long the ETA range of an accepted order is (decision 0031: LIMITS.etaRangeMinutes), ms. */
const ETA_RANGE_MS = LIMITS.etaRangeMinutes * 60_000;

/**
 * What a message says about the order: the brand's name in the message's language, the order
 * number, and per kind: `etaFrom` (accepted: the expected ready or delivery time, Date),
 * `delivery` (accepted: whether the time is the arrival), `reason` (rejected, cancelled: the
 * store's words, as written), `courierName` (on the way, when known).
 */
export interface CustomerMessageFacts {
  brandName: string;
  orderNumber: string;
  eta?: Date | null | undefined;
  delivery?: boolean | undefined;
  reason?: string | null | undefined;
  courierName?: string | null | undefined;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm–HH:mm' in Asia/Dubai, Latin digits (isolated with LRI…PDI inside Arabic text). */
export function etaRangeText(eta: Date): string {
  return `${clock.format(eta)}–${clock.format(new Date(eta.getTime() + ETA_RANGE_MS))}`;
}

/** U+2068 FIRST STRONG ISOLATE … U+2069: keeps a number or a name the right way round in RTL text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The message text of `kind` in `language`. E.g. EN accepted: 'Burgerato has accepted your order
 * #BUR-0042. Expected ready 19:20–19:30.'; AR rejected: 'نعتذر، لم يتمكن برغراتو من قبول طلبك
 * #… السبب: …'.
 */
export function customerMessageText(
  kind: CustomerMessageKind,
  language: 'EN' | 'AR',
  facts: CustomerMessageFacts,
): string {
  const brand = isolate(facts.brandName);
  const order = isolate(`#${facts.orderNumber}`);
  const reason = facts.reason?.trim() ? isolate(facts.reason.trim()) : null;
  if (language === 'AR') {
    switch (kind) {
      case 'accepted': {
        const when = facts.eta
          ? ` ${facts.delivery ? 'الوصول المتوقع' : 'الجاهزية المتوقعة'} ${isolate(etaRangeText(facts.eta))}.`
          : '';
        return `${brand} قبل طلبك ${order}.${when}`;
      }
      case 'ready':
        return `طلبك ${order} من ${brand} جاهز للاستلام.`;
      case 'on_the_way':
        return `طلبك ${order} من ${brand} في الطريق إليك${facts.courierName ? ` مع ${isolate(facts.courierName)}` : ''}.`;
      case 'rejected':
        return `نعتذر، لم يتمكن ${brand} من قبول طلبك ${order}.${reason ? ` السبب: ${reason}` : ''} سيُعاد أي مبلغ دفعته.`;
      case 'cancelled':
        return `أُلغي طلبك ${order} من ${brand}.${reason ? ` السبب: ${reason}` : ''} سيُعاد أي مبلغ دفعته.`;
    }
  }
  switch (kind) {
    case 'accepted': {
      const when = facts.eta
        ? ` Expected ${facts.delivery ? 'at your door' : 'ready'} ${etaRangeText(facts.eta)}.`
        : '';
      return `${brand} has accepted your order ${order}.${when}`;
    }
    case 'ready':
      return `Your ${brand} order ${order} is ready for pickup.`;
    case 'on_the_way':
      return `Your ${brand} order ${order} is on the way${facts.courierName ? ` with ${isolate(facts.courierName)}` : ''}.`;
    case 'rejected':
      return `Sorry, ${brand} could not accept your order ${order}.${reason ? ` Reason: ${reason}.` : ''} Anything you paid will be refunded.`;
    case 'cancelled':
      return `Your ${brand} order ${order} was cancelled.${reason ? ` Reason: ${reason}.` : ''} Anything you paid will be refunded.`;
  }
}
