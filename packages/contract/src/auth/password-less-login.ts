import { defineCall } from '../call.ts';
import { sendCodeBodySchema, sendCodeDataSchema } from './sign-in.ts';

/** user/password-less-login-v2 — sends a one-time code (002 §2.11, §7; ARCHITECTURE: unmapped calls). */
export const passwordLessLogin = defineCall({
  path: 'user/password-less-login-v2',
  method: 'POST',
  auth: false,
  summary: 'Send a one-time sign-in code',
  body: sendCodeBodySchema,
  data: sendCodeDataSchema,
});
