import type { CallData, Language, passwordLessLogin } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** What the phone screen sends (002 §2.11, §7): the brand, the E.164 phone and its country. */
export interface PasswordLessLoginInput {
  brandId: string;
  phoneNumber: string;
  countryObj: { countryCode: string; dialCode: string };
  language: Language;
}

/**
 * user/password-less-login-v2 (002 §7; decided in ARCHITECTURE): sends a one-time code to the
 * phone, answering `{ phoneNumber, maskedPhoneNumber }`. Errors: ApiError with the API's message
 * in `language` (e.g. the hourly send limit). Invalidates nothing: no cached data changes.
 */
export function usePasswordLessLogin() {
  return useMutation({
    mutationFn: ({
      language,
      ...body
    }: PasswordLessLoginInput): Promise<CallData<typeof passwordLessLogin>> =>
      callApi(ROUTES.passwordLessLogin, { ...body, userType: 'CUSTOMER' }, { language }),
  });
}
