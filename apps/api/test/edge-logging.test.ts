import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';

describe('personal data stays out of the logs (issue 5)', () => {
  it('request lines log the path without its query; phone, name and token never appear', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openDatabase({});
    const app = await buildApp(
      {
        db: database.db,
        config: { demoMode: true, minAppVersion: 26, webDist: undefined, logLevel: 'debug' },
      },
      { logStream: stream },
    );
    app.get('/api/test/boom', async (request) => {
      request.log.info({ body: { phoneNumber: '+971509998877', name: 'Layla Haddad' } }, 'handler input');
      throw new Error('boom');
    });
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/v1/user/update-user-profile?phoneNumber=%2B971509998877&name=Layla%20Haddad',
        headers: { authorization: 'secret-token-123' },
        payload: { name: 'Layla Haddad', email: 'layla@example.com' },
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      const boom = await app.inject({
        method: 'GET',
        url: '/api/test/boom?phoneNumber=0509998877&name=Layla',
      });
      expect(boom.statusCode).toBe(500);
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/v1/user/update-user-profile');
    expect(log).toContain('unhandled error');
    expect(log).toContain('[redacted]');
    for (const secret of ['9998877', 'Layla', 'Haddad', 'layla@example.com', 'secret-token-123']) {
      expect(log).not.toContain(secret);
    }
  });
});
