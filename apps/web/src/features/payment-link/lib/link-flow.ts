import { aedToFils } from '@sufra/pricing';

/**
 * The pure rules of the payment-link page (001 §2.12, §4.15, §5.5): dates, return paths, the
 * provider's return query, the session's order ref and 'paymentVerified' flag, the wallet sheet.
 */

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A unix time (seconds) as DD-MM-YYYY in Asia/Dubai, Latin digits (001 §2.12 creation and payment dates). */
export function formatLinkDate(unixSeconds: number): string {
  const parts = Object.fromEntries(
    dateParts.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/**
 * The link page's return targets (001 §2.2 "Payment link"): `{basename}/payment-link/{cartId}`
 * for card-elements, and the card-frames success and failure URLs with `/?paymentStatus=…`.
 * Paths of this site (the sandbox and the adapters resolve them, decision 0022 H3 section).
 */
export function linkReturnPaths(basename: string, cartId: string) {
  const page = `${basename.replace(/\/+$/, '')}/payment-link/${encodeURIComponent(cartId)}`;
  return {
    page,
    successUrl: `${page}/?paymentStatus=success`,
    failureUrl: `${page}/?paymentStatus=failure`,
  };
}

/**
 * What the provider put in the query on the way back from 3-D Secure (decision 0022):
 * card-elements `payment_intent` with `redirect_status`; card-frames the provider's session id
 * (`cko-session-id`) with `paymentStatus` (001 §2.2) or `payment` = success | failure. Null when
 * the query carries no return.
 */
export function readLinkReturn(search: string): { sessionId: string; success: boolean } | null {
  const q = new URLSearchParams(search);
  const intent = q.get('payment_intent');
  if (intent) return { sessionId: intent, success: q.get('redirect_status') === 'succeeded' };
  const session = q.get('cko-session-id');
  const status = q.get('paymentStatus') ?? q.get('payment');
  if (session && (status === 'success' || status === 'failure'))
    return { sessionId: session, success: status === 'success' };
  return null;
}

/** The link's state kept in the session across the 3-D Secure redirect (001 §3.11, §4.15). */
interface LinkSession {
  /** The provider payment id of the submission (the order ref). */
  orderRef?: string;
  /** Set after a verification, cleared when a new card submission starts (LINK-05). */
  paymentVerified?: boolean;
}

const key = (cartId: string) => `sufra:payment-link:${cartId}`;

/** The session state of link `cartId` ({} when none or unreadable). */
export function readLinkSession(cartId: string): LinkSession {
  try {
    return JSON.parse(sessionStorage.getItem(key(cartId)) ?? '{}') as LinkSession;
  } catch {
    return {};
  }
}

/** Merges `change` into the session state of link `cartId`. */
export function writeLinkSession(cartId: string, change: LinkSession): void {
  try {
    sessionStorage.setItem(key(cartId), JSON.stringify({ ...readLinkSession(cartId), ...change }));
  } catch {
    // Private mode without storage: the return then verifies by the query's id alone.
  }
}

/**
 * Whether the return should be verified now (001 §4.15, LINK-06): the query carries the
 * provider's session id and a status, the link is NOT_VERIFIED, an order ref exists, and no
 * verification happened since the last submission (paymentVerified, LINK-05).
 */
export function shouldVerifyReturn(
  ret: ReturnType<typeof readLinkReturn>,
  paymentStatus: 'VERIFIED' | 'NOT_VERIFIED',
  session: LinkSession,
): ret is { sessionId: string; success: boolean } {
  return (
    ret !== null && paymentStatus === 'NOT_VERIFIED' && Boolean(session.orderRef) && !session.paymentVerified
  );
}

/**
 * The browser wallet sheet's payment request (001 §4.11 step 3, §5.5): label 'Total', the amount
 * in minor units (fils: aedToFils, pricing's one rounding rule), currency aed, country AE. An amount that is not a
 * positive number → null (the page shows 'Invalid Amount', LINK-03).
 */
export function walletSheet(amountAed: number) {
  if (!Number.isFinite(amountAed) || amountAed <= 0) return null;
  return {
    country: 'AE',
    currency: 'aed',
    total: { label: 'Total', amount: aedToFils(amountAed) },
  } as const;
}

/** Whether this browser has the Payment Request API at all (001 §2.12: wallets only when supported). */
export function browserHasPaymentRequest(): boolean {
  return typeof window !== 'undefined' && 'PaymentRequest' in window;
}

/** Sends the browser to the provider's 3-D Secure page (its own function: tests replace it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
