import type { CallData, deleteAccount } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What user/delete-account answers: the code was sent, or the account is deleted (issue 19). */
export type DeleteAccountAnswer = CallData<typeof deleteAccount>;

/**
 * user/delete-account (issue 19, decision 0034): without `code` it sends the deletion code to the
 * customer's phone (`{ codeSent: true, maskedPhoneNumber, … }`); with the 4-digit `code` it
 * deletes the account (`{ deleted: true }`). Errors: ApiError with the API's message in the UI
 * language ('Invalid verification code', 'Code has expired', too many requests …). The caller
 * signs out after a deletion; no query is invalidated (the session goes).
 */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { code?: string }): Promise<DeleteAccountAnswer> =>
      api.call(ROUTES.deleteAccount, input.code ? { code: input.code } : {}),
  });
}
