import type { Language } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * user/send-otp-code (002 §2.12 'Resend Code'): sends a new code to the phone of `body`. Errors:
 * ApiError with the API's message in `language` (the send limit). Invalidates nothing.
 */
export function useSendOtpCode() {
  return useMutation({
    mutationFn: ({ body, language }: { body: Record<string, unknown>; language: Language }) =>
      callApi(ROUTES.sendOtpCode, { ...body, userType: 'CUSTOMER' }, { language }),
  });
}
