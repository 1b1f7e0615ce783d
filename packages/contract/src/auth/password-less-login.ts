import { defineCall } from '../call.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { sendCodeBodySchema, sendCodeDataSchema } from './sign-in.ts';

/** user/password-less-login-v2 — sends a one-time code (002 §2.11, §7; ARCHITECTURE: unmapped calls). */
export const passwordLessLogin = defineCall({
  ...CALL_ADDRESSES.passwordLessLogin,
  summary: 'Send a one-time sign-in code',
  body: sendCodeBodySchema,
  data: sendCodeDataSchema,
});
