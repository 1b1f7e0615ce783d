import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { WalkData } from './catalogue.ts';
import { cli } from './cli.ts';

/**
 * The pages of the walk only a command makes: the demo business card (seeded, README 'Business
 * card') and a preview link — a brand imported with `npm run import:menu`, taken off the air with
 * `npm run brand -- unlive` and shared with `npm run brand -- preview` (decision 0036), whose
 * item the walk reads through the preview token's header.
 */
export async function walkExtras(
  request: APIRequestContext,
): Promise<Pick<WalkData, 'cardSlug' | 'preview'>> {
  const slug = `walk${Date.now().toString(36)}`;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sufra-walk-')), 'menu.json');
  writeFileSync(
    file,
    JSON.stringify({
      schema: 'realdata.menu.v1',
      currency: 'AED',
      restaurant: { name_en: 'Walk Kitchen', name_ar: 'مطبخ الجولة', city: 'Dubai' },
      provenance: { note: 'e2e fixture for the route walk (issue 19); demo content.' },
      categories: [
        {
          id: 'mains',
          name_en: 'Mains',
          name_ar: 'الأطباق الرئيسية',
          sort: 1,
          items: [
            {
              id: 'shawarma',
              name_en: 'Chicken Shawarma',
              name_ar: 'شاورما دجاج',
              description_en: 'Garlic sauce and pickles',
              description_ar: 'صلصة الثوم والمخلل',
              price: 14,
              image_url: `http://localhost:${process.env.E2E_PORT ?? '8181'}/demo/double-beef-burger.svg`,
              modifier_groups: [],
            },
          ],
        },
      ],
    }),
  );
  cli('import-menu.ts', ['--brand', slug, '--file', file]);
  cli('brand.ts', ['unlive', '--brand', slug]);
  const url = new URL(cli('brand.ts', ['preview', '--brand', slug]).trim().split('\n').at(-1)!);
  const token = url.searchParams.get('token') ?? '';
  const settings = await request.post(
    '/api/v1/branding/getBrandSettings?app_version=26&app_name=WEB_STORE_FRONT',
    {
      data: { language: 'EN', temporaryDomainName: slug },
      headers: { 'x-preview-token': token },
    },
  );
  const brandId = ((await settings.json()) as { data: { brand: { _id: string } } }).data.brand._id;
  const menu = await request.post('/api/v1/menus/get-brand-menu?app_version=26&app_name=WEB_STORE_FRONT', {
    data: { language: 'EN', brandId },
    headers: { 'x-preview-token': token },
  });
  const item = (
    (await menu.json()) as {
      data: { categories: Array<{ items: Array<{ _id: string; categoryId: string }> }> };
    }
  ).data.categories[0]!.items[0]!;
  const query = url.search.slice(1);
  return {
    cardSlug: 'sufra-demo',
    preview: {
      brand: slug,
      query,
      item: item._id,
      cat: item.categoryId,
    },
  };
}
