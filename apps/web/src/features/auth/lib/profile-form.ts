import { type ProfileFieldRefusal, profileFormSchema } from '@sufra/contract';
import { z } from 'zod';

/** The contract's profile rules (002 §5): each refusal's message is its catalogue code (issue 16). */
const byCode = profileFormSchema;

/**
 * The contract's profile schema (002 §5) with the 'required' case told apart: an empty name reads
 * 'Please enter your name'; a name of spaces only reads 'Name must be at least 1 character';
 * an email, when given, must be valid ('Please enter a valid email address'). A refusal's message
 * is its catalogue code (ProfileFieldRefusal: 'enterName' | 'nameMinLength' | 'validEmail'),
 * which the form writes in the UI language.
 */
export const profileForm = z.object({
  name: z
    .string()
    .min(1, 'enterName' satisfies ProfileFieldRefusal)
    .pipe(byCode.shape.name),
  email: byCode.shape.email,
});
