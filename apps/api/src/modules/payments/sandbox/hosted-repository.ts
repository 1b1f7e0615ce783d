import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPaymentIntents } from '../../../db/schema-payments.ts';
import type { Tx } from '../../../platform/tx.ts';
import type { SandboxIntent } from './sandbox-repository.ts';

/**
 * The sandbox's hosted-iframe payment orders by merchantOrderNo (decision 0022): the order's row id
 * is the provider's paymentOrderNo ('po_sbx_…'); the merchant's number is kept in
 * `metadata.merchantOrderNo` and is unique per brand (the sandbox refuses a second order with it).
 */
const byMerchantOrderNo = (brandId: string, merchantOrderNo: string) =>
  and(
    eq(sandboxPaymentIntents.brandId, brandId),
    eq(sandboxPaymentIntents.kind, 'hosted-iframe'),
    sql`${sandboxPaymentIntents.metadata} ->> 'merchantOrderNo' = ${merchantOrderNo}`,
  );

/** The hosted-iframe payment order of `brandId` with this merchantOrderNo, or null. */
export async function findPaymentOrder(
  db: Db | Tx,
  brandId: string,
  merchantOrderNo: string,
): Promise<SandboxIntent | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(byMerchantOrderNo(brandId, merchantOrderNo));
  return row ?? null;
}

/** The same, locked FOR UPDATE until `tx` ends, or null. */
export async function lockPaymentOrder(
  tx: Tx,
  brandId: string,
  merchantOrderNo: string,
): Promise<SandboxIntent | null> {
  const [row] = await tx
    .select()
    .from(sandboxPaymentIntents)
    .where(byMerchantOrderNo(brandId, merchantOrderNo))
    .for('update');
  return row ?? null;
}
