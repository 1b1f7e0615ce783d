import { passwordLessLogin, sendOtpCode, updateUserProfile, verifyAccount } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { sendCode, updateProfile, verifyCode } from './service.ts';

/**
 * Sign-in by one-time code and the profile (002 §7; the spec leaves open which auth path does
 * what, decision 0003): POST /api/v1/user/password-less-login-v2 sends a code,
 * /user/send-otp-code resends one (both answer `{ phoneNumber, maskedPhoneNumber,
 * resendAfterSeconds, expiresInSeconds }`), /user/verify-account-v2 answers `{ token, user }`,
 * /user/update-user-profile (token required, 401 otherwise) answers `{ name, email }`. Bodies are
 * validated by the contract (400 `{ success: 0, message }`); errors as in service.ts (a failed
 * send 503, logged at warn level on the request's logger).
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const call of [passwordLessLogin, sendOtpCode]) {
    registerCall(app, call, (ctx, { body, request }) =>
      sendCode(
        deps.db,
        ctx,
        deps.messaging,
        { phoneNumber: body.phoneNumber, countryCode: body.countryObj.countryCode },
        request.log,
      ),
    );
  }
  registerCall(app, verifyAccount, (ctx, { body }) =>
    verifyCode(deps.db, ctx, {
      phoneNumber: body.phoneNumber,
      countryCode: body.countryObj.countryCode,
      verificationCode: body.verificationCode,
    }),
  );
  registerCall(app, updateUserProfile, (ctx, { body }) =>
    updateProfile(deps.db, ctx, { name: body.name, email: body.email }),
  );
}
