import { LIMITS, verifyAccount } from '@sufra/contract';
import { z } from 'zod';

/**
 * The code form (002 §2.12): `{ code }`, the 4 one-digit boxes as typed (Latin or Arabic-Indic
 * digits), parsed with the server's own rule for `verificationCode` (the contract's field:
 * Arabic-Indic digits to Latin, exactly 4 digits) to `{ code: '1234' }`.
 */
export const codeForm = z.object({
  code: z
    .array(z.string())
    .length(LIMITS.otpDigits)
    .transform((digits) => digits.join(''))
    .pipe(verifyAccount.body.shape.verificationCode),
});
