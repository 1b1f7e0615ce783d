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

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns a zod error into one clear sentence naming the bad field, e.g. "brandId is required" or
 * "orderedMenu.0.quantity: Too small: expected number to be >=1". `input` is the raw request body.
 */
export function describeZodError(error: z.ZodError, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.') || 'body';
  const missing = issue.path.length > 0 && input !== undefined && valueAt(input, issue.path) === undefined;
  if (missing || (issue.code === 'invalid_type' && /received undefined/.test(issue.message)))
    return `${field} is required`;
  return `${field}: ${issue.message}`;
}
