import type { CallData, exportMyData } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** The customer's data as user/export-my-data answers it (issue 19). */
export type MyData = CallData<typeof exportMyData>;

/**
 * user/export-my-data (issue 19, decision 0034): the signed-in customer's data at this brand
 * (profile, addresses, saved cards, wallet and ledger, orders), which the settings screen saves
 * as a JSON file. A mutation: it is asked for on a click and never cached. Errors: ApiError with
 * the API's message in the UI language (401 clears the session through the client).
 */
export function useExportMyData() {
  const api = useApi();
  return useMutation({
    mutationFn: (): Promise<MyData> => api.call(ROUTES.exportMyData, {}),
  });
}
