import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import {
  COMPRESS_THRESHOLD,
  encodeBody,
  negotiateEncoding,
} from '../../apps/api/src/modules/menu/content-encoding.ts';

/**
 * The benchmark's static baseline (issue 2: get-brand-menu throughput next to a static JSON route
 * of the same bytes; issue 16: the bench starts its own, the production app has no bench route).
 * `tsx bench/lib/static-server.ts FILE PORT` serves FILE's bytes, read once, at
 * GET http://127.0.0.1:PORT/static.json. Like a static file server with precompressed files
 * (@fastify/static `preCompressed`), it keeps br and gzip copies made at start (the menu's codings
 * and qualities, issue 6) and sends the one Accept-Encoding picks. Stops on SIGTERM.
 */
const [file, portText] = process.argv.slice(2);
if (!file || !portText) throw new Error('usage: tsx bench/lib/static-server.ts FILE PORT');
const bytes = readFileSync(file);
const small = bytes.length < COMPRESS_THRESHOLD;
const encoded = { br: encodeBody('br', bytes), gzip: encodeBody('gzip', bytes) };
const app = Fastify({ logger: false });
app.get('/static.json', async (request, reply) => {
  const coding = negotiateEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (coding === 'identity' || small) return reply.send(bytes);
  return reply.header('content-encoding', coding).send(encoded[coding]);
});
await app.listen({ host: '127.0.0.1', port: Number(portText) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
