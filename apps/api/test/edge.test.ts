import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const NUL = '\u0000';

/** Writes raw bytes to the listening app and resolves with everything it answers before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
    socket.write(request);
  });
}

/** The JSON body of a raw HTTP answer. */
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe.each(testDatabases())('framework errors and NUL characters at the edge on %s (issue 5)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    brandId = (await createBrand(t.database.db, { temporaryDomainName: 'edgy' })).id;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('431: headers over the limit are answered by the envelope, written on the socket', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/docs HTTP/1.1\r\nHost: localhost\r\nX-Huge: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'The request headers (or its address) are too large',
    });
  });

  it('431 too for a request line (URL) over the limit, without echoing it', async () => {
    const answer = await rawRequest(port, `GET /${'u'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(bodyOf(answer).success).toBe(0);
    expect(answer).not.toContain('uuuu');
  });

  it('414: a path parameter over maxParamLength is the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order-tracking-info/${'x'.repeat(300)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: 0, code: expect.any(String), message: 'The address is too long' });
  });

  it('400 FST_ERR_BAD_URL: a malformed %-escape is the envelope and the URL is not echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/order/get-order-info/%E0%A4%Azzsecret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'The address is not a valid URL',
    });
  });

  it('404 echoes neither a huge path nor its query, and no control characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/no/${'z'.repeat(5_000)}?phoneNumber=0501234567`,
    });
    expect(res.statusCode).toBe(404);
    const { success, message } = res.json();
    expect(success).toBe(0);
    expect(message.length).toBeLessThan(120);
    expect(message).not.toContain('0501234567');
    const control = await t.app.inject({ method: 'POST', url: '/api/v1/no/such\u0001call', payload: {} });
    expect(control.statusCode).toBe(404);
    expect([...control.json().message].some((c: string) => c.charCodeAt(0) < 0x20)).toBe(false);
    // A NUL in an unknown path is refused at the edge, without echoing the path.
    const nul = await t.app.inject({ method: 'POST', url: '/api/v1/no/such%00call', payload: {} });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'path: must not contain the NUL character (\\u0000)',
    });
  });

  it('NUL in body fields is a 400 before any handler: profile name, orderingPlatform, temporaryDomainName', async () => {
    const profile = await post(t.app, 'user/update-user-profile', { brandId, name: `Ali${NUL}`, email: '' });
    // Refused at the edge: before authentication (the call needs a token) and before the database.
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'name: must not contain the NUL character (\\u0000)',
    });
    const order = await post(t.app, 'order/place-order-v2', { brandId, orderingPlatform: `WEB${NUL}` });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('orderingPlatform: must not contain the NUL character (\\u0000)');
    const settings = await post(t.app, 'branding/getBrandSettings', { temporaryDomainName: `edgy${NUL}` });
    expect(settings.status).toBe(400);
    expect(settings.body.message).toBe('temporaryDomainName: must not contain the NUL character (\\u0000)');
    const nested = await post(t.app, 'order/place-order-v2', {
      brandId,
      orderedMenu: [{ note: { x: NUL } }],
    });
    expect(nested.body.message).toBe('orderedMenu.0.note.x: must not contain the NUL character (\\u0000)');
  });

  it('NUL in a path parameter or a query parameter is a 400 too', async () => {
    const path = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order-tracking-info/abc%00def?brandId=${brandId}`,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'path orderId: must not contain the NUL character (\\u0000)',
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/order/getCustomerOrders?brandId=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('query brandId: must not contain the NUL character (\\u0000)');
  });
});
