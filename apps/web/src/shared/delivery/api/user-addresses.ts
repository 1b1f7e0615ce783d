import type { SavedAddress } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { useSession } from '../../session/session-state.ts';
import type { savedAreaFields } from '../area-rules.ts';

/** Query options of user/get-user-addresses-v2 ('all': every saved address, 001 §7.2), the selected one first. */
function userAddressesQuery(brandId: string, token: string | null, selectedId: string | null) {
  return queryOptions({
    queryKey: ['user-addresses', brandId, token, selectedId],
    queryFn: () =>
      callApi(
        ROUTES.getUserAddressesV2,
        { brandId, deliveryMethod: 'all', ...(selectedId ? { selectedUserAddressId: selectedId } : {}) },
        { token },
      ),
  });
}

/** The signed-in customer's saved addresses, fetched only with a token (ADDR-18); [] for a guest. */
export function useUserAddresses(selectedId: string | null = null) {
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const query = useQuery({
    ...userAddressesQuery(brand.brand._id, token, selectedId),
    enabled: Boolean(token),
  });
  return { addresses: query.data?.userAddresses ?? [], isLoading: query.isLoading && Boolean(token) };
}

/** The fields user/add-user-address takes (001 §3.1 plus the save extras, savedAreaFields), without brandId and language. */
export type NewAddress = Omit<
  SavedAddress,
  '_id' | 'deliveryMethodType' | 'mappedAreaId' | 'area_type' | 'areaId' | 'countryId' | 'cityId'
> &
  ReturnType<typeof savedAreaFields>;

/** user/add-user-address (001 §7.2): saves an address; refreshes the list. */
export function useAddAddress() {
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: NewAddress) =>
      callApi(ROUTES.addUserAddress, { brandId: brand.brand._id, ...address }, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-addresses'] }),
  });
}

/** user/remove-user-address (001 §4.4, ADDR-16): deletes an address; the list is fetched again. */
export function useRemoveAddress() {
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userAddressId: string) =>
      callApi(ROUTES.removeUserAddress, { brandId: brand.brand._id, userAddressId }, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-addresses'] }),
  });
}
