import { z } from 'zod';
import { SERVICE_TYPES } from '../constants.ts';
import { problemCode } from '../problem-code.ts';

/** How a discount reaches a basket (000 §3 Discount, §9 Enumerations): typed by hand, applied by itself, or a code never listed. */
export const DISCOUNT_APPLICATIONS = ['manual', 'automatic', 'hidden'] as const;
export type DiscountApplication = (typeof DISCOUNT_APPLICATIONS)[number];

/** 'percentage' takes discountAmount % off; 'fixed' takes discountAmount AED off (000 §3 Discount: "'percentage' or fixed"). */
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * A discount as the storefront sees it (000 §3 Discount, §2.16). Amounts in AED with 2 decimals;
 * dates in seconds since the epoch. `discountAmount` is a percentage (0–100) for 'percentage' and
 * AED for 'fixed'. `maximumDiscountValue` 0 means no cap. `perCustomerUse` 0 means unlimited;
 * `usesLeft` is the signed-in customer's remaining uses (null for a guest or when unlimited).
 * `isWelcome` marks the brand's welcome coupon (000 §4.9). `isDemo` labels demo data (issue 7).
 */
export const discountSchema = z.object({
  _id: z.string(),
  brandId: z.string(),
  discountName: z.object({ en: z.string(), ar: z.string() }),
  discountCode: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountAmount: z.number(),
  maximumDiscountValue: z.number(),
  minOrderValue: z.number(),
  perCustomerUse: z.number().int(),
  usesLeft: z.number().int().nullable(),
  isActive: z.boolean(),
  startDate: z.number().int(),
  endDate: z.number().int(),
  discountApplication: z.enum(DISCOUNT_APPLICATIONS),
  serviceType: z.array(z.object({ serviceName: z.enum(SERVICE_TYPES) })),
  isApplicableOnAllItems: z.boolean(),
  discountAppliedOnSpecificItems: z.array(z.object({ itemId: z.string() })),
  isApplicableOnAllStores: z.boolean(),
  discountAppliedOnSpecificStores: z.array(z.object({ storeId: z.string() })),
  isWelcome: z.boolean(),
  isDemo: z.boolean(),
});
export type Discount = z.infer<typeof discountSchema>;

/**
 * discountApplied of the place-order payload (001 §7.3, DISC-23), present only when a coupon is
 * applied: the amount the customer saw (AED), the coupon's value (% or AED), its id, code and type.
 * The server recomputes the amount and refuses a difference of 0.01 AED or more.
 */
export const discountAppliedSchema = z.object({
  discountAmountAvailedByCustomer: z.number().finite().min(0).multipleOf(0.01),
  discountValue: z.number().finite().min(0),
  discountId: z.uuid({ message: problemCode('mustBeValidId') }),
  discountCode: z.string().trim().max(60),
  discountType: z.enum(DISCOUNT_TYPES),
});
export type DiscountApplied = z.infer<typeof discountAppliedSchema>;
