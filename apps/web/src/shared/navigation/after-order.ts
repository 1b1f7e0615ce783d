/** Session-storage key of the moment the customer's last order was placed (this tab only). */
const KEY = 'sufra:orderPlacedAt';

/**
 * Notes that an order was just placed (issue 6 'Browser back from payment'; decision 0100
 * IS-NAV1): the checkout calls it before it replaces itself with the success page.
 */
export function markOrderPlaced(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode): Back then shows the empty basket, which is still correct.
  }
}

/**
 * Whether an order was placed in this tab and the basket has not been filled since (issue 6,
 * IS-NAV1): the basket page, reached by Back with an empty basket, then goes on to the menu.
 */
export function orderJustPlaced(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Forgets the placed order (the customer started a new basket). */
export function clearOrderPlaced(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
