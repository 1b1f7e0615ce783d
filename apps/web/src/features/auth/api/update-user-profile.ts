import type { CallData, updateUserProfile } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * user/update-user-profile (002 §2.13, §5): saves the signed-in customer's name and e-mail and
 * answers the user. Errors: ApiError with the API's message in the UI language (401 clears the
 * session through the client's unauthorized handler). The session store holds the user, so no
 * query is invalidated; the caller stores the answer.
 */
export function useUpdateUserProfile() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { name: string; email: string }): Promise<CallData<typeof updateUserProfile>> =>
      api.call(ROUTES.updateUserProfile, { name: input.name, email: input.email }),
  });
}
