import type { Language } from '@sufra/contract';

/**
 * The tenant context every service and repository function takes first (CONVENTIONS: tenant
 * context first). `brandId` is the brand of the request; `customerId` is set when a valid token
 * of that brand came in `Authorization`.
 */
export interface RequestContext {
  brandId: string;
  customerId: string | null;
  language: Language;
  ip: string;
  /** The request time; services read the clock only from here (tests inject it). */
  now: Date;
}
