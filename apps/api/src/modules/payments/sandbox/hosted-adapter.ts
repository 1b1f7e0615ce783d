import type { PaymentStatus } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentGateway, ProviderPayment } from '../gateway.ts';
import {
  HOSTED_SESSION_ID,
  hostedPagePath,
  paymentOrderObject,
  sandboxCancelHosted,
  sandboxCreateHostedSession,
  sandboxCreatePaymentOrder,
  sandboxPaymentOrderAction,
  sandboxRefundHosted,
  sessionObject,
  walletPath,
} from './hosted-provider.ts';
import { findPaymentOrder } from './hosted-repository.ts';
import { SandboxError, type SandboxIntent } from './provider.ts';
import { findIntent } from './sandbox-repository.ts';
import { SANDBOX_PROVIDER } from './webhooks.ts';

/** The Sufra status of a paid row by its refunded amount. */
const paidStatus = (row: SandboxIntent): PaymentStatus =>
  row.refundedFils === 0
    ? 'SUCCEEDED'
    : row.refundedFils >= row.amountFils
      ? 'REFUNDED'
      : 'PARTIALLY_REFUNDED';

/**
 * The Sufra payment status of a hosted row: a session requires_action → REQUIRES_ACTION, succeeded
 * → SUCCEEDED (or refunded), canceled → CANCELLED; a payment order PENDING → PENDING, PAID_SUCCESS
 * or SETTLED → SUCCEEDED (or refunded), FAILURE → FAILED, CLOSED → CANCELLED.
 */
function hostedStatus(row: SandboxIntent): PaymentStatus {
  switch (row.status) {
    case 'succeeded':
    case 'PAID_SUCCESS':
    case 'SETTLED':
      return paidStatus(row);
    case 'requires_action':
      return 'REQUIRES_ACTION';
    case 'PENDING':
      return 'PENDING';
    case 'FAILURE':
      return 'FAILED';
    default:
      return 'CANCELLED';
  }
}

/** A hosted row as a ProviderPayment: the session id or the merchantOrderNo, the page or tokenUrl while open. */
function toProviderPayment(row: SandboxIntent): ProviderPayment {
  const status = hostedStatus(row);
  const iframe = row.kind === 'hosted-iframe';
  const raw = iframe ? paymentOrderObject(row) : sessionObject(row);
  const open = status === 'REQUIRES_ACTION' || status === 'PENDING';
  return {
    providerPaymentId: raw.id,
    status,
    amountFils: row.amountFils,
    failureCode: status === 'FAILED' ? row.lastErrorCode : null,
    redirectUrl: open ? (iframe ? walletPath(row.id) : hostedPagePath(row.id)) : null,
    raw,
  };
}

/** Runs a sandbox call; its errors as the API answers them: missing → 404 orderNotFound, a refused request → 400. */
async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SandboxError)
      throw error.status === 404
        ? new AppError('orderNotFound', 404)
        : new AppError('invalidPaymentIntent', 400);
    throw error;
  }
}

/**
 * The sandbox gateway playing a hosted kind (issue 9, decision 0022; 001 §4.13, §4.14, §7.7,
 * §7.8): the provider is sandbox/hosted-provider.ts in this process, no network.
 * - hosted-page: createHostedPage opens a session (once per key) whose `redirectUrl` is the
 *   sandbox's page (`/api/v1/payments/sandbox/hosted/:sessionId?lang=…`); the provider payment id
 *   is the session id.
 * - hosted-iframe: createPaymentOrder makes a payment order (once per key); the provider payment
 *   id is the merchantOrderNo, `redirectUrl` the wallet page (tokenUrl), `raw.paymentOrderNo` the
 *   provider's number. retrieve of a PAID_SUCCESS order answers it so and settles it (SETTLED on
 *   the next status query, as the wallet's acquirer does).
 * - retrieve / cancel (open → canceled / CLOSED; paid left as is) / refund (once per key) for
 *   both; unknown id or another brand's → 404 orderNotFound. createAndConfirm → 400
 *   invalidPaymentIntent (a hosted kind takes no card in Sufra's API).
 */
export function sandboxHostedGateway(
  db: Db,
  kind: 'hosted-page' | 'hosted-iframe',
  now: () => Date,
): PaymentGateway {
  const wrongKind = () => new AppError('invalidPaymentIntent', 400);
  const find = async (brandId: string, id: string): Promise<SandboxIntent> => {
    const row =
      kind === 'hosted-iframe'
        ? await findPaymentOrder(db, brandId, id)
        : HOSTED_SESSION_ID.test(id)
          ? await findIntent(db, id)
          : null;
    if (row?.brandId !== brandId || row.kind !== kind) throw new AppError('orderNotFound', 404);
    return row;
  };
  return {
    provider: SANDBOX_PROVIDER,
    kind,
    async createAndConfirm() {
      throw wrongKind();
    },
    async createHostedPage(request) {
      if (kind !== 'hosted-page') throw wrongKind();
      const row = await mapped(() =>
        sandboxCreateHostedSession(db, {
          brandId: request.brandId,
          amountFils: request.amountFils,
          reference: request.reference,
          successUrl: request.successUrl,
          failureUrl: request.failureUrl,
          language: request.language,
          idempotencyKey: request.idempotencyKey,
          now: now(),
        }),
      );
      const payment = toProviderPayment(row);
      return {
        ...payment,
        redirectUrl: payment.redirectUrl ? `${payment.redirectUrl}?lang=${request.language}` : null,
      };
    },
    async createPaymentOrder(request) {
      if (kind !== 'hosted-iframe') throw wrongKind();
      const row = await mapped(() =>
        sandboxCreatePaymentOrder(db, {
          brandId: request.brandId,
          amountFils: request.amountFils,
          merchantOrderNo: request.merchantOrderNo,
          subject: request.subject,
          redirectUrl: request.redirectUrl,
          notifyUrl: request.notifyUrl,
          metaData: request.metadata,
          idempotencyKey: request.idempotencyKey,
          now: now(),
        }),
      );
      const answer = toProviderPayment(row);
      // The wallet page speaks the customer's language (the frame shows it inside the storefront).
      if (answer.redirectUrl && request.language === 'ar') answer.redirectUrl += '?lang=ar';
      return answer;
    },
    async retrieve(request) {
      const row = await find(request.brandId, request.providerPaymentId);
      // The acquirer settles a paid order after it was first seen paid: this query answers
      // PAID_SUCCESS, the next one SETTLED.
      if (kind === 'hosted-iframe' && row.status === 'PAID_SUCCESS')
        await mapped(() =>
          sandboxPaymentOrderAction(db, { ref: { paymentOrderNo: row.id }, action: 'settle', now: now() }),
        );
      return toProviderPayment(row);
    },
    async cancel(request) {
      const row = await mapped(() =>
        sandboxCancelHosted(db, {
          brandId: request.brandId,
          kind,
          id: request.providerPaymentId,
          now: now(),
        }),
      );
      return toProviderPayment(row);
    },
    async refund(request) {
      const row = await mapped(() =>
        sandboxRefundHosted(db, {
          brandId: request.brandId,
          kind,
          id: request.providerPaymentId,
          amountFils: request.amountFils,
          key: request.idempotencyKey,
          reason: request.reason,
          now: now(),
        }),
      );
      return { refundedFils: row.refundedFils, raw: toProviderPayment(row).raw };
    },
  };
}
