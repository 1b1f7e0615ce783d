import { z } from 'zod';
import { countryObjSchema, sendCodeDataSchema, toLatinDigits } from '../auth/sign-in.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { STAFF_CALL_ADDRESSES } from './staff-routes.ts';

/** The roles of a staff member (issue 17): 'owner' — every store of the brand; 'staff' — the stores named. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A signed-in staff member as the staff calls answer it (issue 17, decision 0027). */
export const staffMemberSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The stores the member works in: every store of the brand for an owner, the named ones for staff. */
  storeIds: z.array(z.string()),
  name: z.string().nullable(),
  /** E.164, e.g. +971501234567. */
  phoneNumber: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A staff phone as typed: Latin or Arabic-Indic digits, spaces, dashes, an optional '+'; at most 32 characters. */
const staffPhoneField = z
  .string()
  .max(32)
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''));

/**
 * staff/send-code — sends a staff sign-in code (issue 17): the same code machinery, limits and
 * messaging outage rules as a customer's (002 §2.11), for a staff code. A phone that is not a
 * live staff member of the brand gets the same answer and no code (decision 0027: no enumeration).
 */
export const staffSendCode = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSendCode,
  summary: 'Send a one-time staff sign-in code',
  body: postBody({ brandId: idSchema, phoneNumber: staffPhoneField, countryObj: countryObjSchema }),
  data: sendCodeDataSchema,
});

/**
 * staff/verify-code — verifies a staff code (issue 17) and answers a staff token (sent as
 * `Authorization: Staff <token>`, valid 12 h for this brand only) and the member.
 */
export const staffVerifyCode = defineCall({
  ...STAFF_CALL_ADDRESSES.staffVerifyCode,
  summary: 'Verify a staff sign-in code; returns the staff token and the member',
  body: postBody({
    brandId: idSchema,
    phoneNumber: staffPhoneField,
    countryObj: countryObjSchema,
    /** The 4-digit code, Latin or Arabic-Indic digits; at most 16 characters before conversion. */
    verificationCode: z
      .string()
      .max(16)
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{4}$/, problemCode('codeIsFourDigits'))),
  }),
  data: z.object({ token: z.string(), staff: staffMemberSchema }),
});

/**
 * A store the staff member works in, as staff/me names it (issue 17: the kitchen board's store
 * picker): its id and its English and Arabic names (every store, delivery-only ones included).
 */
export const staffStoreSchema = z.object({
  id: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
});
export type StaffStore = z.infer<typeof staffStoreSchema>;

/**
 * staff/me (GET, `brandId` in the query) — the signed-in staff member (issue 17) and the stores
 * they work in with their names (`stores`, in the order of `staff.storeIds`). Staff token required.
 */
export const staffMe = defineCall({
  ...STAFF_CALL_ADDRESSES.staffMe,
  summary: 'The signed-in staff member and the stores they work in',
  body: z.object({}),
  data: z.object({ staff: staffMemberSchema, stores: z.array(staffStoreSchema) }),
});

/** staff/sign-out — ends the staff session of the token (issue 17). Staff token required. */
export const staffSignOut = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSignOut,
  summary: 'End the staff session',
  body: postBody({ brandId: idSchema }),
  data: z.object({ signedOut: z.literal(true) }),
});
