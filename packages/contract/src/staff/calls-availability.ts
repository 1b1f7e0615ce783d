import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { STAFF_CALL_ADDRESSES } from './staff-routes.ts';

/** The minutes a store can pause its new ASAP orders for (issue 17); 0 resumes at once. */
export const PAUSE_MINUTES = [0, 15, 30, 60] as const;
/** The most extra preparation minutes staff can add to a store's prep times (issue 17, decision 0030). */
export const EXTRA_PREP_MAX_MINUTES = 120;

/**
 * One thing sold out at a store (issue 17, decision 0030): an item or a modifier option (`kind`),
 * its id and its item's id, its names, whether the mark is this store's (`store`) or brand-wide
 * (`brand`: set by an all-stores operator key or an import), and when it ends (`until`, ISO 8601,
 * null: until turned back).
 */
export const soldOutEntrySchema = z.object({
  kind: z.enum(['item', 'option']),
  id: z.string(),
  itemId: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
  scope: z.enum(['store', 'brand']),
  until: z.string().nullable(),
});
export type SoldOutEntry = z.infer<typeof soldOutEntrySchema>;

/**
 * A store's "sold out and busy" state (issue 17, decision 0030): what is sold out now, the pause
 * (`ordersPausedUntil` ISO 8601 or null; `isPaused` true while it is in the future), the extra
 * preparation minutes (0–120) and the store's next opening by its Asia/Dubai hours (ISO or null:
 * what `until: 'next-opening'` resolves to now).
 */
export const storeAvailabilitySchema = z.object({
  storeId: z.string(),
  soldOut: z.array(soldOutEntrySchema),
  isPaused: z.boolean(),
  ordersPausedUntil: z.string().nullable(),
  extraPrepMinutes: z.number().int(),
  nextOpeningAt: z.string().nullable(),
});
export type StoreAvailability = z.infer<typeof storeAvailabilitySchema>;

/**
 * GET staff/stores/:storeId/availability?brandId= (issue 17, decision 0030) — the store's sold-out
 * marks that hold now, its pause and extra preparation time. Staff token of a member working at
 * the store required (401 staffLoginRequired; 404 somethingIncorrect for a store that is not theirs).
 */
export const staffStoreAvailability = defineCall({
  ...STAFF_CALL_ADDRESSES.staffStoreAvailability,
  summary: 'Staff: what is sold out at a store, its pause and extra preparation time',
  params: z.object({ storeId: idSchema }),
  body: z.object({}),
  data: storeAvailabilitySchema,
});

/**
 * POST staff/stores/:storeId/sold-out (issue 17, decision 0030) — marks an item (`itemId`) or a
 * modifier option (`optionId`) — exactly one, else 400 availabilityTargetRequired — sold out at the
 * store (`soldOut` true) until `until`: 'next-opening' (the store's next opening by its hours),
 * an ISO 8601 time in the future (400 soldOutUntilPassed otherwise), or null / absent (until
 * turned back); `soldOut` false turns this store's mark back. 404 availabilityTargetNotFound for
 * an item or option not on a menu serving the store. Answers the store's state after the change.
 */
export const staffSetSoldOut = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSetSoldOut,
  summary: 'Staff: mark an item or option sold out at a store (or back)',
  params: z.object({ storeId: idSchema }),
  body: postBody({
    brandId: idSchema,
    itemId: idSchema.optional(),
    optionId: idSchema.optional(),
    soldOut: z.boolean(),
    until: z.union([z.literal('next-opening'), z.iso.datetime({ offset: true }), z.null()]).optional(),
  }).refine((b) => (b.itemId === undefined) !== (b.optionId === undefined), {
    message: problemCode('availabilityTargetRequired'),
    path: ['itemId'],
  }),
  data: storeAvailabilitySchema,
});

/**
 * POST staff/stores/:storeId/pause {minutes: 0|15|30|60} (issue 17, decision 0030) — the store
 * takes no new ASAP orders until now + minutes (rounded up to the whole minute): the storefront
 * shows it closed and place-order refuses ASAP with the closed refusal; pre-orders are still
 * taken. 0 resumes at once. Answers the store's state.
 */
export const staffPauseStore = defineCall({
  ...STAFF_CALL_ADDRESSES.staffPauseStore,
  summary: 'Staff: pause a store’s new ASAP orders for 15/30/60 minutes (0 resumes)',
  params: z.object({ storeId: idSchema }),
  body: postBody({
    brandId: idSchema,
    minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
  }),
  data: storeAvailabilitySchema,
});

/**
 * POST staff/stores/:storeId/extra-prep {minutes: 0–120} (issue 17, decision 0030) — minutes added
 * to every preparation time of the store (the storefront's prep times, the ASAP ETA of new orders,
 * the pre-order lead) until set back to 0. Answers the store's state.
 */
export const staffSetExtraPrep = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSetExtraPrep,
  summary: 'Staff: add extra preparation minutes to a store (0 clears)',
  params: z.object({ storeId: idSchema }),
  body: postBody({
    brandId: idSchema,
    minutes: z.number().int().min(0).max(EXTRA_PREP_MAX_MINUTES),
  }),
  data: storeAvailabilitySchema,
});
