import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { walletLedger, wallets } from '../../db/schema-promotions.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';

/** A wallets row. */
export type WalletRow = typeof wallets.$inferSelect;
/** The kinds of wallet movement (wallet_ledger.kind). */
export type LedgerKind = 'grant' | 'redeem' | 'cashback' | 'refund' | 'forfeit';

type BrandCtx = Pick<RequestContext, 'brandId'>;

const walletOf = (ctx: BrandCtx, customerId: string) =>
  and(eq(wallets.brandId, ctx.brandId), eq(wallets.customerId, customerId));

/**
 * Creates the customer's wallet at ctx.brandId with `openingFils` (≥ 0, fils; decided by the
 * service, wallet-service.ts openingWalletBalanceFils) and, when above 0, its 'grant' ledger row —
 * or, when the wallet exists already, writes nothing (INSERT … ON CONFLICT DO NOTHING: one grant
 * under concurrency). Call it inside a transaction. Answers the wallet either way.
 */
export async function insertWalletOnce(
  tx: Tx,
  ctx: BrandCtx,
  customerId: string,
  openingFils: number,
): Promise<WalletRow> {
  const created = await tx
    .insert(wallets)
    .values({ brandId: ctx.brandId, customerId, balanceFils: openingFils })
    .onConflictDoNothing()
    .returning();
  if (created[0] && openingFils > 0)
    await tx.insert(walletLedger).values({
      brandId: ctx.brandId,
      customerId,
      orderId: null,
      kind: 'grant',
      amountFils: openingFils,
      balanceAfterFils: openingFils,
    });
  if (created[0]) return created[0];
  const [row] = await tx.select().from(wallets).where(walletOf(ctx, customerId)).limit(1);
  return row!;
}

/** The balance of the customer's wallet at ctx.brandId (fils), or null when they have no wallet yet. */
export async function findWalletBalance(
  db: Db | Tx,
  ctx: BrandCtx,
  customerId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ balance: wallets.balanceFils })
    .from(wallets)
    .where(walletOf(ctx, customerId))
    .limit(1);
  return row?.balance ?? null;
}

/**
 * Debits `amountFils` (> 0) from the customer's wallet for an order, race-safe (issue 7): one
 * `UPDATE wallets SET balance = balance − x WHERE … AND balance ≥ x`; 0 rows (balance too low, or
 * no wallet) → false and nothing written. Otherwise writes the 'redeem' ledger row (−x, balance
 * after) and returns true. UNIQUE(order_id, kind) makes an order redeem once.
 */
export async function debitWallet(
  tx: Tx,
  ctx: BrandCtx,
  debit: { customerId: string; orderId: string; amountFils: number },
): Promise<boolean> {
  const rows = await tx
    .update(wallets)
    .set({ balanceFils: sql`${wallets.balanceFils} - ${debit.amountFils}`, updatedAt: sql`now()` })
    .where(and(walletOf(ctx, debit.customerId), gte(wallets.balanceFils, debit.amountFils)))
    .returning({ balance: wallets.balanceFils });
  if (rows.length !== 1) return false;
  await tx.insert(walletLedger).values({
    brandId: ctx.brandId,
    customerId: debit.customerId,
    orderId: debit.orderId,
    kind: 'redeem',
    amountFils: -debit.amountFils,
    balanceAfterFils: rows[0]!.balance,
  });
  return true;
}

/**
 * Credits the customer's wallet for an order ('cashback' or 'refund', `amountFils` ≥ 0) and adds
 * `lifetimeFils` to its lifetime spending, with the ledger row when the amount is above 0. The
 * wallet must exist (ensureWallet). A second credit of the same kind for the same order violates
 * UNIQUE(order_id, kind) and fails the transaction, so nothing is credited twice.
 */
export async function creditWallet(
  tx: Tx,
  ctx: BrandCtx,
  credit: {
    customerId: string;
    orderId: string;
    kind: 'cashback' | 'refund';
    amountFils: number;
    lifetimeFils: number;
  },
): Promise<void> {
  const [row] = await tx
    .update(wallets)
    .set({
      balanceFils: sql`${wallets.balanceFils} + ${credit.amountFils}`,
      lifetimeSpendingFils: sql`${wallets.lifetimeSpendingFils} + ${credit.lifetimeFils}`,
      updatedAt: sql`now()`,
    })
    .where(walletOf(ctx, credit.customerId))
    .returning({ balance: wallets.balanceFils });
  if (!row) throw new Error('creditWallet: no wallet (call ensureWallet first)');
  if (credit.amountFils > 0)
    await tx.insert(walletLedger).values({
      brandId: ctx.brandId,
      customerId: credit.customerId,
      orderId: credit.orderId,
      kind: credit.kind,
      amountFils: credit.amountFils,
      balanceAfterFils: row.balance,
    });
}

/** The ledger row of an order and kind (e.g. its 'redeem'), or null. */
export async function findLedgerEntry(tx: Tx, ctx: BrandCtx, orderId: string, kind: LedgerKind) {
  const rows = await tx
    .select()
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.brandId, ctx.brandId),
        eq(walletLedger.orderId, orderId),
        eq(walletLedger.kind, kind),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
