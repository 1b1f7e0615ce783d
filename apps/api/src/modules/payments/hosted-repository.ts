import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema-payments.ts';
import type { PaymentRow, Tx } from './repository.ts';

/**
 * The payments rows of the hosted kinds (issue 9, decision 0022), always of one brand and one
 * customer: another customer's or brand's payment is not found, like an unknown one.
 */

/** The payments of `kind` for order `orderId` made by `customerId` of `brandId`, newest first. */
export async function customerPaymentsOfOrder(
  db: Db | Tx,
  ref: { brandId: string; customerId: string; orderId: string; kind: string },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, ref.brandId),
        eq(payments.customerId, ref.customerId),
        eq(payments.orderId, ref.orderId),
        eq(payments.kind, ref.kind),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The payment of `kind` with this provider payment id made by `customerId` of `brandId`, or null. */
export async function findCustomerHostedPayment(
  db: Db | Tx,
  ref: { brandId: string; customerId: string; kind: string; providerPaymentId: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, ref.brandId),
        eq(payments.customerId, ref.customerId),
        eq(payments.kind, ref.kind),
        eq(payments.providerPaymentId, ref.providerPaymentId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}
