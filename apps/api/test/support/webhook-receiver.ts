import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** One request a receiver got: its headers (lower-case names) and the raw body. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local webhook receiver (node:http on 127.0.0.1, a random port) answering from a script. */
export interface Receiver {
  url: string;
  received: Received[];
  /** The next answers' statuses, in order; once used up every request gets `fallback` (default 200). */
  answers: number[];
  fallback: number;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 at a random port. */
export async function startReceiver(pathName = '/hook'): Promise<Receiver> {
  const r: Omit<Receiver, 'url' | 'close'> = { received: [], answers: [], fallback: 200 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      r.received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(r.answers.shift() ?? r.fallback).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(r, {
    url: `http://127.0.0.1:${port}${pathName}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as Receiver;
}

/** The signature of docs/webhooks.md's verifyWebhook. */
export type VerifyWebhook = (
  secret: string | string[],
  headers: Record<string, string>,
  rawBody: string | Buffer,
  nowSeconds?: number,
) => { type: string; timestamp: string; data: Record<string, unknown> };

/**
 * docs/webhooks.md's own `verifyWebhook` (the first ```js block, the one that exports it), written
 * to a temporary module and imported: the tests verify with exactly what the docs tell receivers.
 */
export async function docsVerifyWebhook(): Promise<VerifyWebhook> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/webhooks.md'), 'utf8');
  const block = [...doc.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .find((b) => b.includes('export function verifyWebhook'));
  if (!block) throw new Error('docs/webhooks.md has no verifyWebhook block');
  const file = path.join(os.tmpdir(), `sufra-verify-webhook-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, block);
  return ((await import(file)) as { verifyWebhook: VerifyWebhook }).verifyWebhook;
}
