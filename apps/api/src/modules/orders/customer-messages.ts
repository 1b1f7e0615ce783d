import type { Db } from '../../db/client.ts';
import type { MessagingTransport } from '../../platform/messaging-transport.ts';
import type { OutboxHandler, OutboxRow } from '../../platform/outbox.ts';
import { findBrand } from '../brand/service.ts';
import { claimOrderMessage, releaseOrderMessage } from './customer-message-repository.ts';
import {
  CUSTOMER_MESSAGE_KINDS,
  type CustomerMessageKind,
  customerMessageText,
  etaRangeText,
} from './customer-message-texts.ts';
import { findOrder } from './repository.ts';

/**
 * The payload of an 'order.customer_message' outbox row (issue 17): the order, the kind of
 * message, and for 'rejected' / 'cancelled' the store's reason. Written by the order's status
 * service in the transaction of the move (status-service.ts transitionOrder, lifecycle-service.ts
 * READY).
 */
export interface CustomerMessagePayload {
  orderId: string;
  orderNumber: string;
  kind: CustomerMessageKind;
  reason?: string | undefined;
  language: 'EN' | 'AR';
}

/**
 * Sends the message of one 'order.customer_message' row (issue 17 "Messages the customer
 * expects", decision 0031) to the order's customer, in the order's language, through the
 * messaging transport (WhatsApp template `{prefix}{kind}`; demo: the dev outbox) — once: the
 * message is claimed in order_messages (UNIQUE(order_id, kind)) before the send, so a retried row
 * or a second dispatcher finds it sent and does nothing; a failed send drops its claim and
 * rethrows, and the outbox retries the row. The ETA, the courier and the reason are read from the
 * order when the message goes out. An order that is gone, whose customer deleted the account
 * (no phone, issue 19), or a kind this version does not know, is skipped (logged by the caller's row as dispatched).
 */
export async function sendCustomerMessage(
  deps: { db: Db; messaging: MessagingTransport },
  brandId: string,
  payload: CustomerMessagePayload,
): Promise<'sent' | 'already-sent' | 'skipped'> {
  if (!(CUSTOMER_MESSAGE_KINDS as readonly string[]).includes(payload.kind)) return 'skipped';
  const [order, brand] = await Promise.all([
    findOrder(deps.db, { brandId }, payload.orderId),
    findBrand(deps.db, { brandId }),
  ]);
  if (!order || !brand) return 'skipped';
  // Issue 19 (decision 0034): the customer deleted the account — the order has no phone to tell.
  if (!order.customerSnapshot.phoneNumber) return 'skipped';
  const language = order.orderLanguage === 'AR' ? 'AR' : 'EN';
  const brandName = language === 'AR' ? brand.brandNameAr : brand.brandName;
  const eta = order.estimatedDeliveryAt ?? order.estimatedReadyAt;
  const reason = payload.reason ?? order.statusReason;
  const courierName = order.courier?.name ?? null;
  const text = customerMessageText(payload.kind, language, {
    brandName,
    orderNumber: order.orderNumber,
    eta,
    delivery: order.estimatedDeliveryAt !== null,
    reason,
    courierName,
  });
  const detail =
    payload.kind === 'accepted'
      ? eta
        ? etaRangeText(eta)
        : ''
      : payload.kind === 'on_the_way'
        ? (courierName ?? '')
        : payload.kind === 'rejected' || payload.kind === 'cancelled'
          ? (reason ?? '')
          : '';
  const recipient = order.customerSnapshot.phoneNumber;
  const claim = await claimOrderMessage(deps.db, {
    brandId,
    orderId: order.id,
    kind: payload.kind,
    language,
    recipient,
    body: text,
  });
  if (claim === null) return 'already-sent';
  try {
    await deps.messaging.sendOrderMessage({
      brandId,
      phoneNumber: recipient,
      kind: payload.kind,
      language,
      text,
      params: [brandName, order.orderNumber, detail],
    });
  } catch (error) {
    await releaseOrderMessage(deps.db, claim);
    throw error;
  }
  return 'sent';
}

/** The outbox handler of 'order.customer_message' (issue 17): sendCustomerMessage per row. */
export function customerMessageOutboxHandlers(deps: {
  db: Db;
  messaging: MessagingTransport;
}): Record<string, OutboxHandler> {
  return {
    'order.customer_message': async (row: OutboxRow) => {
      await sendCustomerMessage(deps, row.brandId, row.payload as unknown as CustomerMessagePayload);
    },
  };
}
