import {
  type CodedMessage,
  type Language,
  type LocalizedText,
  localizeMessage,
  messageText,
  messageTexts,
} from '@sufra/contract';
import type { z } from 'zod';

/**
 * An error with an HTTP status and a user-facing message, answered as `{ success: 0, message }` in
 * the request's language (issue 6). `message` is a catalogue text in English (MESSAGES.x, looked up
 * in the catalogue for its Arabic, localizeMessage) or both texts (messageTexts(key, …values)).
 * `message` of the Error is the English.
 */
export class HttpError extends Error {
  readonly texts: LocalizedText;
  constructor(
    readonly statusCode: number,
    message: string | LocalizedText,
    readonly extra: Record<string, unknown> = {},
  ) {
    const texts = typeof message === 'string' ? { EN: message, AR: localizeMessage(message, 'AR') } : message;
    super(texts.EN);
    this.texts = texts;
  }

  /** The message in `language`. */
  messageIn(language: Language): string {
    return this.texts[language];
  }
}

/**
 * A coded message of packages/pricing (issue 6: codes, never texts) as an HttpError with both
 * texts, answered in the request's language by the error handler.
 */
export function codedError(
  status: number,
  message: CodedMessage,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { EN: messageText(message, 'EN'), AR: messageText(message, 'AR') }, extra);
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A zod issue as describeZodError reads it (the fields of zod's issues it may use). */
interface IssueLike {
  code?: string;
  message: string;
  path: PropertyKey[];
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: unknown[];
  format?: string;
  keys?: string[];
}

const ARABIC_TYPES: Record<string, string> = {
  string: 'نصًا',
  number: 'رقمًا',
  int: 'عددًا صحيحًا',
  bigint: 'عددًا صحيحًا',
  boolean: 'قيمة منطقية (true أو false)',
  object: 'كائنًا',
  array: 'قائمة',
  date: 'تاريخًا',
};

/** The Arabic of one zod issue's problem (the catalogue's Arabic when the message is a catalogue text). */
function arabicProblem(issue: IssueLike): string {
  const known = localizeMessage(issue.message, 'AR');
  if (known !== issue.message) return known;
  const bound = (issue.minimum ?? issue.maximum)?.toString() ?? '';
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return `قيمة غير صالحة: يجب أن تكون ${ARABIC_TYPES[issue.expected ?? ''] ?? 'من النوع الصحيح'}`;
    case 'too_small':
      if (issue.origin === 'string') return `قصير جدًا: يجب ألا يقل طوله عن ${bound} حرف`;
      if (sized) return `قليل جدًا: يجب ألا يقل عدد عناصره عن ${bound}`;
      return issue.inclusive === false
        ? `صغير جدًا: يجب أن تكون القيمة أكبر من ${bound}`
        : `صغير جدًا: يجب ألا تقل القيمة عن ${bound}`;
    case 'too_big':
      if (issue.origin === 'string') return `طويل جدًا: يجب ألا يزيد طوله على ${bound} حرف`;
      if (sized) return `كثير جدًا: يجب ألا يزيد عدد عناصره على ${bound}`;
      return issue.inclusive === false
        ? `كبير جدًا: يجب أن تكون القيمة أقل من ${bound}`
        : `كبير جدًا: يجب ألا تزيد القيمة على ${bound}`;
    case 'invalid_value':
      return issue.values && issue.values.length > 0
        ? `قيمة غير صالحة: يجب أن تكون إحدى القيم ${issue.values.map((v) => JSON.stringify(v)).join('، ')}`
        : 'قيمة غير صالحة';
    case 'invalid_format':
      return issue.format === 'email' ? 'عنوان بريد إلكتروني غير صالح' : 'صيغة غير صالحة';
    case 'unrecognized_keys':
      return `حقول غير معروفة: ${(issue.keys ?? []).join('، ')}`;
    default:
      return 'قيمة غير صالحة';
  }
}

/**
 * Turns a zod error into one clear sentence naming the bad field, in English and Arabic, e.g.
 * "brandId is required" / "الحقل brandId مطلوب" or "orderedMenu.0.quantity: Too small: expected
 * number to be >=1" / "الحقل orderedMenu.0.quantity: صغير جدًا: يجب ألا تقل القيمة عن 1" (the field
 * path isolated from the Arabic text). `input` is the raw request body.
 */
export function describeZodErrorTexts(error: z.ZodError, input?: unknown): LocalizedText {
  const issue = error.issues[0] as IssueLike | undefined;
  if (!issue) return messageTexts('invalidRequest');
  const field = issue.path.map(String).join('.') || 'body';
  const missing = issue.path.length > 0 && input !== undefined && valueAt(input, issue.path) === undefined;
  if (missing || (issue.code === 'invalid_type' && /received undefined/.test(issue.message)))
    return messageTexts('fieldRequired', field);
  return messageTexts('fieldProblem', field, issue.message, arabicProblem(issue));
}

/** The English of describeZodErrorTexts, e.g. "brandId is required". */
export function describeZodError(error: z.ZodError, input?: unknown): string {
  return describeZodErrorTexts(error, input).EN;
}
