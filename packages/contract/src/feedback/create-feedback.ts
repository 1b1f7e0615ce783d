import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, languageField } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** Longest feedback comment, characters (decision 0029; the spec shows no other field). */
export const FEEDBACK_COMMENT_MAX = 1000;

/**
 * The stars of a feedback (002 §2.21): a whole number 1–5; labels 1 'Bad', 2–4 'Average',
 * 5 'Excellent' (the web's ratingLabelKey).
 */
export const feedbackRatingSchema = z
  .number({ message: problemCode('feedbackRatingInvalid') })
  .int(problemCode('feedbackRatingInvalid'))
  .min(1, problemCode('feedbackRatingInvalid'))
  .max(5, problemCode('feedbackRatingInvalid'));

/**
 * POST feedbacks/create — the signed-in customer's feedback on one of their own orders (002 §2.21,
 * §7; issue 17; decision 0029): `{ brandId, orderId (id or order number), rating 1–5, comment? (≤
 * 1000 characters, blank = none) }` with the customer's token. Once per order, only after the order
 * was DELIVERED or COMPLETE. Answers the feedback `{ _id, orderId, rating, comment, createdAt (unix
 * seconds) }`. Refusals: 400 feedbackRatingInvalid / feedbackCommentTooLong; 401 without a
 * customer token of the brand; 404 orderNotFound (unknown, another customer's or another brand's);
 * 409 feedbackNotYet (not delivered yet); 409 feedbackAlreadySent (a second one).
 */
export const createFeedback = defineCall({
  ...CALL_ADDRESSES.createFeedback,
  summary: "The customer's star rating (1–5) and comment on their delivered or complete order, once",
  body: z.object({
    brandId: idSchema,
    orderId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, problemCode('orderNotFound')),
    rating: feedbackRatingSchema,
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX, problemCode('feedbackCommentTooLong'))
      .optional()
      .transform((c) => (c ? c : undefined)),
    language: languageField,
  }),
  data: z.object({
    feedback: z.object({
      _id: z.string(),
      orderId: z.string(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      createdAt: z.number().int(),
    }),
  }),
});
