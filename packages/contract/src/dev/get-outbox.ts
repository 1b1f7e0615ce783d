import { z } from 'zod';
import { defineCall } from '../call.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * Query of dev/outbox: an optional phone filter as typed — E.164, spaces, dashes, parentheses,
 * Arabic-Indic digits, nothing else, at most 40 characters (issue 5). The API normalises it to
 * E.164 before it filters.
 */
export const devOutboxQuerySchema = z.object({
  phoneNumber: z
    .string()
    .max(40)
    .regex(/^[\d\s+\-()\u0660-\u0669\u06F0-\u06F9]*$/, problemCode('mustBePhoneNumber'))
    .optional(),
});

/**
 * GET dev/outbox[?phoneNumber=] — the dev messaging outbox of demo mode (ARCHITECTURE: unmapped
 * calls). Off in production. Names no brand: the list reads across brands.
 */
export const getDevOutbox = defineCall({
  ...CALL_ADDRESSES.getDevOutbox,
  summary: 'Latest one-time codes sent through the dev outbox (demo mode only)',
  body: z.object({}),
  query: devOutboxQuerySchema,
  brandless: true,
  data: z.object({
    messages: z.array(
      z.object({
        phoneNumber: z.string(),
        code: z.string(),
        brandId: z.string(),
        text: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
