import type { CallData, Language, updateUserProfile } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * user/update-user-profile (002 §2.13, §5): saves the signed-in customer's name and e-mail and
 * answers the user. Errors: ApiError with the API's message in `language` (401 clears the
 * session through the client's unauthorized handler). The session store holds the user, so no
 * query is invalidated; the caller stores the answer.
 */
export function useUpdateUserProfile() {
  return useMutation({
    mutationFn: (input: {
      brandId: string;
      name: string;
      email: string;
      token: string | null;
      language: Language;
    }): Promise<CallData<typeof updateUserProfile>> =>
      callApi(
        ROUTES.updateUserProfile,
        { brandId: input.brandId, name: input.name, email: input.email },
        { token: input.token, language: input.language },
      ),
  });
}
