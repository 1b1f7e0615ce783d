import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * GET blacklisted-numbers/check/status?brandId= (002 §7 'Blacklist status | GET
 * /blacklisted-numbers/check/status | nothing shown | data.isBlacklisted'; IS25: relative to
 * /api/v1/ like every path) — whether the signed-in customer's phone is blacklisted at this brand
 * (issue 19, decision 0033). Needs the customer's token (401 unauthorized without one, like every
 * customer call). The storefront redirects to /blocked when `isBlacklisted` (002 §4.6).
 */
export const getBlacklistStatus = defineCall({
  ...CALL_ADDRESSES.getBlacklistStatus,
  summary: "Whether the signed-in customer's phone is blacklisted at the brand",
  body: z.object({}),
  data: z.object({ isBlacklisted: z.boolean() }),
});
