import { type MessageKey, sendCodeBodySchema } from '@sufra/contract';
import { z } from 'zod';
import { validPhone } from './phone.ts';

/**
 * The sign-in (phone) form (002 §2.11, §5): `{ phone }` as typed in the AE field. The contract's
 * phone field (the one the server parses: Arabic-Indic digits to Latin, spaces and dashes removed)
 * is refined with the server's own rule, a valid UAE MOBILE or FIXED_LINE_OR_MOBILE number, and
 * parses to E.164 ('+971501234567'). Any failure reads 'Please provide a working mobile number.'
 * (its message the catalogue code 'workingMobileNumber'; issue 16).
 */
export const phoneForm = z.object({
  phone: sendCodeBodySchema.shape.phoneNumber.transform((digits, ctx) => {
    const e164 = validPhone(digits);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'workingMobileNumber' satisfies MessageKey });
    return z.NEVER;
  }),
});
