import { defineCall } from '../call.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { sendCodeBodySchema, sendCodeDataSchema } from './sign-in.ts';

/** user/send-otp-code — resends a one-time code (002 §2.12, §7; ARCHITECTURE: unmapped calls). */
export const sendOtpCode = defineCall({
  ...CALL_ADDRESSES.sendOtpCode,
  summary: 'Resend a one-time sign-in code',
  body: sendCodeBodySchema,
  data: sendCodeDataSchema,
});
