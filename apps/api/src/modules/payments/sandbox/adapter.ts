import { randomBytes } from 'node:crypto';
import type { PaymentProviderKind, PaymentStatus } from '@sufra/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentGateway, ProviderPayment, SavedCardDetails } from '../gateway.ts';
import { sandboxHostedGateway } from './hosted-adapter.ts';
import {
  challengePath,
  findSandboxIntent,
  findSandboxPaymentMethod,
  intentObject,
  SandboxError,
  type SandboxIntent,
  sandboxCancelIntent,
  sandboxConfirmIntent,
  sandboxCreateIntent,
  sandboxDetachPaymentMethod,
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

/** A sandbox provider error as the API answers it: a missing resource → 404 orderNotFound (like an unknown id). */
async function mapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SandboxError && error.status === 404) throw new AppError('orderNotFound', 404);
    throw error;
  }
}

/**
 * The card a sandbox intent saved for its customer (setup for future use, attached once it
 * succeeded), or undefined.
 */
async function savedCardOf(db: Db, intent: SandboxIntent): Promise<SavedCardDetails | undefined> {
  const setup = intent.metadata.setupFutureUsage;
  if (intent.status !== 'succeeded' || typeof setup !== 'string' || !intent.paymentMethodId) return undefined;
  const method = await findSandboxPaymentMethod(db, intent.brandId, intent.paymentMethodId);
  if (method?.customer !== setup) return undefined;
  return {
    providerCardId: method.id,
    cardBrand: method.cardBrand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
  };
}

/** A sandbox intent as a ProviderPayment (with the card it saved, when it did). */
async function toProviderPayment(db: Db, intent: SandboxIntent): Promise<ProviderPayment> {
  const status = sandboxStatus(intent);
  const savedCard = await savedCardOf(db, intent);
  return {
    providerPaymentId: intent.id,
    status,
    amountFils: intent.amountFils,
    failureCode: status === 'FAILED' ? intent.lastErrorCode : null,
    redirectUrl: status === 'REQUIRES_ACTION' ? challengePath(intent.id) : null,
    raw: intentObject(intent),
    ...(savedCard ? { savedCard } : {}),
  };
}

/**
 * The gateway of Sufra's sandbox (issue 9, decisions 0019 and 0022) playing provider kind `kind`:
 * the provider's API is the sandbox module in this process (sandbox/provider.ts), reached without
 * network.
 * - createAndConfirm: an intent created with the caller's idempotency key (a retry gets the same
 *   intent), confirmed with a sandbox payment method — `{ type: 'token', token: 'pm_sbx_…' }` from
 *   the card fields, or `{ type: 'saved', providerCardId, providerCustomerId }` a card attached to
 *   that sandbox customer; `saveForCustomer` attaches the card once the payment succeeds. A raw
 *   card number is refused (400 invalidPaymentIntent): card numbers never reach Sufra's API.
 * - retrieve / cancel: the intent as it is now / cancelled if still open; unknown → 404.
 * - refund: once per key. createCustomer: a sandbox customer 'cus_sbx_…'. detachCard: the card
 *   detached from that customer (unknown → 404).
 */
export function sandboxGateway(db: Db, kind: PaymentProviderKind, now: () => Date): PaymentGateway {
  if (kind === 'hosted-page' || kind === 'hosted-iframe') return sandboxHostedGateway(db, kind, now);
  return {
    provider: SANDBOX_PROVIDER,
    kind,
    async createAndConfirm(request): Promise<ProviderPayment> {
      const method = request.paymentMethod;
      if (
        method.type === 'card-number' ||
        !/^pm_sbx_[0-9a-f]{24}$/.test(method.type === 'token' ? method.token : method.providerCardId)
      )
        throw new AppError('invalidPaymentIntent', 400);
      return mapped(async () => {
        const intent = await sandboxCreateIntent(db, {
          brandId: request.brandId,
          amountFils: request.amountFils,
          returnUrl: request.returnUrl,
          failureUrl: request.failureUrl,
          kind,
          metadata: { ...request.metadata },
          idempotencyKey: request.idempotencyKey,
          now: now(),
        });
        const confirmed = await sandboxConfirmIntent(db, {
          brandId: request.brandId,
          intentId: intent.id,
          paymentMethodId: method.type === 'token' ? method.token : method.providerCardId,
          customer: method.type === 'saved' ? method.providerCustomerId : undefined,
          saveForCustomer: method.type === 'token' ? request.saveForCustomer : undefined,
          now: now(),
        });
        return toProviderPayment(db, confirmed);
      });
    },
    async refund(request) {
      const intent = await mapped(() =>
        sandboxRefund(db, {
          brandId: request.brandId,
          intentId: request.providerPaymentId,
          amountFils: request.amountFils,
          key: request.idempotencyKey,
          reason: request.reason,
          now: now(),
        }),
      );
      return { refundedFils: intent.refundedFils, raw: intentObject(intent) };
    },
    async retrieve(request) {
      const intent = await findSandboxIntent(db, request.providerPaymentId);
      if (!intent || intent.brandId !== request.brandId) throw new AppError('orderNotFound', 404);
      return toProviderPayment(db, intent);
    },
    async cancel(request) {
      const intent = await mapped(() =>
        sandboxCancelIntent(db, {
          brandId: request.brandId,
          intentId: request.providerPaymentId,
          now: now(),
        }),
      );
      return toProviderPayment(db, intent);
    },
    async createCustomer() {
      return { providerCustomerId: `cus_sbx_${randomBytes(12).toString('hex')}` };
    },
    async detachCard(request) {
      const detached = await sandboxDetachPaymentMethod(db, {
        brandId: request.brandId,
        paymentMethodId: request.providerCardId,
        customer: request.providerCustomerId,
      });
      if (!detached) throw new AppError('somethingIncorrect', 404);
    },
  };
}
