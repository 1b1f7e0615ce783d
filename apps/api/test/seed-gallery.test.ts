import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { brands, items } from '../src/db/schema.ts';
import { DEMO_GALLERY, seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

/** Seed README, demo additions: one Burgerato item shows the photo carousel of 000 §2.12 with local images. */
describe.each(testDatabases())('demo photo gallery on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("gives 'Double Beef Burger Meal' three local photos, in order, through the item detail API; no other item has photos", async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await seedDemoBrands(db);
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    const [item] = await db
      .select({ id: items.id, categoryId: items.categoryId })
      .from(items)
      .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, DEMO_GALLERY.itemTitleEn)));
    const res = await post(t.app, 'items/get-item-detail', {
      itemId: item!.id,
      brandId: burgerato!.id,
      categoryId: item!.categoryId,
      reverseImageUrls: true,
    });
    expect(res.body.data.itemInfo.itemImageURLs).toEqual([
      '/demo/double-beef-burger.svg',
      '/demo/burger-meal.svg',
      '/demo/fries-and-dip.svg',
    ]);
    // Served by the web app itself: every file is in apps/web/public (no network needed).
    for (const url of DEMO_GALLERY.imageUrls) expect(existsSync(path.join(webPublic, url)), url).toBe(true);
    const withPhotos = await db
      .select({ title: items.titleEn })
      .from(items)
      .where(sql`jsonb_array_length(${items.imageUrls}) > 0`);
    expect(withPhotos.map((r) => r.title)).toEqual([DEMO_GALLERY.itemTitleEn]);
  });
});
