import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes `reply` over as a Server-Sent Events stream (issue 17: the customer's order stream,
 * decision 0026, and the kitchen board's, decision 0028): hijacks it, writes the 200 head with the
 * headers set so far (security headers, no content-length) and `text/event-stream`, `Cache-Control:
 * no-cache, no-transform` and `X-Accel-Buffering: no` (never compressed or buffered by a proxy),
 * and turns off Nagle and the socket timeout. Answers the raw response to write events to.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.socket?.setNoDelay(true);
  raw.socket?.setTimeout(0);
  return raw;
}
