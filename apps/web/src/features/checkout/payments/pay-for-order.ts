import type { PaymentProviderChoice } from '@sufra/contract';
import { aedToFils, filsToAed } from '@sufra/pricing';
import i18next from 'i18next';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { createIframePaymentOrder } from '../api/create-iframe-payment-order.ts';
import { createPaymentIntentV2 } from '../api/create-payment-intent-v2.ts';
import { getHostedPaymentPage } from '../api/get-hosted-payment-page.ts';
import { initiateFramesPaymentRequest } from '../api/initiate-frames-payment-request.ts';
import { verifyFramesPaymentRequest } from '../api/verify-frames-payment-request.ts';
import { verifyPaymentIntent } from '../api/verify-payment-intent.ts';
import type { TokenisedCard } from './card-fields/tokenizer.ts';
import { getPaymentSelection } from './payment-selection.ts';
import type { PaymentsKey } from './payments-texts.ts';
import { markPaymentVerified, type PendingPayment, savePendingPayment } from './pending-payment.ts';
import type { SavedCard } from './saved-cards.ts';

/** A card provider that exists (the checkout lists CREDIT_CARD only then, PAY-08). */
export type CardProvider = Exclude<PaymentProviderChoice, { kind: 'none' }>;

/** A payment that did not go through, with the text to show (already in the UI language). */
export class PaymentFailure extends Error {}

/** What the checkout knows when it pays for the order it has just placed (decision 0022 "Order first"). */
export interface PayInput {
  provider: CardProvider;
  /** place-order's answer: the order and its `payment: { orderId, amount (AED), expiresAt }`. */
  order: { orderId: string; orderNumber: string; trackingToken: string; amount: number };
  store: { id: string; name: string };
  brand: { id: string; name: string; domainName: string; domainType: string };
  userId: string;
  /** The API client (the brand, the customer's token and the request language). */
  api: ApiClient;
  /** The selection (001 §3.7–§3.8): a saved card, or a new card already tokenised (`card`). */
  selection: {
    type: 'NEW_CARD' | 'SAVED_CARDS' | 'WALLET';
    savedCard: SavedCard | null;
    card: TokenisedCard | null;
    saveCard: boolean;
  };
  /** Absolute URLs the provider returns to: the checkout (3-D Secure, hosted page) and /payment-confirm. */
  urls: { checkout: string; confirm: string };
  /** Navigates the whole page (window.location.assign; a test passes a spy). */
  assign?: (url: string) => void;
}

/**
 * The outcome of paying for an order: paid (and its number), or the browser is on its way to
 * the provider ('redirected': a 3-D Secure challenge or a hosted page; the checkout comes back
 * with the result in the query), or the hosted-iframe window is open ('iframe').
 */
export type PayOutcome =
  | { status: 'paid'; orderNumber: string }
  | { status: 'redirected' }
  | { status: 'iframe' };

const tp = (key: PaymentsKey, values?: Record<string, string>): string =>
  i18next.t(key, { ns: 'payments', ...values });

/** The provider's name in texts ('{provider} error…', 001 §8.3): the gateway id in words ('HOSTED_IFRAME' → 'Hosted Iframe'). */
const providerName = (gateway: string) =>
  gateway
    .toLowerCase()
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');

/** A URL with `query` added ('?payment=success' on the checkout's, 001 §4.12–§4.13). */
export function withQuery(url: string, query: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return u.toString();
}

/** The fixed terminal id of the hosted-iframe accessoryContent (001 §7.8: "a fixed brand constant"). */
export const IFRAME_TERMINAL_ID = 'SUFRA-WEB';

/**
 * Pays for the order just placed in PENDING_PAYMENT with the brand's card provider (decision
 * 0022; 001 §4.10–§4.14), once per order (each money-moving call carries the key
 * `{kind}:{orderId}`, so a retried request is replayed):
 * - card-elements (§4.10): create-payment-intent-v2 with the new card's `pm_…` or the saved
 *   card, paymentMethod CARD → verified: paid; a 3-D Secure `redirectUrl`: the browser goes there
 *   (the checkout verifies on return, payment-return.ts); status 'succeeded' unverified: verified now;
 * - card-frames (§4.12): initiate with the token or the stored card; orderRef = framesResponse.id;
 *   three_d_secure_redirection_required true → redirectLink, false → verify at once, undefined →
 *   the server's message (or 'Something was incorrect.');
 * - hosted-page (§4.13, PAY-18, PAY-27): the hosted page (amountPaid 2 decimals, language 'EN'),
 *   then its paymentURL (an invalid answer → the default error);
 * - hosted-iframe (§4.14, §7.8): the payment order, then the window at tokenUrl (the modal state),
 *   which sends the page to /payment-confirm; no tokenUrl → 'Sorry, {provider} is not available…'.
 *   The merchantOrderNo is the server's (issue 16: one builder, apps/api hosted-iframe.ts
 *   merchantOrderNoOf): none is sent, the answer's is kept for the confirmation and the refund.
 * The pending payment is kept in sessionStorage before leaving. Throws ApiError (the server's
 * message, e.g. 402 'Bank declined payment, please try again') or PaymentFailure.
 */
