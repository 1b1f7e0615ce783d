import type { PaymentStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';
import { type ApplyOutcome, applyPaymentStatus } from './payment-apply.ts';
import {
  findOwnedPayment,
  findPayment,
  insertPaymentOnce,
  lockPaymentByProviderId,
  type PaymentRow,
} from './repository.ts';

/**
 * The payments rows as the payment flows (cards, hosted kinds, payment links) write and read them
 * (issue 9, decisions 0019 and 0022) — the way other modules reach payments rows (payment-links).
 */

export type { PaymentRow };

/** The columns of a new payments row (repository.ts insertPaymentOnce). */
export type NewPaymentRow = Parameters<typeof insertPaymentOnce>[1];

/**
 * In `tx`: the payments row of a provider's new payment inserted once (a retry finds the row of
 * the same brand, provider and provider payment id) and answered locked FOR UPDATE until `tx`
 * ends. Throws an Error when the row is not there after (never expected: 500, nothing written).
 */
export async function recordPayment(tx: Tx, row: NewPaymentRow): Promise<PaymentRow> {
  await insertPaymentOnce(tx, row);
  const locked = await lockPaymentByProviderId(tx, row.brandId, row.provider, row.providerPaymentId);
  if (!locked) throw new Error('The payment row was not written');
  return locked;
}

/**
 * In `tx`: the payment (brand, provider, provider payment id) locked FOR UPDATE and brought to the
 * provider's reported `status` once (applyPaymentStatus: the payment, its order's move, its link,
 * the outbox rows; a second report of the same status changes nothing). No such payment → the
 * error `notFound()` makes is thrown (the transaction rolls back). Answers the locked row as it was
 * before and applyPaymentStatus's outcome.
 */
export async function applyToPayment(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  payment: Pick<PaymentRow, 'provider' | 'providerPaymentId'>,
  status: PaymentStatus,
  details: Parameters<typeof applyPaymentStatus>[4],
  notFound: () => Error,
): Promise<{ row: PaymentRow; outcome: ApplyOutcome }> {
  const row = await lockPaymentByProviderId(tx, ctx.brandId, payment.provider, payment.providerPaymentId);
  if (!row) throw notFound();
  return { row, outcome: await applyPaymentStatus(tx, ctx, row, status, details) };
}

/** One payment of `brandId` by id, or null. */
export function paymentById(db: Db | Tx, brandId: string, id: string): Promise<PaymentRow | null> {
  return findPayment(db, brandId, id);
}

/**
 * The payment of payment link `paymentLinkId` of `brandId` with this provider payment id, or null
 * (another link's or brand's payment is null, like an unknown one).
 */
export function linkPayment(
  db: Db | Tx,
  brandId: string,
  paymentLinkId: string,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  return findOwnedPayment(db, { brandId, paymentLinkId, providerPaymentId });
}
