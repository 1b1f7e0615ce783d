import { staffMe, staffSendCode, staffSignOut, staffVerifyCode } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { staffTokenOf } from '../../http/authentication.ts';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { currentStaff, sendStaffCode, signOutStaff, verifyStaffCode } from './service.ts';

/**
 * Staff sign-in (issue 17 part 4, decision 0027): POST /api/v1/staff/send-code answers as
 * user/send-otp-code (also for a phone that is not staff: no code then), POST staff/verify-code
 * answers `{ token, staff }`, GET staff/me?brandId= answers `{ staff }` and POST staff/sign-out
 * `{ signedOut: true }` — the last two with `Authorization: Staff <token>` of the brand only (401
 * 'staffLoginRequired' otherwise, a customer token included). Errors as in service.ts.
 */
export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, staffSendCode, (ctx, { body, request }) =>
    sendStaffCode(
      deps.db,
      ctx,
      deps.messaging,
      { phoneNumber: body.phoneNumber, countryCode: body.countryObj.countryCode },
      request.log,
    ),
  );
  registerCall(app, staffVerifyCode, (ctx, { body }) =>
    verifyStaffCode(deps.db, ctx, {
      phoneNumber: body.phoneNumber,
      countryCode: body.countryObj.countryCode,
      verificationCode: body.verificationCode,
    }),
  );
  registerCall(app, staffMe, (ctx) => currentStaff(deps.db, ctx));
  registerCall(app, staffSignOut, (ctx, { request }) =>
    signOutStaff(deps.db, ctx, staffTokenOf(request.headers.authorization)),
  );
}
