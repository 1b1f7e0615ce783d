import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** One endpoint of the spec's §7 tables and the Sufra call that answers it (docs/spec/endpoint-paths.json). */
interface EndpointPath {
  method: 'GET' | 'POST';
  path?: string;
  page?: boolean;
  note?: string;
}

const specDir = new URL('../../../docs/spec/', import.meta.url);
const catalogue = JSON.parse(readFileSync(new URL('catalogue.json', specDir), 'utf8')) as {
  endpoints: { id: string; path: string; seed: string; section: string }[];
};
const paths = JSON.parse(readFileSync(new URL('endpoint-paths.json', specDir), 'utf8')) as Record<
  string,
  EndpointPath
>;

/**
 * Issue 19, "Done when": every call of the three §7 tables answers (000 §7, 001 §7, 002 §7). Each
 * of the catalogue's 62 endpoints is mapped in docs/spec/endpoint-paths.json to the Sufra call
 * that serves it, and called here — signed out and with a customer's token — with the brand and a
 * nearly empty body. An endpoint answers when its route exists (never the router's 404 `noMatch`)
 * and it answers the envelope (`success` 1, or 0 with a catalogue `code`), never a 5xx. What each
 * call does is tested in its own file; this walk fails when a spec endpoint has no route at all.
 */
describe.each(testDatabases())(
  'every endpoint of the spec answers on %s (issue 19, 000/001/002 §7)',
  (kind) => {
    let t: TestApp;
    let brandId: string;
    let storeId: string;
    let token: string;
    let domain: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.database.db;
      const brand = await createBrand(db);
      brandId = brand.id;
      domain = brand.temporaryDomainName;
      storeId = (await createStore(db, brandId)).id;
      await createMenu(db, brandId);
      const [c] = await db
        .insert(customers)
        .values({ brandId, phoneNumber: '+971507771234', name: 'Walk' })
        .returning();
      token = await createSession(db, brandId, c!.id, new Date());
    });
    afterAll(() => t.close());

    it('maps every endpoint of the catalogue (62)', () => {
      expect(catalogue.endpoints).toHaveLength(62);
      const unmapped = catalogue.endpoints.filter((e) => !paths[e.id]).map((e) => e.id);
      expect(unmapped).toEqual([]);
    });

    const cases = catalogue.endpoints.map((e) => [e.id, e.path, paths[e.id]] as const);

    it.each(cases)('%s %s answers', async (id, _specPath, mapped) => {
      expect(mapped, id).toBeTruthy();
      if (!mapped) return;
      if (mapped.page) {
        // EP18 (000 §2.4, §7.1): the page's own URL answers, carrying the brand's id in `brandid`.
        const res = await t.app.inject({ method: 'GET', url: `/${domain}/` });
        expect([200, 404]).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.headers.brandid).toBe(brandId);
        return;
      }
      const path = mapped
        .path!.replace('{slug}', 'no-such-card')
        .replace('{suffix}', 'card')
        .replace(/\{[A-Za-z]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const authorization of [undefined, token]) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const common = { app_version: '26', app_name: 'WEB_STORE_FRONT' };
        const res =
          mapped.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: `/api/v1/${path}?${new URLSearchParams({ ...common, brandId, storeId })}`,
                headers,
              })
            : await t.app.inject({
                method: 'POST',
                url: `/api/v1/${path}?${new URLSearchParams(common)}`,
                payload: { brandId, storeId, language: 'EN' },
                headers,
              });
        const body = res.json() as { success: number; code?: string; message?: string };
        const what = `${id} ${mapped.method} ${path} (${authorization ? 'signed in' : 'signed out'}): ${res.statusCode} ${body.code ?? ''} ${body.message ?? ''}`;
        expect(body.code, what).not.toBe('noMatch');
        expect(res.statusCode, what).toBeLessThan(500);
        expect([0, 1], what).toContain(body.success);
        if (body.success === 0) expect(body.code, what).toMatch(/^[a-zA-Z_]+$/);
      }
    });
  },
);
