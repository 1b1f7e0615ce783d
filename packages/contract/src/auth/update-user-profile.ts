import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { MESSAGES } from '../messages.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** The catalogue codes of the profile form's refusals (002 §5). */
export type ProfileFieldRefusal = 'enterName' | 'nameMinLength' | 'validEmail';

/**
 * The profile form (002 §2.13, §5): name required (trimmed ≥ 1), email optional but valid. Each
 * refusal's message is `text(code)` of its catalogue code: the API's schema (profileFormSchema)
 * gives the English text, the web's form the code itself (issue 16: fields mapped by code).
 */
export function profileFormSchemaWith(text: (code: ProfileFieldRefusal) => string) {
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
}

/** profileFormSchemaWith the catalogue's English texts: what the API parses. */
export const profileFormSchema = /* @__PURE__ */ profileFormSchemaWith((code) => MESSAGES[code]);

/** user/update-user-profile — sets name and email (002 §7). */
export const updateUserProfile = defineCall({
  ...CALL_ADDRESSES.updateUserProfile,
  summary: "Update the signed-in customer's name and email",
  body: postBody({ brandId: idSchema, ...profileFormSchema.shape }),
  data: z.object({ name: z.string(), email: z.string().nullable() }),
});
