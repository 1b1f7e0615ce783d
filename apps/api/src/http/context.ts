import type { Language } from '@sufra/contract';

/**
 * Who is calling (ARCHITECTURE: request context first): a signed-in customer of the request's
 * brand, a signed-in staff member of it (issue 17, decision 0027: `role` 'owner' = every store of
 * the brand, 'staff' = `storeIds` only; token in `Authorization: Staff <token>`), or nobody.
 */
export type Actor =
  | { kind: 'customer'; customerId: string }
  | { kind: 'staff'; staffId: string; role: 'owner' | 'staff'; storeIds: string[] }
  | { kind: 'anonymous' };

/**
 * The tenant context every service and repository function takes first (CONVENTIONS: tenant
 * context first). `brandId` is the brand of the request; `customerId` is set when a valid token
 * of that brand came in `Authorization`. Built once per request by the tenancy and
 * authentication plugins (http/tenancy.ts, http/authentication.ts) as `request.ctx`.
 */
export interface RequestContext {
  brandId: string;
  customerId: string | null;
  language: Language;
  /** The client address: the TCP peer, or the X-Forwarded-For client behind trusted proxies. */
  ip: string;
  /** The request time; services read the clock only from here (tests inject it). */
  now: Date;
  /**
   * Whether the signed-in customer's phone is blacklisted at `brandId` (issue 19, decision 0033),
   * read with the session in the same query (platform/session-repository.ts findSession); absent
   * or false for anyone else. registerCall refuses a call marked `refusesBlacklisted` with 403
   * accessBlocked when it is true.
   */
  customerBlacklisted?: boolean;
  /** The actor; absent (= anonymous) in contexts built outside a request, e.g. the menu routes. */
  actor?: Actor;
  /**
   * The preview token of a preview call (issue 19, decision 0036): the `x-preview-token` header of a
   * call whose contract declares it (brand settings, menus, pickup stores, item detail), else
   * absent. Lets requireBrand see a brand not yet live (modules/brand/preview-access.ts).
   */
  previewToken?: string | null;
}

/** The anonymous actor. */
export const ANONYMOUS: Actor = Object.freeze({ kind: 'anonymous' });
