import type { PaymentProviderKind, PaymentStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { SignatureProblem } from './webhook-signature.ts';

/**
 * A card payment asked of a provider (issue 9). Amounts are integer fils; currency is AED (001 §9).
 * `paymentMethod` is what the browser got from the provider's own fields: for the sandbox a test
 * card number (SANDBOX_TEST_CARDS), for card-elements a payment method id, for card-frames a
 * token — Sufra never sees a real card number (PCI DSS SAQ A). `idempotencyKey` is the client's
 * key, passed to the provider as its own idempotency key so a retried call charges once.
 */
interface CardPaymentRequest {
  brandId: string;
  amountFils: number;
  paymentMethod:
    | { type: 'card-number'; number: string }
    | { type: 'token'; token: string }
    | { type: 'saved'; providerCardId: string; providerCustomerId: string };
  /**
   * Save the card for later (001 §3.8): the provider attaches it to this provider customer and the
   * answer's `savedCard` describes it. Absent: the card is used once.
   */
  saveForCustomer?: string;
  /** Where the 3-D Secure challenge or hosted page sends the customer back (a path or an https URL). */
  returnUrl: string;
  /**
   * card-frames: where a failed 3-D Secure challenge sends the customer (Checkout.com failure_url,
   * 001 §7.6); absent → returnUrl (decision 0022, H1 section).
   */
  failureUrl?: string | undefined;
  idempotencyKey: string;
  metadata: { orderId: string | null; customerId: string | null };
}

/** A provider's payment as Sufra reads it. */
export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  amountFils: number;
  /** The provider's decline code (e.g. 'card_declined') when status is FAILED, else null. */
  failureCode: string | null;
  /** The challenge or hosted page to send the customer to when status is REQUIRES_ACTION, else null. */
  redirectUrl: string | null;
  /** The provider's object as it answered (kept in payments.events). */
  raw: unknown;
  /** The card saved by `saveForCustomer` (its provider id and what the card list shows), else absent. */
  savedCard?: SavedCardDetails;
}

/** A saved card as the provider describes it: its id (Stripe `pm_…`, Checkout.com `src_…`), brand, last four, expiry. */
export interface SavedCardDetails {
  providerCardId: string;
  cardBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A refund asked of a provider: `amountFils` (> 0) of `providerPaymentId`, once per `idempotencyKey`. */
interface RefundRequest {
  brandId: string;
  providerPaymentId: string;
  amountFils: number;
  idempotencyKey: string;
  reason: string;
}

/**
 * The server side of one provider kind (ARCHITECTURE: providers behind interfaces). `provider` is
 * what payments.provider records ('SANDBOX', later 'STRIPE', 'CHECKOUT', …), `kind` the provider
 * kind it plays. Errors: a provider that cannot be reached throws (nothing is recorded; the
 * idempotent caller may retry with the same key).
 */
export interface PaymentGateway {
  provider: string;
  kind: PaymentProviderKind;
  /** Creates the payment and confirms it with the payment method (card-elements: create + confirm an intent). */
  createAndConfirm(request: CardPaymentRequest): Promise<ProviderPayment>;
  /** Refunds part or all of a payment; answers the cumulative refunded amount, fils. */
  refund(request: RefundRequest): Promise<{ refundedFils: number; raw: unknown }>;
  /**
   * Reads a payment as the provider holds it now (verify calls, 001 §7.5–§7.8; the expiry sweep).
   * Throws when the provider cannot be reached; an unknown id → AppError 404 orderNotFound.
   */
  retrieve(request: { brandId: string; providerPaymentId: string }): Promise<ProviderPayment>;
  /** Cancels an open payment (expiry sweep, hosted-iframe force delete); a settled one is left as is. */
  cancel(request: {
    brandId: string;
    providerPaymentId: string;
    idempotencyKey: string;
  }): Promise<ProviderPayment>;
  /**
   * Card kinds only (card-elements, card-frames): the provider's customer for a Sufra customer, to
   * save cards on (Stripe `customers.create`, Checkout.com `customers.create`). Absent on hosted kinds.
   */
  createCustomer?(request: {
    brandId: string;
    customerId: string;
    email: string | null;
    name: string | null;
    idempotencyKey: string;
  }): Promise<{ providerCustomerId: string }>;
  /** Card kinds only: removes a saved card at the provider (Stripe detach, Checkout.com instrument delete). */
  detachCard?(request: {
    brandId: string;
    providerCardId: string;
    providerCustomerId: string;
  }): Promise<void>;
  /**
   * Hosted-page kind only (001 §4.13, §7.7): a payment page session for `amountFils`, answered as
   * a ProviderPayment whose `redirectUrl` is the page (status REQUIRES_ACTION).
   */
  createHostedPage?(request: HostedPageRequest): Promise<ProviderPayment>;
  /**
   * Hosted-iframe kind only (001 §4.14, §7.8): a payment order; `redirectUrl` is the frame's
   * tokenUrl. `merchantOrderNo` (≤ 64 characters) is the provider payment id.
   */
  createPaymentOrder?(request: PaymentOrderRequest): Promise<ProviderPayment>;
}

/** A hosted payment page asked of a provider (001 §7.7): once per idempotency key. */
export interface HostedPageRequest {
  brandId: string;
  amountFils: number;
  /** Sufra's reference for the payment (the order id): the provider echoes it back. */
  reference: string;
  successUrl: string;
  failureUrl: string;
  language: 'en' | 'ar';
  idempotencyKey: string;
}

/** A hosted-iframe payment order (001 §7.8 payByPayload), once per idempotency key. */
export interface PaymentOrderRequest {
  brandId: string;
  amountFils: number;
  /** 'M' + storeId + timestamp, cut to 64 characters (001 §5.4, §7.8). */
  merchantOrderNo: string;
  /** 'Order For {store} - ({brand}) - {date}', the date in Asia/Dubai (001 §7.8). */
  subject: string;
  redirectUrl: string;
  notifyUrl: string;
  metadata: { orderId: string; storeId: string; brandId: string; userRefId: string | null };
  idempotencyKey: string;
  /** The customer's language, for a provider whose page takes one (the sandbox's wallet page: ?lang=ar). */
  language?: 'en' | 'ar';
}

/**
 * A provider webhook event, normalised (issue 9): `eventId` unique per provider and brand,
 * `status` the payment status the event reports, `refundedFils` the cumulative refunded amount
 * (refund events), `raw` the event as received.
 */
export interface PaymentEvent {
  eventId: string;
  eventType: string;
  providerPaymentId: string;
  status: PaymentStatus;
  amountFils: number;
  refundedFils: number;
  failureCode: string | null;
  raw: unknown;
}

/**
 * A provider's webhooks (issue 9): `pathName` is its segment in
 * `/api/v1/payments/webhooks/:provider/:brandId`, `provider` the payments.provider value.
 * `secretFor` reads the brand's webhook secret (server-side, brand_integration_secrets), null when
 * the brand has none. `verify` checks the signature of the raw body; `parse` reads a verified body,
 * null when it is not an event Sufra understands.
 */
export interface WebhookProvider {
  pathName: string;
  provider: string;
  secretFor(db: Db, brandId: string): Promise<string | null>;
  verify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    secret: string,
    nowSeconds: number,
  ): SignatureProblem | null;
  parse(rawBody: Buffer): PaymentEvent | null;
}
