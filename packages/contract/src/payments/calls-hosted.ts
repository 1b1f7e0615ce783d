import { z } from 'zod';
import { defineCall } from '../call.ts';
import { aedSchema, idempotencyHeaders, idSchema, postBody } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * The calls of the two hosted card provider kinds (issue 9; decision 0022's table): the hosted
 * payment page (001 §4.13, §7.7) and the hosted-iframe wallet (001 §2.11, §4.14, §7.8). Every
 * call is the signed-in customer's and names an order placed in PENDING_PAYMENT first (decision
 * 0022: order first). The money-moving ones (getHostedPaymentPage, createIframePaymentOrder,
 * iframePaymentRefund) take an `Idempotency-Key` header. `brandId` (optional where the spec does
 * not send it) scopes the token to the brand.
 */

/** The statuses of a hosted-iframe payment order the storefront polls for (001 §2.11, §4.14). */
export const IFRAME_PAYMENT_STATUSES = ['PENDING', 'PAID_SUCCESS', 'SETTLED', 'FAILURE'] as const;
/** One of IFRAME_PAYMENT_STATUSES. */
export type IframePaymentStatus = (typeof IFRAME_PAYMENT_STATUSES)[number];

/** What a hosted-iframe refund answers in `head.msg` for a payment order that was never paid (001 §4.14). */
export const IFRAME_ORDER_NOT_PAID = 'ORDER_NOT_PAID';

/** An order amount in AED, 2 decimals, above 0 and at most 1 000 000. */
const orderAmountSchema = aedSchema.positive().max(LIMITS.orderAmountMaxAed);

/**
 * A return URL of the storefront: a path of the site ('/…') or an absolute http(s) URL of the
 * same host as the request (checked by the server; 001 §7.7: "the redirect base, plus an optional
 * 'domainName/', plus the path").
 */
const returnUrlSchema = z.string().min(1).max(2000);

/** An amount with its currency, as the hosted-iframe provider speaks it (AED, 2 decimals). */
const totalAmountSchema = z.object({ currency: z.literal('AED'), amount: orderAmountSchema });

/**
 * ordersCheckoutPayment/getHostedPaymentPage (001 §4.13 step 1, §7.7): a payment page for the
 * customer's order `orderId` awaiting payment; `amountPaid` (AED, 2 decimals) must be the order's
 * total and above 2 AED (TOT-20). The page returns to `successRedirectUrl` with `payment=success`
 * or to `failureRedirectUrl` with `payment=failure`. Answers the transaction to verify later
 * (`cartId` is the order's id) and the page's URL.
 */
export const getHostedPaymentPage = defineCall({
  ...CALL_ADDRESSES.getHostedPaymentPage,
  refusesBlacklisted: true,
  headers: idempotencyHeaders,
  summary: 'Hosted-page provider: a payment page for an order awaiting payment (Idempotency-Key)',
  body: postBody({
    brandId: idSchema.optional(),
    orderId: idSchema,
    domainName: z.string().max(253).optional(),
    amountPaid: orderAmountSchema,
    storeId: idSchema,
    DomainType: z.string().max(40).optional(),
    successRedirectUrl: returnUrlSchema,
    failureRedirectUrl: returnUrlSchema,
  }),
  data: z.object({
    transactionInfo: z.object({ storeId: z.string(), cartId: z.string() }),
    paymentURL: z.string(),
  }),
});

/**
 * ordersCheckoutPayment/verifyPayment (001 §4.13 step 4, §7.7): reads the hosted page's payment
 * of the order `cartId` from the provider and applies it once. The body is `{storeId, cartId,
 * language}` (IS05, decision 0100: the §4.13 reading; the other reading's `obj` is not read). `isVerified` with the order's
 * number once paid; a failed or cancelled page is answered `{ success: 0, message: 'Payment
 * failed or cancelled' }` and its order is cancelled.
 */
export const verifyHostedPayment = defineCall({
  ...CALL_ADDRESSES.verifyHostedPayment,
  summary: 'Hosted-page provider: verify the payment of an order',
  body: postBody({ brandId: idSchema.optional(), storeId: idSchema, cartId: idSchema }),
  data: z.object({ isVerified: z.boolean(), orderNumber: z.string() }),
});

