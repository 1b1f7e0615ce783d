import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessagingTransport } from '../../platform/messaging-transport.ts';
import { MessagingError, whatsAppTransport } from './messaging-whatsapp.ts';
import { insertOutboxMessage, latestOrderMessages, latestOutboxMessages } from './outbox-repository.ts';

export type { MessagingTransport };

/** Where a failed send is reported: pino's (Fastify's request.log) `warn`. */
export interface WarnLog {
  warn(details: object, message: string): void;
}

/** Attempts of one send: the first and one retry (issue 16). */
const SEND_ATTEMPTS = 2;

/**
 * Sends one code through `transport` (MessagingTransport.sendCode's `input`), retrying once
 * after `retryPauseMs` (default 250 ms) when the MessagingError is `retryable` (a refused
 * connection, 429, 5xx). Every failed attempt is logged on `log` at warn level as `{ attempt,
 * retrying, providerStatus, reason }` — reason is the error's message, which names the transport
 * and the HTTP status or error code, never the code, the phone or the token. Resolves once
 * delivered; rejects with the last error (other errors than MessagingError at once, unlogged:
 * the error handler logs them).
 */
export async function sendCodeWithRetry(
  transport: MessagingTransport,
  input: Parameters<MessagingTransport['sendCode']>[0],
  log: WarnLog,
  opts: { retryPauseMs?: number } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await transport.sendCode(input);
      return;
    } catch (error) {
      if (!(error instanceof MessagingError)) throw error;
      const retrying = error.retryable && attempt < SEND_ATTEMPTS;
      log.warn(
        { attempt, retrying, providerStatus: error.providerStatus, reason: error.message },
        'one-time code send failed',
      );
      if (!retrying) throw error;
      await new Promise((resolve) => setTimeout(resolve, opts.retryPauseMs ?? 250));
    }
  }
}

/** The outbox channel of the built-in dev transport. */
export const DEV_CHANNEL = 'whatsapp-dev';

/** The text of a code message, e.g. 'Your Burgerato code is 1234. It is valid for 10 minutes.' (002 §2.11). */
export function codeMessageText(brandName: string, code: string, language: 'EN' | 'AR'): string {
  return language === 'AR'
    ? `رمز ${brandName} الخاص بك هو ${code}. صالح لمدة 10 دقائق.`
    : `Your ${brandName} code is ${code}. It is valid for 10 minutes.`;
}

/**
 * The built-in dev transport (ARCHITECTURE: demo mode): inserts the message in `outbox_messages`
 * (channel 'whatsapp-dev', `dev_code` = the plain code, read at /dev/outbox and
 * GET /api/v1/dev/outbox) and logs it with console.info. For demo mode only (issue 5): with
 * `demoMode` false it stores and logs nothing and every send rejects with a MessagingError that
 * is not retryable (the API answers 503), so a misconfigured server never keeps or prints a code.
 */
export function devOutboxTransport(db: Db, opts: { demoMode: boolean }): MessagingTransport {
  if (!opts.demoMode) {
    return {
      async sendCode() {
        throw new MessagingError('No messaging transport: the dev outbox is for demo mode only', undefined, {
          retryable: false,
        });
      },
      async sendOrderMessage() {
        throw new MessagingError('No messaging transport: the dev outbox is for demo mode only', undefined, {
          retryable: false,
        });
      },
    };
  }
  return {
    async sendCode({ brandId, brandName, phoneNumber, code, language }) {
      const body = codeMessageText(brandName, code, language);
      await insertOutboxMessage(db, {
        brandId,
        channel: DEV_CHANNEL,
        recipient: phoneNumber,
        body,
        devCode: code,
      });
      console.info(`[dev outbox] ${phoneNumber}: ${body}`);
    },
    async sendOrderMessage({ brandId, phoneNumber, text }) {
      await insertOutboxMessage(db, {
        brandId,
        channel: DEV_CHANNEL,
        recipient: phoneNumber,
        body: text,
        devCode: null,
      });
      console.info(`[dev outbox] ${phoneNumber}: ${text}`);
    },
  };
}

/**
 * The transport of `config.messaging` (issue 5): WhatsApp Business Cloud API when configured
 * (messaging-whatsapp.ts), otherwise the dev outbox — which works in demo mode only (loadConfig
 * refuses a non-demo configuration without WhatsApp; devOutboxTransport refuses to send then).
 */
export function createMessagingTransport(
  config: Pick<Config, 'demoMode' | 'messaging'>,
  db: Db,
): MessagingTransport {
  return config.messaging.kind === 'whatsapp'
    ? whatsAppTransport(config.messaging.whatsapp)
    : devOutboxTransport(db, { demoMode: config.demoMode });
}

/** One dev outbox message as answered by GET /api/v1/dev/outbox; `createdAt` is ISO 8601. */
export interface DevOutboxMessage {
  phoneNumber: string;
  code: string;
  brandId: string;
  text: string;
  createdAt: string;
}

/**
 * The latest `limit` (default 50) dev messages with a code, newest first, optionally only those
 * sent to `phoneNumber` (E.164). Reads across brands: the dev outbox is a demo-mode tool.
 */
export async function listDevOutboxMessages(
  db: Db,
  filter: { phoneNumber?: string | undefined; limit?: number } = {},
): Promise<DevOutboxMessage[]> {
  const rows = await latestOutboxMessages(db, { recipient: filter.phoneNumber, limit: filter.limit ?? 50 });
  return rows.map((r) => ({
    phoneNumber: r.recipient,
    code: r.devCode,
    brandId: r.brandId,
    text: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** One order message of the dev outbox (issue 17, decision 0031); `createdAt` is ISO 8601. */
export type DevOrderMessage = Omit<DevOutboxMessage, 'code'>;

/**
 * The latest `limit` (default 50) order messages of the dev outbox (accepted, ready, on the way,
 * rejected…), newest first, optionally only those sent to `phoneNumber` (E.164). Demo mode only.
 */
export async function listDevOrderMessages(
  db: Db,
  filter: { phoneNumber?: string | undefined; limit?: number } = {},
): Promise<DevOrderMessage[]> {
  const rows = await latestOrderMessages(db, { recipient: filter.phoneNumber, limit: filter.limit ?? 50 });
  return rows.map((r) => ({
    phoneNumber: r.recipient,
    brandId: r.brandId,
    text: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
