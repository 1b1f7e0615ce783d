import type { PaymentStatus } from '@sufra/contract';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import type { HostedPageRequest, PaymentGateway, ProviderPayment } from '../gateway.ts';
import { absoluteReturnUrl, providerBaseUrl, unknownPayment, withQuery } from './common.ts';
import { ProviderHttpError, restClient } from './rest-client.ts';

/** payments.provider and brand_integration_secrets.provider of the hosted-page adapter. */
export const HOSTED_PAGE_PROVIDER = 'HOSTED_PAGE';

/**
 * A payment page as the hosted-page REST contract answers it (docs/payments.md): `amount` and
 * `amount_refunded` in fils, `url` the page the customer is sent to, `status` one of open,
 * processing, paid, failed, expired, canceled.
 */
export const hostedPageSchema = z.object({
  id: z.string().min(1).max(100),
  object: z.literal('payment_page'),
  status: z.enum(['open', 'processing', 'paid', 'failed', 'expired', 'canceled']),
  amount: z.number().int().positive(),
  amount_refunded: z.number().int().min(0),
  currency: z.literal('AED'),
  reference: z.string(),
  url: z.string().nullable(),
  failure_code: z.string().nullable(),
});

/** One hosted payment page (hostedPageSchema). */
export type HostedPage = z.infer<typeof hostedPageSchema>;

const refundSchema = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  amount: z.number().int().positive(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  payment_page: hostedPageSchema,
});

/**
 * Sufra's status of a payment page: open → REQUIRES_ACTION; processing → PENDING; paid →
 * SUCCEEDED, PARTIALLY_REFUNDED or REFUNDED by amount_refunded; failed → FAILED; expired, canceled
 * → CANCELLED.
 */
export function hostedPageStatus(page: HostedPage): PaymentStatus {
  switch (page.status) {
    case 'open':
      return 'REQUIRES_ACTION';
    case 'processing':
      return 'PENDING';
    case 'paid':
      if (page.amount_refunded <= 0) return 'SUCCEEDED';
      return page.amount_refunded >= page.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    case 'failed':
      return 'FAILED';
    default:
      return 'CANCELLED';
  }
}

/** The hosted adapters' configuration: the brand's secret key, the provider's API and page bases, the site. */
export interface HostedGatewayConfig {
  /** The brand's API secret key with the provider (secrets.secretKey), sent as `Authorization: Bearer`. */
  secretKey: string;
  /** The provider's REST base URL (metaData.apiBaseUrl; https, or http on loopback). */
  apiBaseUrl: string;
  /** Where the provider's pages live (metaData.pageBaseUrl; default: apiBaseUrl): answered page URLs must be on its origin. */
  pageBaseUrl?: string | null;
  /** The brand's store-front URL: return paths are resolved against it (absoluteReturnUrl). */
  siteUrl?: string | null;
}

/** The origin customers' browsers are sent to or frame for a hosted provider (CSP, answered URLs). */
export function hostedPageOrigin(config: Pick<HostedGatewayConfig, 'apiBaseUrl' | 'pageBaseUrl'>): string {
  return new URL(providerBaseUrl(config.pageBaseUrl || config.apiBaseUrl, 'The hosted page base URL')).origin;
}

/**
 * A page URL answered by a hosted provider, checked: it must be on the configured page origin
 * (else the browser would be sent somewhere no one configured — and the CSP would block a frame).
 * Throws an Error otherwise.
 */
export function checkedPageUrl(url: string | null, origin: string): string {
  if (!url) throw new Error('The payment provider answered no page URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('The payment provider answered a page URL that is not a URL');
  }
  if (parsed.origin !== origin) throw new Error(`The payment provider answered a page outside ${origin}`);
  return parsed.toString();
}

/** Parses a provider answer with `schema`, or throws an Error naming what did not match. */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`The payment provider's ${what} does not match the contract`);
  return parsed.data;
}