/**
 * payment-gateway/hosted-iframe/create-payment-intent (001 §4.14, §7.8): a payment order for the
 * customer's order `orderId`. The server builds merchantOrderNo ('M' + storeId + timestamp + a
 * random tail, ≤ 64 characters, 001 §5.4, issue 16 D1), the subject and the notifyUrl itself; the
 * client's are ignored, and the storefront sends no merchantOrderNo: it keeps the answer's.
 * `totalAmount.amount` must be the order's total; `redirectUrl` is where the wallet frame sends the
 * customer with `paymentOrderNo` and `merchantOrderNo` (the payment-confirm route).
 */
export const createIframePaymentOrder = defineCall({
  ...CALL_ADDRESSES.createIframePaymentOrder,
  refusesBlacklisted: true,
  headers: idempotencyHeaders,
  summary: 'Hosted-iframe provider: a payment order for an order awaiting payment (Idempotency-Key)',
  body: postBody({
    brandId: idSchema.optional(),
    orderId: idSchema,
    payByPayload: z.object({
      /** Ignored (the server's is answered, issue 16); accepted for clients that still send one. */
      merchantOrderNo: z.string().max(64).optional(),
      subject: z.string().max(300).optional(),
      totalAmount: totalAmountSchema,
      accessoryContent: z
        .object({
          operatorId: z.string().max(100).optional(),
          storeId: z.string().max(100).optional(),
          terminalId: z.string().max(100).optional(),
          merchantName: z.string().max(200).optional(),
          storeName: z.string().max(200).optional(),
        })
        .optional(),
      redirectUrl: returnUrlSchema,
      notifyUrl: z.string().max(2000).optional(),
    }),
    metaData: z.object({
      storeId: idSchema,
      brandId: idSchema,
      userRefId: z.string().max(100).optional(),
    }),
  }),
  data: z.object({
    body: z.object({
      paymentOrderNo: z.string(),
      merchantOrderNo: z.string(),
      interActionParams: z.object({ tokenUrl: z.string() }),
    }),
  }),
});

/** The provider's order as the confirmation answers it (001 §3.10 acquireOrder). */
const acquireOrderSchema = z.object({
  merchantOrderNo: z.string(),
  orderNo: z.string(),
  totalAmount: z.object({ currency: z.literal('AED'), amount: z.number() }),
});

/**
 * payment-gateway/hosted-iframe/payment-confirmation (001 §2.11, §4.14 polling, §7.8): the payment
 * order's status (PENDING, PAID_SUCCESS, SETTLED, FAILURE), applied once. `success` is true when
 * it is paid and the order placed (`orderNumber`). `isFroceDelete` (the 4th attempt) closes a
 * payment order still PENDING at the provider, which cancels the order (stock back).
 */
export const iframePaymentConfirmation = defineCall({
  ...CALL_ADDRESSES.iframePaymentConfirmation,
  summary: 'Hosted-iframe provider: the status of a payment order (polled)',
  body: postBody({
    storeId: idSchema,
    brandId: idSchema,
    paymentOrderNo: z.string().min(1).max(100),
    merchantOrderNo: z.string().min(1).max(64),
    orderNo: z.string().max(100).optional(),
    isFroceDelete: z.boolean().default(false),
  }),
  data: z.object({
    success: z.boolean(),
    data: z.object({
      status: z.enum(IFRAME_PAYMENT_STATUSES),
      orderData: z.object({ acquireOrder: acquireOrderSchema }),
    }),
    orderNumber: z.string(),
  }),
});

/**
 * payment-gateway/hosted-iframe/payment-refund (001 §4.14, §7.8): asked after 4 polls without a
 * paid status. A payment order never paid is closed and its order cancelled (stock back):
 * `{ applyStatus: 'SUCCESS', msg: 'ORDER_NOT_PAID' }`; a paid one whose order was not placed is
 * refunded (`amount` AED), once per `refundMerchantOrderNo`.
 */
export const iframePaymentRefund = defineCall({
  ...CALL_ADDRESSES.iframePaymentRefund,
  headers: idempotencyHeaders,
  summary: 'Hosted-iframe provider: refund or close a payment order (Idempotency-Key)',
  body: postBody({
    brandId: idSchema.optional(),
    refundMerchantOrderNo: z.string().min(1).max(64),
    originMerchantOrderNo: z.string().min(1).max(64),
    amount: orderAmountSchema,
    reason: z.string().max(500).default(''),
  }),
  data: z.object({
    head: z.object({ applyStatus: z.enum(['SUCCESS', 'FAILURE']), msg: z.string() }),
  }),
});
