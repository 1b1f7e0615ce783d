import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@sufra/contract';
import { AppError } from '../platform/errors.ts';
import { fieldProblemError } from './errors.ts';
import { sharedPlugin } from './plugin.ts';

/**
 * The dotted path of the first string (or object key) holding a NUL character (U+0000) in
 * `value`, e.g. `orderedMenu.0.note`; `''` for a bare string; null when there is none. Walks
 * iteratively, so a deeply nested body cannot overflow the stack.
 */
function findNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Refuses NUL characters at the edge (issue 5): a preValidation hook on every route checks the
 * path parameters, the query and the parsed body before any handler runs, and answers 400
 * `{ success: 0, message: '<field>: must not contain the NUL character (\u0000)' }`. PostgreSQL
 * text cannot store U+0000, so such input would otherwise fail deep in a query.
 */
export const nulGuardPlugin = sharedPlugin<Record<never, never>>('sufra-nul-guard', async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNul(value);
      if (at !== null) {
        // The not-found route's catch-all parameter is named '*': it is the whole path.
        const name = part === 'params' && at === '*' ? '' : at;
        const label = part === 'params' ? 'path' : part;
        const field = part === 'body' && name ? name : name ? `${label} ${name}` : label;
        throw fieldProblemError(field, 'mustNotContainNul');
      }
    }
  });
});

/** The refusal of an error Node's HTTP parser raises before Fastify sees a request (English: no request, no language). */
function clientErrorAnswer(code: string | undefined): AppError {
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError('headersTooLarge', 431);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('requestTimeout', 408);
  return new AppError('malformedRequest', 400);
}

/**
 * Fastify's `clientErrorHandler` (Node's `clientError` event, Fastify docs: Server): errors of
 * Node's HTTP parser — 431 for headers or a request line over the header size limit, 408 for a
 * timeout, 400 otherwise — are written to the socket as the JSON envelope
 * `{ success: 0, code, message }` with `Connection: close`, then the socket is closed. Nothing of the
 * request is echoed. A reset or destroyed socket is left alone.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = clientErrorAnswer(err.code);
  const status = refusal.statusCode;
  const body = JSON.stringify(fail(refusal.messageIn('EN'), { code: refusal.code }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
