/**
 * The WhatsApp Business Cloud API transport of one-time codes (issue 5; 002 §2.11). It sends
 * Meta's documented authentication-template message (copy-code button):
 * `POST {baseUrl}/{apiVersion}/{phoneNumberId}/messages` with `Authorization: Bearer {token}`
 * and the body built by `whatsAppCodeMessage`. It keeps no code and logs nothing: the caller's
 * caller (service.ts sendCode) logs the rejection, whose message never holds the code or the token.
 */
import type { WhatsAppConfig } from '../../config.ts';
import type { MessagingTransport } from './messaging.ts';

/** How long one send may take before it is abandoned, in milliseconds. */
const WHATSAPP_TIMEOUT_MS = 10_000;

/**
 * A code message that could not be handed over to the provider. `message` names the cause
 * (transport, HTTP status and Meta's numeric error code, a timeout, or the network error code)
 * and never holds the code, the token or the phone number; the API answers it as a 503 envelope
 * (service.ts sendCode). `retryable` says whether one more attempt may succeed: by default a
 * network failure (no status), 429 and 5xx are, other 4xx (a bad token, a bad parameter) are not.
 */
export class MessagingError extends Error {
  override name = 'MessagingError';
  readonly retryable: boolean;
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
    opts: { retryable?: boolean } = {},
  ) {
    super(message);
    this.retryable =
      opts.retryable ?? (providerStatus === undefined || providerStatus === 429 || providerStatus >= 500);
  }
}

/** The JSON body of one authentication-template send (Meta Cloud API, messages endpoint). */
export interface WhatsAppTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** The recipient in E.164 digits without '+', e.g. '971501234567'. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: 'en' | 'ar' };
    components: [
      { type: 'body'; parameters: [{ type: 'text'; text: string }] },
      { type: 'button'; sub_type: 'url'; index: '0'; parameters: [{ type: 'text'; text: string }] },
    ];
  };
}

/** A template message to `phoneNumber` (E.164, '+' dropped) with `components`, in `language`. */
function templateEnvelope<C>(phoneNumber: string, name: string, language: 'EN' | 'AR', components: C) {
  return {
    messaging_product: 'whatsapp' as const,
    recipient_type: 'individual' as const,
    to: phoneNumber.replace(/^\+/, ''),
    type: 'template' as const,
    template: { name, language: { code: language === 'AR' ? ('ar' as const) : ('en' as const) }, components },
  };
}

/**
 * The message that carries `code` to `phoneNumber` (E.164, with or without '+') with the
 * approved authentication template `templateName` in `language`: the code fills the body's
 * {{1}} and the copy-code button (Meta: "Send authentication templates").
 */
export function whatsAppCodeMessage(
  templateName: string,
  phoneNumber: string,
  code: string,
  language: 'EN' | 'AR',
): WhatsAppTemplateMessage {
  return templateEnvelope(phoneNumber, templateName, language, [
    { type: 'body', parameters: [{ type: 'text', text: code }] },
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
  ]);
}

/** The JSON body of one order-message send: a utility template with three body parameters. */
export interface WhatsAppOrderTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  /** The recipient in E.164 digits without '+'. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: 'en' | 'ar' };
    components: [{ type: 'body'; parameters: { type: 'text'; text: string }[] }];
  };
}

/**
 * The message about an order (issue 17, decision 0031) with the approved utility template
 * `templateName` in `language`: body parameters {{1}} brand, {{2}} order number, {{3}} detail (the
 * ETA range, the reason or the courier; a single space when none, as Meta refuses empty ones).
 */
export function whatsAppOrderMessage(
  templateName: string,
  phoneNumber: string,
  params: readonly [string, string, string],
  language: 'EN' | 'AR',
): WhatsAppOrderTemplateMessage {
  return templateEnvelope(phoneNumber, templateName, language, [
    { type: 'body', parameters: params.map((text) => ({ type: 'text' as const, text: text || ' ' })) },
  ]);
}

/** Meta's numeric error code from an error answer `{ error: { code } }`, if any. */
async function providerErrorCode(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    return typeof body?.error?.code === 'number' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The WhatsApp transport for `config` (see config.ts WhatsAppConfig). `sendCode` resolves when
 * the Cloud API accepted the message (2xx) and rejects with a MessagingError on a non-2xx answer,
 * a network failure or after `timeoutMs` (default WHATSAPP_TIMEOUT_MS). A timeout is not
 * retryable: the message may have gone out, and a second wait would double the customer's.
 * `fetchImpl` is for tests.
 */
export function whatsAppTransport(
  config: WhatsAppConfig,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): MessagingTransport {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const doFetch = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? WHATSAPP_TIMEOUT_MS;
  /** Posts one message body; rejects with a MessagingError as sendCode documents. */
  const post = async (message: object): Promise<void> => {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: unknown } };
      if (e.name === 'TimeoutError' || e.name === 'AbortError') {
        throw new MessagingError(`WhatsApp send timed out after ${timeoutMs} ms`, undefined, {
          retryable: false,
        });
      }
      const cause = typeof e.cause?.code === 'string' ? ` (${e.cause.code})` : '';
      throw new MessagingError(`WhatsApp send failed: network error${cause}`);
    }
    if (!response.ok) {
      const metaCode = await providerErrorCode(response);
      throw new MessagingError(
        `WhatsApp send failed: HTTP ${response.status}${metaCode === undefined ? '' : ` (Meta error ${metaCode})`}`,
        response.status,
      );
    }
    // The answer ({ messages: [{ id }] }) is not needed; drain it so the socket is reused.
    await response.arrayBuffer().catch(() => undefined);
  };
  return {
    async sendCode({ phoneNumber, code, language }) {
      await post(whatsAppCodeMessage(config.templateName, phoneNumber, code, language));
    },
    async sendOrderMessage({ phoneNumber, kind, language, params }) {
      await post(
        whatsAppOrderMessage(
          `${config.orderTemplatePrefix ?? 'sufra_order_'}${kind}`,
          phoneNumber,
          params,
          language,
        ),
      );
    },
  };
}
