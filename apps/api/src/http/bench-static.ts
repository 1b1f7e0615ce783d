import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Benchmark baseline (issue 2: get-brand-menu throughput next to a static JSON route of the same
 * bytes on the same server): when SUFRA_BENCH_STATIC_FILE names a file, GET /api/bench/static.json
 * answers its bytes, read once. Off otherwise.
 */
export function registerBenchStaticRoute(app: FastifyInstance): void {
  const file = process.env.SUFRA_BENCH_STATIC_FILE;
  if (!file) return;
  const bytes = readFileSync(file);
  app.get('/api/bench/static.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
}
