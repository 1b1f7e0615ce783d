import { z } from 'zod';
import { brandSettingsDataSchema } from '../brand/brand-settings.ts';
import { defineCall } from '../call.ts';
import { postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { DISCOUNT_APPLICATIONS } from '../promotions/discount.ts';
import { loyaltyPolicySchema } from '../promotions/loyalty.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { CARD_SLUG_PATTERN, CARD_SUFFIXES } from './card-path.ts';

/** A card slug as a request names it: trimmed, lower-cased, CARD_SLUG_PATTERN (decision 0035). */
export const cardSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CARD_SLUG_PATTERN, problemCode('pathSegmentShape'));

/** One discount of a permitted brand as the card shows it (002 §3 Business card: discountName, discountApplication). */
export const cardDiscountSchema = z.object({
  discountName: z.object({ en: z.string(), ar: z.string() }),
  discountApplication: z.enum(DISCOUNT_APPLICATIONS),
});

/**
 * One permitted brand of a card (002 §3 Business card: "its brand settings data, its discounts
 * (discountName, discountApplication), mobileNumber, whatsAppContact"): the brand settings of
 * 000 §7.2 (`brand`, `setting`; no integrations), its live non-hidden discounts in display order,
 * its loyalty policy (002 §2.22 "a loyalty block when loyalty is active"), and the contacts of its
 * first store ('' when none; decision 0035).
 */
export const cardBrandSchema = z.object({
  brand: brandSettingsDataSchema.shape.brand,
  setting: brandSettingsDataSchema.shape.setting,
  discounts: z.array(cardDiscountSchema),
  loyalty: loyaltyPolicySchema,
  mobileNumber: z.string(),
  whatsAppContact: z.string(),
});
export type CardBrand = z.infer<typeof cardBrandSchema>;

/**
 * The answer of the business-card call (002 §7: data.phoneNumber, data.title,
 * data.permittedBrands[]): the card's title ('' when none: the page shows 'Card Title'), its
 * phone number (E.164) and its permitted brands in the card's order; a brand deleted since the
 * card was set is no longer listed (decision 0035).
 */
export const businessCardDataSchema = z.object({
  slug: z.string(),
  title: z.string(),
  phoneNumber: z.string(),
  permittedBrands: z.array(cardBrandSchema),
});
export type BusinessCardData = z.infer<typeof businessCardDataSchema>;

/**
 * get-user-brands-by-slug (000 §7.2, 002 §7; IS26, decision 0035: a POST with `{ slug }`, the
 * spec's default method) — the business card of `slug`. Public and brandless. Errors: 400 a
 * malformed slug; 404 brandNotFound (002 §6 'Business card | brand-not-found message') for a
 * slug no card has.
 */
export const getUserBrandsBySlug = defineCall({
  ...CALL_ADDRESSES.getUserBrandsBySlug,
  summary: 'A business card by its slug (title, phone, permitted brands)',
  body: postBody({ slug: cardSlugSchema }),
  brandless: true,
  data: businessCardDataSchema,
});

/**
 * GET /user/{slug}/{suffix} (002 §7; IS26, decision 0035: `{suffix}` is the page's own suffix,
 * one of card, business-card, businesscard) — the same answer as getUserBrandsBySlug. Public,
 * brandless; `?language=AR` answers refusals in Arabic. Errors: 400 a malformed slug or another
 * suffix; 404 brandNotFound.
 */
export const getUserBrandsBySlugGet = defineCall({
  ...CALL_ADDRESSES.getUserBrandsBySlugGet,
  summary: 'A business card by its slug and page suffix (GET form)',
  body: z.object({}),
  params: z.object({ slug: cardSlugSchema, suffix: z.enum(CARD_SUFFIXES) }),
  brandless: true,
  data: businessCardDataSchema,
});
