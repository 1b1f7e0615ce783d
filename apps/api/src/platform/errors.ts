import {
  type Args,
  type CodedMessage,
  type Language,
  type LocalizedText,
  type MessageKey,
  messageTexts,
} from '@sufra/contract';

/** A value of a message that differs by language (an item's or a group's name). */
export type LocalizedArg = LocalizedText;

/** Each value of the tuple `A` as it is or as one per language. */
type Localizable<A> = { [I in keyof A]: A[I] | LocalizedArg };

/** The values of message `K`, each as it is or as one per language. */
export type AppErrorArgs<K extends MessageKey> = Localizable<Args<K>>;

const isLocalized = (value: unknown): value is LocalizedArg =>
  value !== null && typeof value === 'object' && 'EN' in value && 'AR' in value;

/**
 * A refusal with a code (issue 16: errors by code): `code` is a key of the message catalogue
 * (packages/contract messages.ts, e.g. 'couponNotFound'), `statusCode` the HTTP status, `args`
 * the values of a text with values (a value may differ by language: `{ EN, AR }`), `extra` more
 * fields of the failure envelope (e.g. `data`). The error handler answers
 * `{ success: 0, code, message, ...extra }` with the catalogue's text of the code in the
 * request's language — no code path builds a message from English. `message` of the Error is the
 * English text, for logs.
 *
 * @example throw new AppError('couponNotFound', 400)
 * @example throw new AppError('maxQuantityAllowed', 400, { args: [3, { EN: 'Fries', AR: 'بطاطس' }] })
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly args: readonly unknown[];
  readonly extra: Record<string, unknown>;
  constructor(
    readonly code: K,
    readonly statusCode: number,
    opts: { args?: AppErrorArgs<K>; extra?: Record<string, unknown> } = {},
  ) {
    const args = (opts.args ?? []) as readonly unknown[];
    super(textOf(code, args, 'EN'));
    this.name = 'AppError';
    this.args = args;
    this.extra = opts.extra ?? {};
  }

  /** The message in `language`: the catalogue's text of the code with its values. */
  messageIn(language: Language): string {
    return textOf(this.code, this.args, language);
  }

  /** A coded message of packages/pricing (issue 6: packages answer codes) as an AppError. */
  static of(statusCode: number, message: CodedMessage, extra: Record<string, unknown> = {}): AppError {
    return new AppError(message.code, statusCode, { args: message.args as never, extra });
  }
}

/** The catalogue's text of `code` in `language`, with `args` (localized values picked). */
function textOf(code: MessageKey, args: readonly unknown[], language: Language): string {
  const values = args.map((a) => (isLocalized(a) ? a[language] : a));
  return (messageTexts as (key: MessageKey, ...a: unknown[]) => LocalizedText)(code, ...values)[language];
}
