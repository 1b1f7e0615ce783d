import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** The profile form (002 §2.13, §5): name required (trimmed ≥ 1), email optional but valid. Shared by the web form and the API. */
export const profileFormSchema = z.object({
  name: z.string({ message: MESSAGES.enterName }).trim().min(1, MESSAGES.nameMinLength).max(80),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email(MESSAGES.validEmail).optional()),
});

/** user/update-user-profile — sets name and email (002 §7). */
export const updateUserProfile = defineCall({
  ...CALL_ADDRESSES.updateUserProfile,
  summary: "Update the signed-in customer's name and email",
  body: postBody({ brandId: idSchema, ...profileFormSchema.shape }),
  data: z.object({ name: z.string(), email: z.string().nullable() }),
});
