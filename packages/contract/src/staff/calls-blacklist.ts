import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { STAFF_CALL_ADDRESSES } from './staff-routes.ts';

/** A blacklisted phone as the kitchen board lists it (issue 19): E.164 phone, blocked since (ISO 8601). */
export const blacklistedNumberSchema = z.object({
  phoneNumber: z.string(),
  createdAt: z.string(),
});
export type BlacklistedNumber = z.infer<typeof blacklistedNumberSchema>;

/**
 * The answer of every staff blacklist call: the brand's blacklist, newest first, whether the call
 * changed it, and the phone it concerned in E.164 (null for the list).
 */
export const staffBlacklistDataSchema = z.object({
  numbers: z.array(blacklistedNumberSchema),
  changed: z.boolean(),
  phoneNumber: z.string().nullable(),
});

/** A phone as staff type it: any script's digits, spaces, dashes, optional '+' (parsed to E.164 by the server, default country AE). */
const phoneField = z.string().min(1).max(32);

/**
 * GET staff/blacklisted-numbers?brandId= (issue 19, decision 0033) — the brand's blacklisted
 * phones, newest first (`changed` false). Owner only: 401 staffLoginRequired without a staff token
 * of the brand, 403 ownerOnly for a 'staff' member.
 */
export const staffBlacklist = defineCall({
  ...STAFF_CALL_ADDRESSES.staffBlacklist,
  summary: "Kitchen board (owner): the brand's blacklisted phone numbers",
  body: z.object({}),
  data: staffBlacklistDataSchema,
});

/**
 * POST staff/blacklisted-numbers/add {brandId, phoneNumber} (issue 19) — blacklists a phone at the
 * brand (normalised to E.164; 400 workingMobileNumber when it is not a mobile number).
 * Idempotent: a phone already blacklisted answers `changed: false`. Owner only (403 ownerOnly).
 */
export const staffAddBlacklisted = defineCall({
  ...STAFF_CALL_ADDRESSES.staffAddBlacklisted,
  summary: 'Kitchen board (owner): blacklist a phone number at the brand',
  body: postBody({ brandId: idSchema, phoneNumber: phoneField }),
  data: staffBlacklistDataSchema,
});

/**
 * POST staff/blacklisted-numbers/remove {brandId, phoneNumber} (issue 19) — un-blacklists a phone.
 * Idempotent: a phone not blacklisted answers `changed: false`. Owner only (403 ownerOnly).
 */
export const staffRemoveBlacklisted = defineCall({
  ...STAFF_CALL_ADDRESSES.staffRemoveBlacklisted,
  summary: 'Kitchen board (owner): un-blacklist a phone number',
  body: postBody({ brandId: idSchema, phoneNumber: phoneField }),
  data: staffBlacklistDataSchema,
});
