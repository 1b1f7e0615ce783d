/**
 * The blacklist (issue 19, decision 0033; 002 §2.15, §4.6, §6 'Blacklisted customer: redirected to
 * /blocked', §7 'Blacklist status'): per brand, phones in E.164. The customer's status comes with
 * their session (ctx.customerBlacklisted, one query); sign-in asks isBlacklistedAt; the brand's
 * owner manages the list from the kitchen board (staff calls) or `npm run staff -- blacklist`.
 */
import type { BlacklistedNumber } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findBrand } from '../brand/service.ts';
import { blacklistE164 } from './phone.ts';
import {
  addBlacklisted,
  type BlacklistedRow,
  isPhoneBlacklisted,
  listBlacklisted,
  removeBlacklisted,
} from './repository.ts';

/**
 * GET blacklisted-numbers/check/status (002 §7: `data.isBlacklisted`): whether the signed-in
 * customer's phone is blacklisted at the request's brand — read with the session (authentication
 * joined it), so the check costs no query of its own.
 */
export function blacklistStatus(ctx: RequestContext): { isBlacklisted: boolean } {
  return { isBlacklisted: ctx.customerBlacklisted === true };
}

/**
 * Refuses sign-in for a phone (E.164) blacklisted at the request's brand (issue 19: 'refuse
 * sending codes to a blacklisted phone with a clear coded error'): 403 accessBlocked (002 §2.15's
 * text, EN/AR). One primary-key lookup; called before anything of the sign-in is written.
 */
export async function refuseBlacklistedPhone(
  db: Db,
  ctx: RequestContext,
  phoneNumber: string,
): Promise<void> {
  if (await isPhoneBlacklisted(db, ctx.brandId, phoneNumber)) throw new AppError('accessBlocked', 403);
}

/** Only the brand's owner manages the blacklist (issue 19): 403 ownerOnly for a 'staff' member. */
function requireOwner(ctx: RequestContext): string {
  if (ctx.actor?.kind !== 'staff' || ctx.actor.role !== 'owner') throw new AppError('ownerOnly', 403);
  return ctx.actor.staffId;
}

/** A phone typed by staff in E.164 (default country AE); 400 workingMobileNumber otherwise. */
function e164OrRefuse(phoneNumber: string): string {
  const e164 = blacklistE164(phoneNumber);
  if (!e164) throw new AppError('workingMobileNumber', 400);
  return e164;
}

const toEntry = (row: BlacklistedRow): BlacklistedNumber => ({
  phoneNumber: row.phoneNumber,
  createdAt: row.createdAt.toISOString(),
});

/** The answer of the staff calls: the brand's blacklist (newest first) and whether the call changed it. */
interface StaffBlacklistData {
  numbers: BlacklistedNumber[];
  changed: boolean;
  /** The phone the call concerned, E.164; null for the list. */
  phoneNumber: string | null;
}

async function answer(
  db: Db,
  brandId: string,
  changed: boolean,
  phoneNumber: string | null = null,
): Promise<StaffBlacklistData> {
  return { numbers: (await listBlacklisted(db, brandId)).map(toEntry), changed, phoneNumber };
}

/** GET staff/blacklisted-numbers (issue 19): the brand's blacklist; owner only (403 ownerOnly). */
export async function staffListBlacklist(db: Db, ctx: RequestContext): Promise<StaffBlacklistData> {
  requireOwner(ctx);
  return answer(db, ctx.brandId, false);
}

/**
 * POST staff/blacklisted-numbers/add (issue 19): blacklists a phone at the brand; owner only (403
 * ownerOnly), 400 workingMobileNumber for a phone that is not a mobile number. Idempotent.
 */
export async function staffAddToBlacklist(
  db: Db,
  ctx: RequestContext,
  phoneNumber: string,
): Promise<StaffBlacklistData> {
  const staffId = requireOwner(ctx);
  const e164 = e164OrRefuse(phoneNumber);
  const changed = await addBlacklisted(db, {
    brandId: ctx.brandId,
    phoneNumber: e164,
    addedBy: `staff:${staffId}`,
    now: ctx.now,
  });
  return answer(db, ctx.brandId, changed, e164);
}

/** POST staff/blacklisted-numbers/remove (issue 19): un-blacklists a phone; owner only. Idempotent. */
export async function staffRemoveFromBlacklist(
  db: Db,
  ctx: RequestContext,
  phoneNumber: string,
): Promise<StaffBlacklistData> {
  requireOwner(ctx);
  const e164 = e164OrRefuse(phoneNumber);
  const changed = await removeBlacklisted(db, ctx.brandId, e164);
  return answer(db, ctx.brandId, changed, e164);
}

/** A refusal of `npm run staff -- blacklist|unblacklist|blacklist-list`, in English for the operator. */
export class BlacklistAdminError extends Error {
  override name = 'BlacklistAdminError';
}

/** One blacklist command of `npm run staff` (issue 19). */
export type BlacklistCommand =
  | { action: 'blacklist' | 'unblacklist'; temporaryDomainName: string; phoneNumber: string }
  | { action: 'blacklist-list'; temporaryDomainName: string };

/** What a blacklist command answers: the phones it concerns and whether it changed anything. */
export interface BlacklistCommandResult {
  numbers: BlacklistedNumber[];
  changed: boolean;
}

/**
 * Runs a BlacklistCommand (the CLI directly, or the running server's internal route for it):
 * `blacklist` / `unblacklist` answer the one phone (E.164) and whether it changed (a repeat is
 * `changed: false`, not an error); `blacklist-list` the brand's blacklist. BlacklistAdminError for
 * an unknown brand or a phone that is not a mobile number (nothing changed).
 */
export async function runBlacklistCommand(
  db: Db,
  command: BlacklistCommand,
  now: Date,
): Promise<BlacklistCommandResult> {
  const brand = await findBrand(db, { temporaryDomainName: command.temporaryDomainName });
  if (!brand) throw new BlacklistAdminError(`no brand '${command.temporaryDomainName}'`);
  if (command.action === 'blacklist-list') {
    const { numbers } = await answer(db, brand.id, false);
    return { numbers, changed: false };
  }
  const e164 = blacklistE164(command.phoneNumber);
  if (!e164) {
    throw new BlacklistAdminError(
      `'${command.phoneNumber}' is not a mobile number (E.164, e.g. +971501234567)`,
    );
  }
  const changed =
    command.action === 'blacklist'
      ? await addBlacklisted(db, { brandId: brand.id, phoneNumber: e164, addedBy: 'cli', now })
      : await removeBlacklisted(db, brand.id, e164);
  return { numbers: [{ phoneNumber: e164, createdAt: now.toISOString() }], changed };
}
