import { z } from 'zod';
import { toLatinDigits } from '../auth/sign-in.ts';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * user/delete-account (issue 19, decision 0034), in two steps on one path: without `code` it sends
 * a one-time code to the customer's phone over the sign-in transport and answers
 * `{ codeSent: true, maskedPhoneNumber, resendAfterSeconds, expiresInSeconds }`; with the 4-digit
 * `code` (Latin or Arabic-Indic digits) it deletes the account and answers `{ deleted: true }`.
 */
export const deleteAccount = defineCall({
  ...CALL_ADDRESSES.deleteAccount,
  summary: "Delete the signed-in customer's account at this brand (a code first, then the code)",
  body: postBody({
    brandId: idSchema,
    code: z
      .string()
      .max(16)
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{4}$/, problemCode('codeIsFourDigits')))
      .optional(),
  }),
  data: z.union([
    z.object({
      codeSent: z.literal(true),
      maskedPhoneNumber: z.string(),
      resendAfterSeconds: z.number().int(),
      expiresInSeconds: z.number().int(),
    }),
    z.object({ deleted: z.literal(true) }),
  ]),
});
