import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { safePath } from './safe-url.ts';

/** Fields that carry personal data or credentials, redacted wherever they appear in a log line. */
const PERSONAL_FIELDS = [
  'phoneNumber',
  'mobileNumber',
  'name',
  'customerName',
  'email',
  'verificationCode',
  'otp',
  'token',
  'password',
  'authorization',
  'cookie',
] as const;

/**
 * pino `redact` paths (issue 5: personal data in logs): each personal field in the request's
 * query, body and headers, and at the first and second level of any logged object (`*.name`,
 * `*.*.name`), plus cookies set by answers. Values become '[redacted]'.
 */
const REDACT_PATHS: string[] = [
  ...PERSONAL_FIELDS.flatMap((f) => [
    `req.query.${f}`,
    `req.body.${f}`,
    `req.headers.${f}`,
    `*.${f}`,
    `*.*.${f}`,
  ]),
  'res.headers["set-cookie"]',
];

/**
 * How a request appears in log lines: method, the path without its query string (queries carry
 * phones and names; see safePath), host and client address. Never headers or body.
 */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: safePath(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's `logger` option: false when disabled, else pino at `level` with the redaction and
 * the request serializer above; `stream` (tests) receives the JSON lines instead of stdout.
 */
export function loggerOptions(
  enabled: boolean,
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
