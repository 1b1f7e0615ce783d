import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { test } from './fixtures.ts';
import type { Lang } from './texts.ts';

/** Helpers of e2e/robustness.spec.ts (issue 6); `test` and `expect` are those of support/fixtures.ts. */
export { expect, test } from './fixtures.ts';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/locales',
);

/** A UI text by key ('item:maxQuantityAllowed') in `lang`, with its {{placeholders}} filled. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, name] = key.split(':') as [string, string];
  const all = JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const template = all[name];
  if (!template) throw new Error(`No text ${key} in ${lang}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => String(values[v] ?? ''));
}

/** Starts the app in `lang`: the saved language is read at app start (000 §1 Languages). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('sufra:language', l), lang);
}

/** A 390 px screenshot of the current screen into the test's output folder. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

interface Bilingual {
  en: { title?: string };
  ar: { title?: string };
}

/** The brand id of a demo brand and one item of its brand menu (by English title), read through the API. */
export async function brandItem(
  request: APIRequestContext,
  brand: string,
  titleEn: string,
): Promise<{ brandId: string; id: string; categoryId: string; en: string; ar: string }> {
  const post = async <T>(p: string, body: Record<string, unknown>): Promise<T> => {
    const res = await request.post(`/api/v1/${p}`, { data: { language: 'EN', ...body } });
    const json = (await res.json()) as { success: number; data: T };
    if (json.success !== 1) throw new Error(`${p} failed: ${res.status()}`);
    return json.data;
  };
  const settings = await post<{ brand: { _id: string } }>('branding/getBrandSettings', {
    temporaryDomainName: brand,
  });
  const brandId = settings.brand._id;
  const menu = await post<{
    categories: Array<{
      categoryId: { _id: string };
      items: Array<{ _id: string; categoryId: string; translations: Bilingual }>;
    }>;
  }>('menus/get-brand-menu', { brandId });
  for (const c of menu.categories) {
    const item = c.items.find((i) => i.translations.en.title === titleEn);
    if (item)
      return {
        brandId,
        id: item._id,
        categoryId: item.categoryId || c.categoryId._id,
        en: item.translations.en.title ?? '',
        ar: item.translations.ar.title ?? '',
      };
  }
  throw new Error(`${brand} has no item '${titleEn}'`);
}
