import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, pinnedPost } from '../src/modules/webhooks/pinned-post.ts';

/**
 * DNS pinning of webhook deliveries (issue 17, decision 0025): the POST connects to the address
 * its own lookup checked, so a host that resolves to a private address at delivery time is not
 * posted to in production, whatever it resolved to when the endpoint was added.
 */
describe('webhook POSTs pinned to a checked address (issue 17)', () => {
  let server: Server;
  let port: number;
  const received: { body: string; signature: string | undefined }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ body, signature: req.headers['webhook-signature'] as string | undefined });
        res.writeHead(req.url === '/fail' ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the body and headers and answers the status (private addresses allowed: demo, tests)', async () => {
    const at = `http://localhost:${port}/hook`;
    expect(
      await pinnedPost(at, { 'webhook-signature': 'v1,abc' }, '{"a":1}', {
        timeoutMs: 2000,
        allowPrivate: true,
      }),
    ).toBe(204);
    expect(received.at(-1)).toEqual({ body: '{"a":1}', signature: 'v1,abc' });
    expect(
      await pinnedPost(`http://localhost:${port}/fail`, {}, '{}', { timeoutMs: 2000, allowPrivate: true }),
    ).toBe(500);
  });

  it('refuses, before connecting, a host that resolves to a loopback address in production', async () => {
    const before = received.length;
    await expect(
      pinnedPost(`http://localhost:${port}/hook`, {}, '{}', { timeoutMs: 2000, allowPrivate: false }),
    ).rejects.toThrow(/private address/);
    expect(received.length).toBe(before);
  });

  it('the lookup answers public addresses and refuses private ones', async () => {
    const ask = (host: string, allowPrivate: boolean) =>
      new Promise<string>((resolve, reject) =>
        guardedLookup(allowPrivate)(host, {}, (error, address) =>
          error ? reject(error) : resolve(address as string),
        ),
      );
    await expect(ask('localhost', false)).rejects.toThrow(/private address/);
    expect(await ask('localhost', true)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
