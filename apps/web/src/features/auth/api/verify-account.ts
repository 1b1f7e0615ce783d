import type { CallData, Language, verifyAccount } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** What the code screen sends (002 §2.12): the sign-in body of the phone screen and the 4 digits. */
export interface VerifyAccountInput {
  body: Record<string, unknown>;
  verificationCode: string;
  language: Language;
}

/**
 * user/verify-account-v2 (002 §7): checks the one-time code and answers `{ token, user }`.
 * Errors: ApiError with the API's message in `language` (wrong or expired code). A new session
 * makes every customer query stale ('my-orders', 'order'), so they are invalidated.
 */
export function useVerifyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      verificationCode,
      language,
    }: VerifyAccountInput): Promise<CallData<typeof verifyAccount>> =>
      callApi(ROUTES.verifyAccount, { ...body, verificationCode }, { language }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['my-orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
      ]),
  });
}
