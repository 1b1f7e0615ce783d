/**
 * Staff accounts and staff sign-in (issue 17 part 4, decision 0027). A staff member belongs to one
 * brand: `owner` works in every store of the brand, `staff` in the stores named. Staff sign in
 * with a one-time code through the customers' code machinery (auth service: same limits,
 * hashing, messaging and outage rules, audience 'staff') and get a 12-hour staff token, sent as
 * `Authorization: Staff <token>`. Other modules use requireStaffForStore and staffStoreIds.
 */
import { idSchema, type StaffMember, type StaffRole, type StaffStore } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createStaffSession, revokeStaffSession } from '../../platform/staff-session-repository.ts';
import {
  consumeSignInCode,
  type MessagingTransport,
  parseCustomerPhone,
  sendCode,
  type WarnLog,
} from '../auth/service.ts';
import { findBrand } from '../brand/service.ts';
import { brandStoreRows, requireStore, type StoreRow } from '../stores/service.ts';
import {
  brandHasAnyMember,
  findLiveMember,
  findLiveMemberByPhone,
  insertMember,
  listLiveMembers,
  removeMember,
  type StaffMemberRow,
} from './repository.ts';

/** The staff actor of a request (http/context.ts Actor), as the staff calls see it. */
type StaffActor = Extract<NonNullable<RequestContext['actor']>, { kind: 'staff' }>;

/** The staff actor of `ctx`; 401 'staffLoginRequired' when the request carries no live staff token of the brand. */
function requireStaffActor(ctx: RequestContext): StaffActor {
  const actor = ctx.actor;
  if (actor?.kind !== 'staff') throw new AppError('staffLoginRequired', 401);
  return actor;
}

/** A member as the staff calls answer it; an owner's `storeIds` are every store of the brand (`brandStoreIds`). */
function toStaffMember(row: StaffMemberRow, brandStoreIds: string[]): StaffMember {
  const known = new Set(brandStoreIds);
  return {
    id: row.id,
    brandId: row.brandId,
    role: row.role === 'owner' ? 'owner' : 'staff',
    storeIds: row.role === 'owner' ? brandStoreIds : row.storeIds.filter((id) => known.has(id)),
    name: row.name,
    phoneNumber: row.phoneNumber,
  };
}

/** The ids of every store of a brand, in the stores' sort order. */
async function brandStoreIds(db: Db, brandId: string): Promise<string[]> {
  return (await brandStoreRows(db, brandId)).map((s) => s.id);
}

/**
 * staff/send-code (issue 17): sends a staff code to `phoneNumber` (E.164, or national with
 * `countryCode`, default AE) through auth's sendCode with audience 'staff' — the same 404 unknown
 * brand, 400 bad phone, 429 per-IP and per-phone limits, 503 on a messaging outage. A phone that
 * is not a live staff member of the brand gets the same 200 answer, its code stored (and counted)
 * but never sent (decision 0027: no enumeration). Answers `{ phoneNumber, maskedPhoneNumber,
 * resendAfterSeconds: 30, expiresInSeconds: 600 }`.
 */
export function sendStaffCode(
  db: Db,
  ctx: RequestContext,
  messaging: MessagingTransport,
  input: { phoneNumber: string; countryCode: string },
  log: WarnLog,
) {
  return sendCode(db, ctx, messaging, input, log, {
    audience: 'staff',
    deliver: async (phone) => (await findLiveMemberByPhone(db, ctx.brandId, phone.e164)) !== null,
  });
}

/**
 * staff/verify-code (issue 17): consumes the phone's staff code (auth's consumeSignInCode,
 * audience 'staff': a customer's code is never accepted; 400 invalidCode / tooManyTries /
 * codeExpired, 429 per-IP limit) and opens a 12-hour staff session of the brand's live member
 * with that phone — 400 invalidCode when there is none (removed in between, or a code guessed
 * for a phone that is not staff). Answers `{ token, staff }`.
 */
export async function verifyStaffCode(
  db: Db,
  ctx: RequestContext,
  input: { phoneNumber: string; countryCode: string; verificationCode: string },
): Promise<{ token: string; staff: StaffMember }> {
  const phone = await consumeSignInCode(db, ctx, input, 'staff');
  const member = await findLiveMemberByPhone(db, ctx.brandId, phone.e164);
  if (!member) throw new AppError('invalidCode', 400);
  const token = await createStaffSession(db, ctx.brandId, member.id, ctx.now);
  return { token, staff: toStaffMember(member, await brandStoreIds(db, ctx.brandId)) };
}

