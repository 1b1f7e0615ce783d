import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/** GET dev/outbox — the dev messaging outbox of demo mode (ARCHITECTURE: unmapped calls). Off in production. */
export const getDevOutbox = defineCall({
  ...CALL_ADDRESSES.getDevOutbox,
  summary: 'Latest one-time codes sent through the dev outbox (demo mode only)',
  body: z.object({}),
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
