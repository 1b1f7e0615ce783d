import { MESSAGES, profileFormSchema } from '@sufra/contract';
import { z } from 'zod';

/**
 * The contract's profile schema (002 §5) with the 'required' case told apart: an empty name reads
 * 'Please enter your name'; a name of spaces only reads 'Name must be at least 1 character';
 * an email, when given, must be valid ('Please enter a valid email address').
 */
export const profileForm = z.object({
  name: z.string().min(1, MESSAGES.enterName).pipe(profileFormSchema.shape.name),
  email: profileFormSchema.shape.email,
});
