import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { countryObjSchema, toLatinDigits, userSchema } from './sign-in.ts';

/** user/verify-account-v2 — verifies a code and answers a token for this brand only (002 §2.12, §4.5). */
export const verifyAccount = defineCall({
  ...CALL_ADDRESSES.verifyAccount,
  summary: 'Verify a one-time code; returns the token and the user',
  body: postBody({
    brandId: idSchema,
    phoneNumber: z
      .string()
      .max(32)
      .transform((v) => toLatinDigits(v).replace(/[\s-]/g, '')),
    countryObj: countryObjSchema,
    /** The 4-digit code, Latin or Arabic-Indic digits; at most 16 characters before conversion (issue 5 bounds). */
    verificationCode: z
      .string()
      .max(16)
      .transform(toLatinDigits)
      .pipe(z.string().regex(/^\d{4}$/, problemCode('codeIsFourDigits'))),
  }),
  data: z.object({ token: z.string(), user: userSchema }),
});
