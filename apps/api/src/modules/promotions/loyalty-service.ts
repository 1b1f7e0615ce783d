import type { CallData, getUserWallet, LoyaltyPolicy } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { requireBrand } from '../brand/service.ts';
import { toLoyaltyPolicy } from './mapper.ts';
import { findLoyaltyPolicy } from './repository.ts';
import { ensureWallet } from './wallet-service.ts';

/**
 * loyalty/get-by-brand (000 §4.2, §2.17, §3 Loyalty): the brand's loyalty policy, amounts in AED,
 * percentages 0–100. A brand without a policy answers isLoyaltyActive false with zeros.
 * Errors: 404 the bad-link text for an unknown brand.
 */
export async function getLoyaltyPolicy(db: Db, ctx: RequestContext): Promise<LoyaltyPolicy> {
  await requireBrand(db, ctx);
  return toLoyaltyPolicy(await findLoyaltyPolicy(db, ctx));
}

/**
 * wallet/get-user-wallet (002 §4.7, §7): the signed-in customer's wallet at the token's brand —
 * `balance` and `lifetimeSpending` in AED. The wallet is created on the first read with the
 * brand's starting balance, once (ensureWallet). `userId` of the body is never read: the token
 * names the customer (the route needs one; another brand's token is answered 401).
 */
export async function getWallet(db: Db, ctx: RequestContext): Promise<CallData<typeof getUserWallet>> {
  await requireBrand(db, ctx);
  const wallet = await ensureWallet(db, ctx, ctx.customerId ?? '');
  return { balance: filsToAed(wallet.balanceFils), lifetimeSpending: filsToAed(wallet.lifetimeSpendingFils) };
}
