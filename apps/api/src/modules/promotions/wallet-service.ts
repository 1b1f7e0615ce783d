import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';
import { findLoyaltyPolicy, type LoyaltyPolicyRow } from './repository.ts';
import { findWalletBalance, insertWalletOnce, type WalletRow } from './wallet-repository.ts';

type BrandCtx = Pick<RequestContext, 'brandId'>;

/**
 * The balance a customer's new wallet opens with, in fils (issue 7, decision 0015 "Wallet": "created
 * on first use … with the policy's starting balance as one 'grant' row"; `starting_balance_fils` is
 * Sufra's, 000 §3 Loyalty has none): the brand's loyalty policy's `startingBalanceFils` while the
 * policy is active, else 0 (no policy, or an inactive one). Pure.
 */
export function openingWalletBalanceFils(
  policy: Pick<LoyaltyPolicyRow, 'isActive' | 'startingBalanceFils'> | null,
): number {
  return policy?.isActive ? policy.startingBalanceFils : 0;
}

/**
 * The customer's wallet at ctx.brandId, created on first use (issue 7) with the opening balance
 * (openingWalletBalanceFils of the brand's policy, read in the same transaction) and its 'grant'
 * ledger row when above 0 — a savepoint inside a caller's transaction. Idempotent under
 * concurrency: only one caller creates the wallet and grants (INSERT … ON CONFLICT DO NOTHING).
 */
export async function ensureWallet(db: Db | Tx, ctx: BrandCtx, customerId: string): Promise<WalletRow> {
  return db.transaction(async (tx) => {
    const opening = openingWalletBalanceFils(await findLoyaltyPolicy(tx, ctx));
    return insertWalletOnce(tx, ctx, customerId, opening);
  });
}

/**
 * The customer's balance at ctx.brandId without writing (fils): the wallet's, or — before the
 * first use — the opening balance ensureWallet would grant (openingWalletBalanceFils).
 */
export async function peekWalletBalance(db: Db | Tx, ctx: BrandCtx, customerId: string): Promise<number> {
  const balance = await findWalletBalance(db, ctx, customerId);
  if (balance !== null) return balance;
  return openingWalletBalanceFils(await findLoyaltyPolicy(db, ctx));
}
