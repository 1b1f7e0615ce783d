import type { z } from 'zod';

/** An error with an HTTP status and a user-facing message, answered as `{ success: 0, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Turns a zod error into one clear sentence naming the bad field, e.g. "brandId is required". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${field} is required`;
  return `${field}: ${issue.message}`;
}