/**
 * staff/me (issue 17): the signed-in member and the stores they work in with their names
 * `{ staff, stores: [{ id, name: { en, ar } }] }` (stores in the order of `staff.storeIds`); 401
 * 'staffLoginRequired' without a live staff token of the brand.
 */
export async function currentStaff(
  db: Db,
  ctx: RequestContext,
): Promise<{ staff: StaffMember; stores: StaffStore[] }> {
  const actor = requireStaffActor(ctx);
  const member = await findLiveMember(db, ctx.brandId, actor.staffId);
  if (!member) throw new AppError('staffLoginRequired', 401);
  const rows = await brandStoreRows(db, ctx.brandId);
  const staff = toStaffMember(
    member,
    rows.map((s) => s.id),
  );
  const byId = new Map(rows.map((s) => [s.id, s]));
  const stores = staff.storeIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, name: { en: row.nameEn, ar: row.nameAr } }] : [];
  });
  return { staff, stores };
}

/** staff/sign-out (issue 17): revokes the session of `token` (the raw staff token of the request); 401 without one. */
export async function signOutStaff(
  db: Db,
  ctx: RequestContext,
  token: string | null,
): Promise<{ signedOut: true }> {
  requireStaffActor(ctx);
  if (token) await revokeStaffSession(db, ctx.brandId, token, ctx.now);
  return { signedOut: true };
}

/**
 * The store `storeId` of the request's brand if the signed-in staff member works there (issue 17):
 * an owner — any store of the brand; staff — only its stores. 401 'staffLoginRequired' without a
 * staff actor; 404 'somethingIncorrect' (as an unknown store, stores' requireStore) for a store of
 * another brand, an unknown or malformed id, or a store the member does not work in.
 */
export async function requireStaffForStore(db: Db, ctx: RequestContext, storeId: string): Promise<StoreRow> {
  const actor = requireStaffActor(ctx);
  if (!idSchema.safeParse(storeId).success) throw new AppError('somethingIncorrect', 404);
  if (actor.role !== 'owner' && !actor.storeIds.includes(storeId))
    throw new AppError('somethingIncorrect', 404);
  return requireStore(db, ctx, storeId);
}

/**
 * The ids of the stores of the request's brand the signed-in staff member works in (issue 17):
 * every store for an owner, its own (still existing) stores for staff, in the stores' sort order.
 * 401 'staffLoginRequired' without a staff actor.
 */
export async function staffStoreIds(db: Db, ctx: RequestContext): Promise<string[]> {
  const actor = requireStaffActor(ctx);
  const all = await brandStoreIds(db, ctx.brandId);
  if (actor.role === 'owner') return all;
  const mine = new Set(actor.storeIds);
  return all.filter((id) => mine.has(id));
}

/** A refusal of the staff administration (`npm run staff`), in English for the operator (like StoreSettingsError). */
export class StaffAdminError extends Error {
  override name = 'StaffAdminError';
}

/** A staff member as `npm run staff -- list` shows it: E.164 phone, role, stores (ids), name, created (ISO 8601). */
export interface StaffListEntry {
  id: string;
  phoneNumber: string;
  role: StaffRole;
  storeIds: string[];
  name: string | null;
  createdAt: string;
}

/** The brand of a temporary domain name (e.g. 'alnile'); StaffAdminError when unknown. */
async function brandIdOf(db: Db, temporaryDomainName: string): Promise<string> {
  const brand = await findBrand(db, { temporaryDomainName });
  if (!brand) throw new StaffAdminError(`no brand '${temporaryDomainName}'`);
  return brand.id;
}

/** A phone given to the CLI as E.164 (e.g. +971501234567); StaffAdminError when it is not a mobile number. */
function e164Of(phoneNumber: string): string {
  try {
    return parseCustomerPhone(phoneNumber.replace(/[\s-]/g, ''), 'AE').e164;
  } catch {
    throw new StaffAdminError(`'${phoneNumber}' is not a mobile number (E.164, e.g. +971501234567)`);
  }
}