export async function payForOrder(input: PayInput): Promise<PayOutcome> {
  const { provider, order, api } = input;
  const assign = input.assign ?? ((url: string) => window.location.assign(url));
  const key = `${provider.kind}:${order.orderId}`;
  const pending: PendingPayment = {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    trackingToken: order.trackingToken,
    kind: provider.kind,
    amount: order.amount,
    storeId: input.store.id,
  };
  const stored = input.selection.type === 'SAVED_CARDS' && input.selection.savedCard !== null;
  const wallet = input.selection.type === 'WALLET';
  const paid = (orderNumber?: string | null): PayOutcome => {
    markPaymentVerified();
    return { status: 'paid', orderNumber: orderNumber || order.orderNumber };
  };

  switch (provider.kind) {
    case 'card-elements': {
      const res = await createPaymentIntentV2(
        api,
        {
          orderId: order.orderId,
          amount: order.amount,
          storeId: input.store.id,
          isStoredCard: stored,
          ...(stored
            ? { cardId: input.selection.savedCard!.id }
            : {
                paymentMethodId: input.selection.card?.id,
                saveCard: wallet ? false : input.selection.saveCard,
              }),
          // 001 §4.11, PAY-14: a wallet's intent is paymentMethod WALLET in currency 'aed'.
          currency: wallet ? 'aed' : 'AED',
          paymentMethod: wallet ? 'WALLET' : 'CARD',
          returnUrl: input.urls.checkout,
        },
        key,
      );
      const data = res.gatewayData?.data;
      if (res.gatewayData?.isVerified) return paid();
      if (data?.redirectUrl) {
        savePendingPayment(pending);
        assign(data.redirectUrl);
        return { status: 'redirected' };
      }
      if (data?.status === 'succeeded' && data.id) {
        const verified = await verifyPaymentIntent(api, data.id);
        if (verified.gatewayData?.isVerified) return paid(verified.orderNumber);
      }
      throw new PaymentFailure(tp('bankDeclined'));
    }
    case 'card-frames': {
      const res = await initiateFramesPaymentRequest(
        api,
        {
          orderId: order.orderId,
          isStoredCard: stored,
          ...(stored
            ? { storeCardId: input.selection.savedCard!.id }
            : { token: input.selection.card?.id, saveCard: input.selection.saveCard }),
          currency: 'AED',
          amount: order.amount,
          storeId: input.store.id,
          successUrl: withQuery(input.urls.checkout, { payment: 'success' }),
          failureUrl: withQuery(input.urls.checkout, { payment: 'failure' }),
        },
        key,
      );
      const orderRef = res.gatewayData?.axiosResData?.framesResponse?.id;
      const redirect = res.gatewayData?.three_d_secure_redirection_required;
      if (!orderRef || redirect === undefined)
        throw new PaymentFailure(i18next.t('common:somethingIncorrect'));
      savePendingPayment({ ...pending, orderRef });
      if (redirect && res.gatewayData.redirectLink) {
        assign(res.gatewayData.redirectLink);
        return { status: 'redirected' };
      }
      const verified = await verifyFramesPaymentRequest(api, orderRef);
      if (verified.gatewayData?.isVerified) return paid(verified.orderNumber);
      throw new PaymentFailure(tp('bankDeclined'));
    }
    case 'hosted-page': {
      const res = await getHostedPaymentPage(
        api,
        {
          orderId: order.orderId,
          domainName: input.brand.domainName,
          // To 2 decimals by pricing's one rounding rule (000 §9).
          amountPaid: filsToAed(aedToFils(order.amount)),
          storeId: input.store.id,
          DomainType: input.brand.domainType,
          successRedirectUrl: withQuery(input.urls.checkout, { payment: 'success' }),
          failureRedirectUrl: withQuery(input.urls.checkout, { payment: 'failure' }),
          // 001 §7.7, PAY-27: the hosted page is asked in 'EN'.
          language: 'EN',
        },
        key,
      );
      if (!res.transactionInfo || !res.paymentURL) throw new PaymentFailure(i18next.t('common:defaultError'));
      savePendingPayment({ ...pending, transactionInfo: res.transactionInfo });
      assign(res.paymentURL);
      return { status: 'redirected' };
    }
    case 'hosted-iframe': {
      const name = providerName(provider.gateway);
      const res = await createIframePaymentOrder(
        api,
        {
          orderId: order.orderId,
          payByPayload: {
            totalAmount: { currency: 'AED', amount: order.amount },
            accessoryContent: {
              operatorId: input.brand.id,
              storeId: input.store.id,
              terminalId: IFRAME_TERMINAL_ID,
              merchantName: input.brand.name,
              storeName: input.store.name,
            },
            redirectUrl: input.urls.confirm,
          },
          metaData: { storeId: input.store.id, brandId: input.brand.id, userRefId: input.userId },
        },
        key,
      ).catch((error: unknown) => {
        throw new PaymentFailure(
          (error as Error).message || tp('providerError', { provider: name, product: 'Sufra' }),
        );
      });
      const body = res.body;
      const tokenUrl = body?.interActionParams?.tokenUrl;
      if (!body || !tokenUrl) throw new PaymentFailure(tp('providerNotAvailable', { provider: name }));
      savePendingPayment({
        ...pending,
        merchantOrderNo: body.merchantOrderNo,
        paymentOrderNo: body.paymentOrderNo,
      });
      getPaymentSelection().setIframeModal({
        isOpen: true,
        isLoading: true,
        data: { tokenUrl, paymentOrderNo: body.paymentOrderNo, merchantOrderNo: body.merchantOrderNo },
      });
      return { status: 'iframe' };
    }
  }
}
