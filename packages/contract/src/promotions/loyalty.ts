import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * A brand's loyalty policy (000 §3 Loyalty, §9 Loyalty): percentages 0–100, amounts in AED.
 * Cashback = total × cashbackPercentage / 100 when total ≥ minOrderValueForCashback and
 * specificToDelivery.isActive (LOY-02); redeem = min(maxRedeemableValuePerOrder, basket ×
 * redeemablePercentagePerOrder / 100, balance) (LOY-01).
 */
export const loyaltyPolicySchema = z.object({
  isLoyaltyActive: z.boolean(),
  minOrderValueForCashback: z.number(),
  specificToDelivery: z.object({ isActive: z.boolean(), cashbackPercentage: z.number() }),
  redeemablePercentagePerOrder: z.number(),
  maxRedeemableValuePerOrder: z.number(),
});
export type LoyaltyPolicy = z.infer<typeof loyaltyPolicySchema>;

/** loyalty/get-by-brand (000 §4.2, §2.17): the brand's loyalty policy; a brand without one answers isLoyaltyActive false. */
export const getLoyaltyByBrand = defineCall({
  ...CALL_ADDRESSES.getLoyaltyByBrand,
  summary: "The brand's loyalty policy",
  body: postBody({ brandId: idSchema }),
  data: loyaltyPolicySchema,
});

/**
 * loyalty payload of place-order (001 §7.3, LOY-07): present when loyalty is applied and an
 * amount is above 0. AED, 2 decimals. The server recomputes both and refuses a redeem it would
 * not grant (MESSAGES.loyaltyUnavailable).
 */
export const loyaltyAppliedSchema = z.object({
  redeemAmount: z.number().finite().min(0).multipleOf(0.01),
  cashBackAmount: z.number().finite().min(0).multipleOf(0.01).default(0),
});
export type LoyaltyApplied = z.infer<typeof loyaltyAppliedSchema>;

/**
 * wallet/get-user-wallet (002 §4.7, §7): the signed-in customer's wallet at this brand: balance and
 * lifetimeSpending in AED. `userId` is accepted and ignored (the token names the customer), so no
 * one reads another customer's wallet.
 */
export const getUserWallet = defineCall({
  ...CALL_ADDRESSES.getUserWallet,
  summary: "The signed-in customer's wallet balance",
  body: postBody({ brandId: idSchema, userId: z.string().max(64).optional() }),
  data: z.object({ balance: z.number(), lifetimeSpending: z.number() }),
});
