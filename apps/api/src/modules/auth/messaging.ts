import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

/** Sends one-time codes to customers (ARCHITECTURE: providers behind interfaces). */
export interface MessagingTransport {
  /** Sends `code` to `phoneNumber` (E.164) for a brand; rejects when the message could not be handed over. */
  sendCode(input: {
    brandId: string;
    brandName: string;
    phoneNumber: string;
    code: string;
    language: 'EN' | 'AR';
  }): Promise<void>;
}

/**
 * The built-in dev outbox (ARCHITECTURE: demo mode): stores the message with its plain code in
 * `outbox_messages` (read at /dev/outbox and GET /api/v1/dev/outbox) and logs it. For demo mode
 * only; a real transport sends through the messaging provider and keeps no code.
 */
export function devOutboxTransport(db: Db): MessagingTransport {
  return {
    async sendCode({ brandId, brandName, phoneNumber, code, language }) {
      const body =
        language === 'AR'
          ? `رمز التحقق الخاص بك لدى ${brandName} هو ${code}. صالح لمدة 10 دقائق.`
          : `Your ${brandName} verification code is ${code}. It is valid for 10 minutes.`;
      await db
        .insert(outboxMessages)
        .values({ brandId, channel: 'whatsapp-dev', recipient: phoneNumber, body, devCode: code });
      console.info(`[dev outbox] ${phoneNumber}: ${body}`);
    },
  };
}
