import type { StaffMember } from '@sufra/contract';
import { useCallback, useSyncExternalStore } from 'react';

/** A signed-in staff member of one brand on this device (issue 17): the staff token and the member. */
export interface StaffSession {
  token: string;
  staff: StaffMember;
}

/**
 * The board's own storage key per brand (issue 17: never the customer's session key), so a staff
 * sign-in neither signs a customer in nor out on the same browser.
 */
export const staffSessionKey = (brandId: string) => `sufra:staff-session:${brandId}`;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: StaffSession | null }>();

/** The stored staff session of `brandId`, or null (nothing stored, or unreadable). */
export function readStaffSession(brandId: string): StaffSession | null {
  const raw = localStorage.getItem(staffSessionKey(brandId));
  const hit = cache.get(brandId);
  if (hit && hit.raw === raw) return hit.value;
  let value: StaffSession | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StaffSession) : null;
    value = parsed && typeof parsed.token === 'string' && parsed.staff ? parsed : null;
  } catch {
    value = null;
  }
  cache.set(brandId, { raw, value });
  return value;
}

/** Stores (or, with null, forgets) the staff session of `brandId` and tells the screens. */
export function writeStaffSession(brandId: string, session: StaffSession | null): void {
  if (session) localStorage.setItem(staffSessionKey(brandId), JSON.stringify(session));
  else localStorage.removeItem(staffSessionKey(brandId));
  for (const l of listeners) l();
}

/** The staff session of `brandId` (re-rendering on sign-in and sign-out) and its setter. */
export function useStaffSession(brandId: string) {
  const session = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => readStaffSession(brandId),
  );
  const set = useCallback((s: StaffSession | null) => writeStaffSession(brandId, s), [brandId]);
  return [session, set] as const;
}

/** The `Authorization` header of a staff call (decision 0027: `Staff <token>`). */
export const staffHeaders = (token: string) => ({ authorization: `Staff ${token}` });
