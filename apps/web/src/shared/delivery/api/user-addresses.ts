import type { SavedAddress } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';
import { useSession } from '../../session/session-state.ts';
import type { savedAreaFields } from '../area-rules.ts';

/**
 * Query options of user/get-user-addresses-v2 ('all': every saved address, 001 §7.2), the selected
 * one first; keyed by the customer's `token` (a sign-in fetches again). `['user-addresses']` holds
 * every customer's lists (what the mutations invalidate).
 */
function userAddressesQuery(api: ApiClient, token: string | null, selectedId: string | null) {
  return queryOptions({
    queryKey: ['user-addresses', api.brandId, token, selectedId],
    queryFn: () =>
      api.call(ROUTES.getUserAddressesV2, {
        deliveryMethod: 'all',
        ...(selectedId ? { selectedUserAddressId: selectedId } : {}),
      }),
  });
}

/** The key every saved-address list of the brand starts with (the mutations invalidate it). */
const allAddressesKey = (api: ApiClient) => userAddressesQuery(api, null, null).queryKey.slice(0, 2);

/** The signed-in customer's saved addresses, fetched only with a token (ADDR-18); [] for a guest. */
export function useUserAddresses(selectedId: string | null = null) {
  const api = useApi();
  const token = useSession((s) => s.token);
  const query = useQuery({
    ...userAddressesQuery(api, token, selectedId),
    enabled: Boolean(token),
  });
  const list = query.data?.userAddresses;
  // ADDR-06 (001 §5.2): a selected address missing from the saved list is logged.
  useEffect(() => {
    if (list && selectedId && !list.some((a) => a._id === selectedId))
      console.warn('the selected address is not among the saved addresses:', selectedId);
  }, [list, selectedId]);
  return { addresses: list ?? [], isLoading: query.isLoading && Boolean(token) };
}

/** The fields user/add-user-address takes (001 §3.1 plus the save extras, savedAreaFields), without brandId and language. */
export type NewAddress = Omit<
  SavedAddress,
  '_id' | 'deliveryMethodType' | 'mappedAreaId' | 'area_type' | 'areaId' | 'countryId' | 'cityId'
> &
  ReturnType<typeof savedAreaFields>;

/** user/add-user-address (001 §7.2): saves an address; refreshes the list. */
export function useAddAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewAddress) => api.call(ROUTES.addUserAddress, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allAddressesKey(api) }),
  });
}

/** user/remove-user-address (001 §4.4, ADDR-16): deletes an address; the list is fetched again. */
export function useRemoveAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) => api.call(ROUTES.removeUserAddress, { userAddressId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allAddressesKey(api) }),
  });
}
