import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** store/check-store-availability — open when success is 1 and data is true (001 §7.2). */
export const checkStoreAvailability = defineCall({
  ...CALL_ADDRESSES.checkStoreAvailability,
  summary: 'Whether a store is open for a service type now',
  body: postBody({ brandId: idSchema, storeId: idSchema, serviceType: serviceTypeSchema }),
  data: z.boolean(),
});