/** What a StaffListEntry shows of a row. */
function toListEntry(row: StaffMemberRow): StaffListEntry {
  return {
    id: row.id,
    phoneNumber: row.phoneNumber,
    role: row.role === 'owner' ? 'owner' : 'staff',
    storeIds: row.storeIds,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `npm run staff -- add` (issue 17): adds a live staff member to the brand `temporaryDomainName`.
 * `role` 'owner' takes no stores (it works in all); 'staff' needs at least one store id, each a
 * store of the brand. Refused (StaffAdminError, nothing written) for an unknown brand, a phone
 * that is not a mobile number, a bad role or store, or a phone that is already a live member.
 */
async function addStaffMember(
  db: Db,
  input: {
    temporaryDomainName: string;
    phoneNumber: string;
    role: string;
    storeIds: string[];
    name?: string | undefined;
  },
): Promise<StaffListEntry> {
  const brandId = await brandIdOf(db, input.temporaryDomainName);
  const phoneNumber = e164Of(input.phoneNumber);
  if (input.role !== 'owner' && input.role !== 'staff') {
    throw new StaffAdminError(`role must be owner or staff, not '${input.role}'`);
  }
  const storeIds = [...new Set(input.storeIds)];
  if (input.role === 'owner' && storeIds.length > 0) {
    throw new StaffAdminError('an owner works in every store of the brand: give no --store');
  }
  if (input.role === 'staff' && storeIds.length === 0)
    throw new StaffAdminError('staff needs at least one --store');
  const known = new Set(await brandStoreIds(db, brandId));
  const unknown = storeIds.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw new StaffAdminError(`no store '${unknown}' in '${input.temporaryDomainName}'`);
  const name = input.name?.trim() || null;
  const row = await insertMember(db, { brandId, phoneNumber, role: input.role, storeIds, name });
  if (!row) throw new StaffAdminError(`${phoneNumber} is already staff of '${input.temporaryDomainName}'`);
  return toListEntry(row);
}

/**
 * `npm run staff -- remove` (issue 17): removes the brand's live member with this phone and
 * revokes its sessions at once (its token stops working). StaffAdminError when there is none.
 */
async function removeStaffMember(
  db: Db,
  input: { temporaryDomainName: string; phoneNumber: string },
  now: Date,
): Promise<StaffListEntry> {
  const brandId = await brandIdOf(db, input.temporaryDomainName);
  const phoneNumber = e164Of(input.phoneNumber);
  const row = await removeMember(db, brandId, phoneNumber, now);
  if (!row) throw new StaffAdminError(`${phoneNumber} is not staff of '${input.temporaryDomainName}'`);
  return toListEntry(row);
}

/** `npm run staff -- list` (issue 17): the brand's live members, oldest first. */
async function listStaffMembers(db: Db, input: { temporaryDomainName: string }): Promise<StaffListEntry[]> {
  return (await listLiveMembers(db, await brandIdOf(db, input.temporaryDomainName))).map(toListEntry);
}

/** One `npm run staff` command (issue 17): add, remove (at `now`) or list; the members it concerns. */
export type StaffCommand =
  | {
      action: 'add';
      temporaryDomainName: string;
      phoneNumber: string;
      role: string;
      storeIds: string[];
      name?: string | undefined;
    }
  | { action: 'remove'; temporaryDomainName: string; phoneNumber: string }
  | { action: 'list'; temporaryDomainName: string };

/**
 * Runs a StaffCommand (the CLI directly, or the running server's internal route for it): `[added]`,
 * `[removed]` or the live members. StaffAdminError when refused (nothing changed).
 */
export async function runStaffCommand(db: Db, command: StaffCommand, now: Date): Promise<StaffListEntry[]> {
  if (command.action === 'add') return [await addStaffMember(db, command)];
  if (command.action === 'remove') return [await removeStaffMember(db, command, now)];
  return listStaffMembers(db, command);
}

/**
 * The demo seed's owner (issue 17): makes `phoneNumber` (E.164) the owner 'Demo owner' of
 * `brandId` once — only while the brand never had a staff member, so an owner removed with
 * `npm run staff -- remove` stays removed after a restart. Returns whether it wrote.
 */
export async function seedDemoOwner(db: Db, brandId: string, phoneNumber: string): Promise<boolean> {
  if (await brandHasAnyMember(db, brandId)) return false;
  return (
    (await insertMember(db, { brandId, phoneNumber, role: 'owner', storeIds: [], name: 'Demo owner' })) !==
    null
  );
}
