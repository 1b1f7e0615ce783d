import { z } from 'zod';
import { idSchema, postBody } from '../common.ts';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, USER_TYPE } from '../constants.ts';

/** Converts Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to Latin digits (000 §1, 002 §5). */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/** The country of a phone number (002 §3: its inner shape is not shown; Sufra's shape). */
export const countryObjSchema = z
  .object({
    countryCode: z.string().length(2).default(DEFAULT_COUNTRY),
    /** The dial code as shown, e.g. '971' or '+971' (informational; the server reads countryCode). At most 8 characters (issue 5 bounds). */
    dialCode: z.string().max(8).default(DEFAULT_DIAL_CODE),
  })
  .default({ countryCode: DEFAULT_COUNTRY, dialCode: DEFAULT_DIAL_CODE });

/** The signed-in customer (002 §3 Current user). */
export const userSchema = z.object({
  userId: z.string(),
  brandId: z.string(),
  phoneNumber: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A phone number as typed: digits (any script), spaces and an optional leading '+'. */
const phoneNumberField = z
  .string()
  .max(32)
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''));

/** The body of sending and resending a code (002 §7). */
export const sendCodeBodySchema = postBody({
  brandId: idSchema,
  phoneNumber: phoneNumberField,
  countryObj: countryObjSchema,
  userType: z.literal(USER_TYPE).default(USER_TYPE),
});

/** `data` after a code is sent: the masked phone and the resend cooldown. */
export const sendCodeDataSchema = z.object({
  phoneNumber: z.string(),
  maskedPhoneNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