/**
 * The hosted-page gateway (issue 9; 001 §4.13, §7.7) on the hosted-page REST contract of
 * docs/payments.md, at the brand's `metaData.apiBaseUrl`:
 * - createHostedPage: `POST /v1/payment-pages` {amount (fils), currency 'AED', reference,
 *   success_url, failure_url, language, metadata} with `Idempotency-Key` → REQUIRES_ACTION with the
 *   page `url` as redirectUrl (checked against the page origin);
 * - createAndConfirm: the same page for a card payment request, its success / failure URLs the
 *   return URL with `payment=success|failure` (001 §4.13);
 * - retrieve: `GET /v1/payment-pages/{id}` (404 → AppError 404 orderNotFound);
 * - cancel: `POST /v1/payment-pages/{id}/cancel` while open, else answered as it is;
 * - refund: `POST /v1/payment-pages/{id}/refunds` {amount, reason} with `Idempotency-Key` →
 *   the page's cumulative amount_refunded. A failed refund throws.
 * Answers that do not match the contract, and network failures, throw.
 */
export function hostedPageGateway(config: HostedGatewayConfig): PaymentGateway {
  const call = restClient(
    providerBaseUrl(config.apiBaseUrl, 'The hosted page API base URL'),
    config.secretKey,
  );
  const origin = hostedPageOrigin(config);
  const normalise = (page: HostedPage): ProviderPayment => {
    const status = hostedPageStatus(page);
    return {
      providerPaymentId: page.id,
      status,
      amountFils: page.amount,
      failureCode: status === 'FAILED' ? (page.failure_code ?? 'declined') : null,
      redirectUrl: status === 'REQUIRES_ACTION' ? checkedPageUrl(page.url, origin) : null,
      raw: page,
    };
  };
  const read = async (id: string): Promise<HostedPage> => {
    try {
      const answer = await call<unknown>('GET', `/v1/payment-pages/${encodeURIComponent(id)}`);
      return parseAnswer(hostedPageSchema, answer, 'payment page');
    } catch (error) {
      if (error instanceof ProviderHttpError && error.status === 404) throw unknownPayment();
      throw error;
    }
  };
  const createPage = async (request: HostedPageRequest): Promise<ProviderPayment> => {
    const answer = await call<unknown>(
      'POST',
      '/v1/payment-pages',
      {
        amount: request.amountFils,
        currency: 'AED',
        reference: request.reference,
        success_url: absoluteReturnUrl(request.successUrl, config.siteUrl),
        failure_url: absoluteReturnUrl(request.failureUrl, config.siteUrl),
        language: request.language,
        metadata: { brand_id: request.brandId },
      },
      request.idempotencyKey,
    );
    return normalise(parseAnswer(hostedPageSchema, answer, 'payment page'));
  };
  return {
    provider: HOSTED_PAGE_PROVIDER,
    kind: 'hosted-page',
    createHostedPage: createPage,
    // The hosted page collects the card itself: the request's payment method is not sent.
    async createAndConfirm(request) {
      if (!request.metadata.orderId) throw new AppError('invalidPaymentIntent', 400);
      const back = absoluteReturnUrl(request.returnUrl, config.siteUrl);
      return createPage({
        brandId: request.brandId,
        amountFils: request.amountFils,
        reference: request.metadata.orderId,
        successUrl: withQuery(back, 'payment', 'success'),
        failureUrl: withQuery(back, 'payment', 'failure'),
        language: 'en',
        idempotencyKey: request.idempotencyKey,
      });
    },
    async retrieve(request) {
      return normalise(await read(request.providerPaymentId));
    },
    async cancel(request) {
      const page = await read(request.providerPaymentId);
      if (page.status !== 'open') return normalise(page);
      const answer = await call<unknown>(
        'POST',
        `/v1/payment-pages/${encodeURIComponent(page.id)}/cancel`,
        {},
        request.idempotencyKey,
      );
      return normalise(parseAnswer(hostedPageSchema, answer, 'payment page'));
    },
    async refund(request) {
      let answer: unknown;
      try {
        answer = await call<unknown>(
          'POST',
          `/v1/payment-pages/${encodeURIComponent(request.providerPaymentId)}/refunds`,
          { amount: request.amountFils, reason: request.reason.slice(0, 200) },
          request.idempotencyKey,
        );
      } catch (error) {
        if (error instanceof ProviderHttpError && error.status === 404) throw unknownPayment();
        throw error;
      }
      const refund = parseAnswer(refundSchema, answer, 'refund');
      if (refund.status === 'failed') throw new Error(`Refund ${refund.id} failed at the provider`);
      return { refundedFils: refund.payment_page.amount_refunded, raw: refund };
    },
  };
}
