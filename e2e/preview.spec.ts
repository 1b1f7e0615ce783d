import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cli } from './support/cli.ts';
import { expectNoSeriousA11yViolations } from './support/fixtures.ts';
import { expect, test, text, useLanguage } from './support/robustness.ts';
import type { Lang } from './support/texts.ts';

/**
 * Preview mode (000 §2.3 RT01–RT03, §2.20; issue 19, decision 0036), as an operator and a
 * reviewer meet it: a brand imported with the real command (npm run import:menu), taken off the
 * air (npm run brand -- unlive) and shared by its preview link (npm run brand -- preview, the last
 * line). The link shows the brand and its menu marked 'Preview', with no basket, sign-in or a way
 * to order ('Add 1 to basket' disabled); without the token the brand is unknown (the bad-link
 * screen) on its home and on /preview alike; the item's image viewer is a route (deep link, Back).
 * English and Arabic, 390 px; screenshots go to PREVIEW_SHOTS (default /tmp/shots-preview).
 */

const SHOTS = process.env.PREVIEW_SHOTS ?? '/tmp/shots-preview';
const PORT = process.env.E2E_PORT ?? '8181';
const SLUG = `preview${Date.now().toString(36)}`;
const ITEM = { en: 'Double Preview Burger', ar: 'برجر المعاينة المزدوج' };

const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** The brand's menu: one category, an item with a photo (served by this server) and options, one without. */
function previewMenu() {
  const photo = `http://localhost:${PORT}/demo/double-beef-burger.svg`;
  return {
    schema: 'realdata.menu.v1',
    currency: 'AED',
    restaurant: { name_en: 'Preview Kitchen', name_ar: 'مطبخ المعاينة', city: 'Dubai' },
    provenance: { note: 'e2e fixture for preview mode (issue 19); demo content.' },
    categories: [
      {
        id: 'burgers',
        name_en: 'Burgers',
        name_ar: 'برجر',
        sort: 1,
        items: [
          {
            id: 'double',
            name_en: ITEM.en,
            name_ar: ITEM.ar,
            description_en: 'Two beef patties, cheese and pickles',
            description_ar: 'قطعتا لحم وجبن ومخلل',
            price: 32.5,
            image_url: photo,
            modifier_groups: [],
          },
          {
            id: 'fries',
            name_en: 'Preview Fries',
            name_ar: 'بطاطس المعاينة',
            description_en: 'Crispy fries',
            description_ar: 'بطاطس مقرمشة',
            price: 9,
            image_url: null,
            modifier_groups: [],
          },
        ],
      },
    ],
  };
}

let link = '';

test.beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sufra-preview-')), 'menu.json');
  writeFileSync(file, JSON.stringify(previewMenu()));
  cli('import-menu.ts', ['--brand', SLUG, '--file', file]);
  expect(cli('brand.ts', ['unlive', '--brand', SLUG])).toContain('not live');
  const url = new URL(cli('brand.ts', ['preview', '--brand', SLUG]).trim().split('\n').at(-1)!);
  expect(url.pathname).toBe(`/${SLUG}/preview`);
  link = url.pathname + url.search;
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test.describe(`without the token (${lang})`, () => {
    // The brand settings call answers 404 brandNotFound: the browser logs the failed load.
    test.use({ allowedConsoleErrors: /404 \(Not Found\).*branding\/getBrandSettings/ });
    test(`without the token a brand not yet live is unknown, on its home and its preview (${lang})`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      for (const target of [`/${SLUG}`, `/${SLUG}/preview`, `/${SLUG}/preview?token=wrong`]) {
        await page.goto(target);
        await expect(page.getByRole('heading', { name: text(lang, 'common:badLink') })).toBeVisible();
        await expect(page.getByText(ITEM[lang])).toHaveCount(0);
      }
      await shoot(page, `no-token-${lang}`);
    });
  });

  test(`the preview link shows the brand and its menu, marked 'Preview', with no way to order (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await page.goto(link);
    const banner = page.getByRole('region', { name: text(lang, 'common:previewBannerLabel') });
    await expect(banner).toContainText(text(lang, 'common:previewBanner'));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(
      page.getByRole('heading', { name: lang === 'ar' ? 'مطبخ المعاينة' : 'Preview Kitchen' }).first(),
    ).toBeVisible();
    await expect(page.getByPlaceholder(text(lang, 'menu:searchMenuItems'))).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(ITEM[lang]) }).first()).toBeVisible();
    // No basket, no sign-in, no order type: nothing in the header but the language switch.
    await expect(page.locator('header a')).toHaveCount(0);
    await expect(page.getByRole('link', { name: text(lang, 'common:signupLogin') })).toHaveCount(0);
    await shoot(page, `preview-menu-${lang}`);
    await expectNoSeriousA11yViolations(page, `preview menu (${lang})`);

    // Search for menu items: the other item goes away.
    await page
      .getByPlaceholder(text(lang, 'menu:searchMenuItems'))
      .fill(lang === 'ar' ? 'المزدوج' : 'Double');
    await expect(page.getByText(lang === 'ar' ? 'بطاطس المعاينة' : 'Preview Fries')).toHaveCount(0);

    await page
      .getByRole('button', { name: new RegExp(ITEM[lang]) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/preview\/item-detail\?item=.+&cat=.+&token=/);
    await expect(page.getByRole('heading', { name: ITEM[lang] })).toBeVisible();
    const add = page.getByRole('button', { name: new RegExp(text(lang, 'item:addToBasket', { count: 1 })) });
    await expect(add).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(banner).toBeVisible();
    await shoot(page, `preview-item-${lang}`);
    await expectNoSeriousA11yViolations(page, `preview item (${lang})`);

    // 000 §2.13 RT03: the photo opens /preview/item-image (a route, token kept); Back closes it.
    const itemUrl = page.url();
    const viewerName = text(lang, 'item:galleryLabel', { title: ITEM[lang] });
    await page.getByRole('button', { name: text(lang, 'item:galleryView', { title: ITEM[lang] }) }).click();
    const viewer = page.getByRole('dialog', { name: viewerName });
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(/\/preview\/item-image\?item=.+&cat=.+&token=.+&i=1$/);
    const imageUrl = page.url();
    await shoot(page, `preview-image-${lang}`);
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(itemUrl);

    // A deep link to the viewer (no navigation state) loads the item's photo; closing opens the item.
    await page.goto(imageUrl);
    await expect(page.getByRole('dialog', { name: viewerName })).toBeVisible();
    await expect(page.getByRole('dialog', { name: viewerName }).getByRole('img')).toHaveAttribute(
      'src',
      /double-beef-burger\.svg$/,
    );
    await page
      .getByRole('dialog', { name: viewerName })
      .getByRole('button', { name: text(lang, 'item:close') })
      .click();
    await expect(page).toHaveURL(/\/preview\/item-detail\?item=.+&cat=.+&token=/);
    await expect(page.getByRole('heading', { name: ITEM[lang] })).toBeVisible();
  });
}
