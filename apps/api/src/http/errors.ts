import {
  type Args,
  isMessageKey,
  type LocalizedText,
  MESSAGE_CATALOGUE,
  type MessageKey,
  messageTexts,
} from '@sufra/contract';
import type { z } from 'zod';
import { AppError } from '../platform/errors.ts';

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

/** A catalogue code of a text without values (what a contract schema's check gives as its message). */
export type ProblemCode = { [K in MessageKey]: Args<K> extends [] ? K : never }[MessageKey];

/**
 * 400 'fieldProblem' naming `field` and a problem of the catalogue, by code, in both languages
 * (issue 16: errors by code), e.g. `fieldProblemError('path orderId', 'pathSegmentShape')`.
 */
export function fieldProblemError(field: string, problem: ProblemCode): AppError {
  const text = (messageTexts as (key: MessageKey) => LocalizedText)(problem);
  return new AppError('fieldProblem', 400, { args: [field, text.EN, text.AR] });
}

/**
 * The Arabic of a zod issue that carries no catalogue code (zod's own check, e.g. a length
 * bound): written from the issue's kind and bounds, never from its English text.
 */
function arabicProblem(issue: IssueLike): string {
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

/** The request part a zod error is about: the JSON body, the query string, the path or the headers. */
export type RequestPart = 'body' | 'query' | 'path' | 'header';

/**
 * How a field of each part is named in a refusal: `limit` (body and query alike, as before),
 * `path orderId`, `header x-name`.
 */
const PART_PREFIX: Record<RequestPart, string> = { body: '', query: '', path: 'path ', header: 'header ' };

/**
 * Turns a zod error into one clear refusal naming the bad field (issue 16: by code): 400
 * 'fieldRequired' ("brandId is required" / "الحقل brandId مطلوب") or 'fieldProblem'
 * ("orderedMenu.0.quantity: Too small: expected number to be >=1" / "الحقل orderedMenu.0.quantity:
 * صغير جدًا: يجب ألا تقل القيمة عن 1", the field path isolated from the Arabic text), or
 * 'invalidRequest' for an error with no issue. `input` is the raw value that was validated;
 * `part` names where it came from: a path parameter's field is `path <name>` (issue 16).
 */
export function zodRefusal(error: z.ZodError, input?: unknown, part: RequestPart = 'body'): AppError {
  const issue = error.issues[0] as IssueLike | undefined;
  if (!issue) return new AppError('invalidRequest', 400);
  const at = issue.path.map(String).join('.');
  const field = at ? `${PART_PREFIX[part]}${at}` : part;
  const missing = issue.path.length > 0 && input !== undefined && valueAt(input, issue.path) === undefined;
  if (missing || (issue.code === 'invalid_type' && /received undefined/.test(issue.message)))
    return new AppError('fieldRequired', 400, { args: [field] });
  // A contract schema's own check names its problem by catalogue code (problemCode, issue 16).
  if (isMessageKey(issue.message) && typeof MESSAGE_CATALOGUE[issue.message].EN === 'string')
    return fieldProblemError(field, issue.message as ProblemCode);
  return new AppError('fieldProblem', 400, { args: [field, issue.message, arabicProblem(issue)] });
}
