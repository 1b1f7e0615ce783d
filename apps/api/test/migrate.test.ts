import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { brands } from '../src/db/schema.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createFreshPostgres } from './support/shared-database.ts';

/**
 * Issue 5: two instances started together on an empty PostgreSQL database used to crash
 * (`type "brand_domains" already exists`). Migrations and the demo seed now run under an advisory
 * lock. PostgreSQL only (skipped when DATABASE_URL is unset).
 */
describe.skipIf(!process.env.DATABASE_URL)('concurrent start on an empty PostgreSQL database', () => {
  it('two openDatabase + seed at once, 3 times: no error, the demo brands seeded once', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 3; round++) {
      const fresh = await createFreshPostgres();
      try {
        const results = await Promise.allSettled(
          [0, 1].map(() => openDatabase({ url: fresh.url, setup: (db) => seedDemoBrands(db) })),
        );
        for (const r of results)
          if (r.status === 'rejected') failures.push(String(r.reason?.message ?? r.reason));
        const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        if (opened[0]) expect(await opened[0].db.select({ n: count() }).from(brands)).toEqual([{ n: 2 }]);
        await Promise.all(opened.map((d) => d.close()));
      } finally {
        await fresh.drop();
      }
    }
    console.info(`concurrent starts: 6 opens, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 300_000);
});
