import type { PaymentProviderKind, PaymentStatus } from '@sufra/contract';
import { MESSAGES } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import type { PaymentGateway, ProviderPayment } from '../gateway.ts';
import {
  challengePath,
  intentObject,
  type SandboxIntent,
  sandboxConfirmIntent,
  sandboxCreateIntent,
  sandboxRefund,
} from './provider.ts';
import { SANDBOX_PROVIDER } from './webhooks.ts';

/** The Sufra payment status of a sandbox intent (Stripe's intent statuses). */
function sandboxStatus(intent: SandboxIntent): PaymentStatus {
  if (intent.status === 'succeeded')
    return intent.refundedFils === 0
      ? 'SUCCEEDED'
      : intent.refundedFils >= intent.amountFils
        ? 'REFUNDED'
        : 'PARTIALLY_REFUNDED';
  if (intent.status === 'requires_action') return 'REQUIRES_ACTION';
  if (intent.status === 'canceled') return 'CANCELLED';
  if (intent.status === 'processing') return 'PENDING';
  return intent.lastErrorCode ? 'FAILED' : 'PENDING';
}

/**
 * The gateway of Sufra's sandbox (issue 9, decision 0019) playing provider kind `kind`: the
 * provider's API is the sandbox module in this process (sandbox/provider.ts), reached without
 * network. createAndConfirm creates an intent with the caller's idempotency key (a retry gets the
 * same intent) and confirms it with a test card number; refund refunds once per key. A token
 * payment method (real providers' fields) is refused with 400 MESSAGES.invalidPaymentIntent.
 */
export function sandboxGateway(db: Db, kind: PaymentProviderKind, now: () => Date): PaymentGateway {
  return {
    provider: SANDBOX_PROVIDER,
    kind,
    async createAndConfirm(request): Promise<ProviderPayment> {
      if (request.paymentMethod.type !== 'card-number')
        throw new HttpError(400, MESSAGES.invalidPaymentIntent);
      const intent = await sandboxCreateIntent(db, {
        brandId: request.brandId,
        amountFils: request.amountFils,
        returnUrl: request.returnUrl,
        metadata: { ...request.metadata },
        idempotencyKey: request.idempotencyKey,
        now: now(),
      });
      const confirmed = await sandboxConfirmIntent(db, {
        brandId: request.brandId,
        intentId: intent.id,
        cardNumber: request.paymentMethod.number,
        now: now(),
      });
      const status = sandboxStatus(confirmed);
      return {
        providerPaymentId: confirmed.id,
        status,
        amountFils: confirmed.amountFils,
        failureCode: status === 'FAILED' ? confirmed.lastErrorCode : null,
        redirectUrl: status === 'REQUIRES_ACTION' ? challengePath(confirmed.id) : null,
        raw: intentObject(confirmed),
      };
    },
    async refund(request) {
      const intent = await sandboxRefund(db, {
        brandId: request.brandId,
        intentId: request.providerPaymentId,
        amountFils: request.amountFils,
        key: request.idempotencyKey,
        reason: request.reason,
        now: now(),
      });
      return { refundedFils: intent.refundedFils, raw: intentObject(intent) };
    },
  };
}
