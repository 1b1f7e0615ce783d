/**
 * The phone a code was sent to in this page session (002 §2.12: "After a page reload the screen
 * returns to the login route"). Kept in memory only, so a reload forgets it, while the router's
 * navigation state (which a reload keeps) alone is not enough to stay on the code screen.
 */
let pendingPhone: string | null = null;

/** Records that a code was sent to `phoneNumber` (002 §2.11, on success). */
export function markCodeSent(phoneNumber: string): void {
  pendingPhone = phoneNumber;
}

/** Whether a code was sent to `phoneNumber` since the page was loaded (002 §2.12). */
export function codeSentThisSession(phoneNumber: string): boolean {
  return pendingPhone === phoneNumber;
}
