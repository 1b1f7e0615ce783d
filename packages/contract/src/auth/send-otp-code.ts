import { defineCall } from '../call.ts';
import { sendCodeBodySchema, sendCodeDataSchema } from './sign-in.ts';

/** user/send-otp-code — resends a one-time code (002 §2.12, §7; ARCHITECTURE: unmapped calls). */
export const sendOtpCode = defineCall({
  path: 'user/send-otp-code',
  method: 'POST',
  auth: false,
  summary: 'Resend a one-time sign-in code',
  body: sendCodeBodySchema,
  data: sendCodeDataSchema,
});
