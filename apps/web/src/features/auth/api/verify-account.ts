import type { CallData, verifyAccount } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What the code screen sends (002 §2.12): the sign-in body of the phone screen and the 4 digits. */
export interface VerifyAccountInput {
  body: { phoneNumber: string; countryObj?: { countryCode: string; dialCode: string } };
  verificationCode: string;
}

/**
 * user/verify-account-v2 (002 §7): checks the one-time code and answers `{ token, user }`.
 * Errors: ApiError with the API's message in the UI language (wrong or expired code). A new
 * session makes every customer query stale ('my-orders', 'order'), so they are invalidated.
 */
export function useVerifyAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, verificationCode }: VerifyAccountInput): Promise<CallData<typeof verifyAccount>> =>
      api.call(ROUTES.verifyAccount, { ...body, verificationCode }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
      ]),
  });
}
