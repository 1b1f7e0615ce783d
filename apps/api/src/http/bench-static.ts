import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, encodeBody, negotiateEncoding } from '../modules/menu/content-encoding.ts';

/**
 * Benchmark baseline (issue 2: get-brand-menu throughput next to a static JSON route of the same
 * bytes on the same server): when SUFRA_BENCH_STATIC_FILE names a file, GET /api/bench/static.json
 * answers its bytes, read once. Like a static file server with precompressed files (@fastify/static
 * `preCompressed`), it keeps br and gzip copies made at start (the menu's codings and qualities,
 * issue 6) and sends the one Accept-Encoding picks, bypassing @fastify/compress. Off otherwise.
 */
export function registerBenchStaticRoute(app: FastifyInstance): void {
  const file = process.env.SUFRA_BENCH_STATIC_FILE;
  if (!file) return;
  const bytes = readFileSync(file);
  const small = bytes.length < COMPRESS_THRESHOLD;
  const encoded = { br: encodeBody('br', bytes), gzip: encodeBody('gzip', bytes) };
  app.get('/api/bench/static.json', { config: { compress: false } }, async (request, reply) => {
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (coding === 'identity' || small) return reply.send(bytes);
    return reply.header('content-encoding', coding).send(encoded[coding]);
  });
}
