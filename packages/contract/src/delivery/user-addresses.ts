import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { addressFieldsSchema, savedAddressSchema } from './address.ts';
import { coordinatesSchema, deliveryMethodSchema } from './delivery.ts';

/**
 * user/get-user-addresses-v2 (001 §5.3, §7.2; ADDR-17, ADDR-18): the signed-in customer's saved
 * addresses of this brand, newest first, `selectedUserAddressId` first when given. Filters: a
 * `mappedAreaId` keeps the addresses inside that mapped area; `distance` (metres) with
 * `storeLocation` keeps those within it; an `areaId` keeps those saved for that area;
 * `deliveryMethod` 'all' (or none) keeps every address.
 */
export const getUserAddressesV2 = defineCall({
  ...CALL_ADDRESSES.getUserAddressesV2,
  summary: "The customer's saved addresses",
  body: postBody({
    brandId: idSchema,
    deliveryMethod: z.union([deliveryMethodSchema, z.literal('all')]).optional(),
    mappedAreaId: idSchema.optional(),
    distance: z.number().finite().positive().max(1_000_000).optional(),
    storeLocation: coordinatesSchema.optional(),
    areaId: idSchema.optional(),
    selectedUserAddressId: idSchema.optional(),
  }),
  data: z.object({ userAddresses: z.array(savedAddressSchema) }),
});

/**
 * user/get-current-user-addresses-v2 (001 §7.2: 'user/get-user-addresses-v2 (also
 * user/get-current-user-addresses-v2)'): the same call under the spec's second path — the same
 * body, answer, filters and refusals as getUserAddressesV2 (issue 19: every call of §7 answers).
 */
export const getCurrentUserAddressesV2 = defineCall({
  ...CALL_ADDRESSES.getCurrentUserAddressesV2,
  summary: "The customer's saved addresses (the spec's second path)",
  body: getUserAddressesV2.body,
  data: getUserAddressesV2.data,
});

/**
 * user/add-user-address (001 §3.1, §7.2): saves an address for the signed-in customer. Area ids
 * must be the brand's (else 400 MESSAGES.storeDoesNotDeliver); at most 50 addresses per customer.
 */
export const addUserAddress = defineCall({
  ...CALL_ADDRESSES.addUserAddress,
  summary: 'Save a delivery address',
  body: postBody({ brandId: idSchema, ...addressFieldsSchema.shape }),
  data: z.object({ address: savedAddressSchema }),
});

/** user/remove-user-address (001 §4.4, §7.2): deletes one of the customer's addresses; any other id → 404. */
export const removeUserAddress = defineCall({
  ...CALL_ADDRESSES.removeUserAddress,
  summary: 'Delete a saved address',
  body: postBody({ brandId: idSchema, userAddressId: idSchema }),
  data: z.object({ userAddressId: z.string() }),
});

/**
 * user/updateUserAddress (001 §7.2; its fields are not shown, Sufra decides): replaces every field
 * of one of the customer's addresses, validated as in add-user-address; any other id → 404.
 */
export const updateUserAddress = defineCall({
  ...CALL_ADDRESSES.updateUserAddress,
  summary: 'Update a saved address',
  body: postBody({ brandId: idSchema, userAddressId: idSchema, ...addressFieldsSchema.shape }),
  data: z.object({ address: savedAddressSchema }),
});
