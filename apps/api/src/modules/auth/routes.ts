import { passwordLessLogin, sendOtpCode, updateUserProfile, verifyAccount } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../http/register-call.ts';
import { sendCode, updateProfile, verifyCode } from './service.ts';

/** Sign-in by one-time code and the profile (002 §7; the path mapping of decision 0003). */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const call of [passwordLessLogin, sendOtpCode]) {
    registerCall(app, deps, call, (ctx, { body }) =>
      sendCode(deps.db, deps.messaging, ctx, {
        phoneNumber: body.phoneNumber,
        countryCode: body.countryObj.countryCode,
      }),
    );
  }
  registerCall(app, deps, verifyAccount, (ctx, { body }) =>
    verifyCode(deps.db, ctx, {
      phoneNumber: body.phoneNumber,
      countryCode: body.countryObj.countryCode,
      verificationCode: body.verificationCode,
    }),
  );
  registerCall(app, deps, updateUserProfile, (ctx, { body }) => updateProfile(deps.db, ctx, body));
}
