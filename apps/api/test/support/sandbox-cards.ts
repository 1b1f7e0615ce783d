import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import type { Db } from '../../src/db/client.ts';
import { sandboxCreatePaymentMethod } from '../../src/modules/payments/sandbox/provider.ts';

/**
 * Tokenises a sandbox test card for `brandId` as the sandbox card fields would (decision 0022),
 * expiring December of next year; answers its 'pm_sbx_…' id.
 */
export async function sandboxToken(db: Db, brandId: string, number: string): Promise<string> {
  const method = await sandboxCreatePaymentMethod(db, {
    brandId,
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
    now: new Date(),
  });
  return method.id;
}

/** The three Stripe test cards of the sandbox, tokenised for `brandId`. */
export async function sandboxTokens(
  db: Db,
  brandId: string,
): Promise<{ success: string; declined: string; threeDSecure: string }> {
  return {
    success: await sandboxToken(db, brandId, SANDBOX_TEST_CARDS.success),
    declined: await sandboxToken(db, brandId, SANDBOX_TEST_CARDS.declined),
    threeDSecure: await sandboxToken(db, brandId, SANDBOX_TEST_CARDS.threeDSecure),
  };
}
