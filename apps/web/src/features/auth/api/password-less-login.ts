import type { CallData, passwordLessLogin } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What the phone screen sends (002 §2.11, §7): the E.164 phone and its country (the client adds the brand). */
export interface PasswordLessLoginInput {
  phoneNumber: string;
  countryObj: { countryCode: string; dialCode: string };
}

/**
 * user/password-less-login-v2 (002 §7; decided in ARCHITECTURE): sends a one-time code to the
 * phone, answering `{ phoneNumber, maskedPhoneNumber }`. Errors: ApiError with the API's message
 * in the UI language (e.g. the hourly send limit). Invalidates nothing: no cached data changes.
 */
export function usePasswordLessLogin() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: PasswordLessLoginInput): Promise<CallData<typeof passwordLessLogin>> =>
      api.call(ROUTES.passwordLessLogin, { ...body, userType: 'CUSTOMER' }),
  });
}
