/** Sends one-time codes to customers (ARCHITECTURE: providers behind interfaces; 002 §2.11). */
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
}
