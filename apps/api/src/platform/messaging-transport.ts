/**
 * One message about an order to its customer (issue 17, decision 0031): `kind` ('accepted',
 * 'ready', 'on_the_way', 'rejected', 'cancelled'), the full `text` in `language` (the dev outbox
 * stores it), and the same facts as template parameters for WhatsApp: `params` = [brand name,
 * order number, detail (the ETA range, the reason or the courier; '' when none)].
 */
export interface OrderMessageInput {
  brandId: string;
  phoneNumber: string;
  kind: string;
  language: 'EN' | 'AR';
  text: string;
  params: [string, string, string];
}

/** Sends one-time codes and order messages to customers (ARCHITECTURE: providers behind interfaces; 002 §2.11). */
export interface MessagingTransport {
  /**
   * Sends `code` (4 Latin digits) to `phoneNumber` (E.164) on behalf of the brand `brandName`, in
   * `language`. Rejects (MessagingError, without the code in its message) when the message could
   * not be handed over; the call then answers the 503 envelope (service.ts sendCode).
   */
  sendCode(input: {
    brandId: string;
    brandName: string;
    phoneNumber: string;
    code: string;
    language: 'EN' | 'AR';
  }): Promise<void>;
  /**
   * Sends one message about an order (issue 17; OrderMessageInput). Rejects (MessagingError) when
   * it could not be handed over; the outbox retries the row (customer-messages.ts).
   */
  sendOrderMessage(input: OrderMessageInput): Promise<void>;
}
