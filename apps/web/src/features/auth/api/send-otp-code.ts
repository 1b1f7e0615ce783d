import type { sendOtpCode } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * user/send-otp-code (002 §2.12 'Resend Code'): sends a new code to the phone of `body` (the
 * sign-in body of the phone screen). Errors: ApiError with the API's message in the UI language
 * (the send limit). Invalidates nothing.
 */
export function useSendOtpCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: Omit<CallBody<typeof sendOtpCode>, 'userType'>) =>
      api.call(ROUTES.sendOtpCode, { ...body, userType: 'CUSTOMER' }),
  });
}
