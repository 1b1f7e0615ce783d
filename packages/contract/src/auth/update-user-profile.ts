import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** The catalogue codes of the profile form's refusals (002 §5). */
export type ProfileFieldRefusal = 'enterName' | 'nameMinLength' | 'validEmail';

/**
 * The profile form (002 §2.13, §5): name required (trimmed ≥ 1), email optional but valid. Each
 * refusal's message is its catalogue code (ProfileFieldRefusal; issue 16: errors by code): the API
 * answers the code's text in the request's language, the web's form writes it in the UI language.
 */
export const profileFormSchema = /* @__PURE__ */ (() => {
  const text = (code: ProfileFieldRefusal) => problemCode(code);
  return z.object({
    name: z
      .string({ message: text('enterName') })
      .trim()
      .min(1, text('nameMinLength'))
      .max(80),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.email(text('validEmail')).optional()),
  });
})();

/** user/update-user-profile — sets name and email (002 §7). */
export const updateUserProfile = defineCall({
  ...CALL_ADDRESSES.updateUserProfile,
  summary: "Update the signed-in customer's name and email",
  body: postBody({ brandId: idSchema, ...profileFormSchema.shape }),
  data: z.object({ name: z.string(), email: z.string().nullable() }),
});
