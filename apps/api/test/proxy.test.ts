import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand } from './support/factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

let seq = 0;
/** A fresh valid UAE mobile per send, so the per-phone limit never interferes. */
const phone = () => `055${String(2_000_000 + ++seq * 7919).slice(-7)}`;

/** Sends a sign-in code from one socket (remoteAddress) claiming the client `forwardedFor`. */
async function send(t: TestApp, brandId: string, forwardedFor: string, remoteAddress = '203.0.113.9') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/password-less-login-v2?app_version=26&app_name=WEB_STORE_FRONT',
    payload: {
      brandId,
      phoneNumber: phone(),
      countryObj: { countryCode: 'AE', dialCode: '971' },
      userType: 'CUSTOMER',
    },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
  return res.statusCode;
}

describe.each(testDatabases())('client address and per-IP limits behind proxies on %s (issue 5)', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  let brandId: string;

  beforeAll(async () => {
    direct = await createTestApp(kind);
    proxied = await createTestApp(kind, { trustProxy: 1 });
    brandId = (await createBrand(direct.database.db)).id;
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('by default X-Forwarded-For is ignored: 35 spoofed clients on one socket get at most 30 codes (per-IP 30/hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push(await send(direct, brandId, `198.51.100.${i + 1}`));
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('with trustProxy=1 the client named by the one trusted proxy counts, each with its own limit', async () => {
    const proxiedBrand = (await createBrand(proxied.database.db)).id;
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push(await send(proxied, proxiedBrand, `198.51.100.${i + 1}`));
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Only the nearest hop is trusted: a client-written first entry does not change the address.
    const spoofed: number[] = [];
    for (let i = 0; i < 31; i++)
      spoofed.push(await send(proxied, proxiedBrand, `10.9.9.${i + 1}, 192.0.2.77`));
    expect(spoofed.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(spoofed[30]).toBe(429);
  });
});
