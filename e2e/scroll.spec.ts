import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { bigMenu } from '../bench/lib/big-menu.mjs';
import { e2eServerInfo } from './support/fixtures.ts';
import { brandItem, expect, shot, test, text, useLanguage } from './support/robustness.ts';
import type { Lang } from './support/texts.ts';

/**
 * Scroll position and category chips (issue 6; 000 §2.4 "Scroll position is saved before an item
 * opens and restored on return from the item screen", 000 §2.11 chips follow the scroll), in
 * English and Arabic: back at the same place after adding an item, after the in-page back arrow,
 * after the browser's back, after closing an outlet item popup; the chip of the category in view
 * is the highlighted one while scrolling and after a tap — on a demo menu and on a virtualised
 * 1,410-item menu.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = 'burgerato';
/** A demo item without modifier groups, half-way down the menu (Kids Meals). */
const ITEM = 'Kids Burger';
const langs: Lang[] = ['en', 'ar'];
/** How far from the saved place a restored scroll may land, px (fonts and images settle). */
const TOLERANCE = 40;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const activeChip = (page: Page) => page.locator('.category-chips .chip[aria-current="true"]');

/** Scrolls the page so `row` sits in the middle of the viewport, and answers the scroll position. */
async function scrollToRow(page: Page, row: Locator): Promise<number> {
  await row.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2;
    window.scrollTo(0, top);
  });
  await page.waitForTimeout(300); // the scroll position is saved once per frame
  return scrollY(page);
}

async function expectScrollNear(page: Page, y: number) {
  await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeGreaterThan(y - TOLERANCE);
  await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBeLessThan(y + TOLERANCE);
}

for (const lang of langs) {
  const L = lang.toUpperCase();

  test(`scroll kept: after adding, the back arrow and browser back (${L}) — 000 §2.4, §2.12`, async ({
    page,
    request,
  }) => {
    const item = await brandItem(request, brand, ITEM);
    await useLanguage(page, lang);
    await page.goto(`/${brand}`);
    const row = page.getByRole('button', { name: new RegExp(item[lang]) }).first();
    await expect(row).toBeVisible();

    // Browser back from the item page.
    const y1 = await scrollToRow(page, row);
    expect(y1).toBeGreaterThan(800);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/item/${item.id}/`));
    await page.goBack();
    await expect(row).toBeVisible();
    await expectScrollNear(page, y1);

    // The in-page back arrow.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/item/${item.id}/`));
    await page
      .getByRole('button', { name: text(lang, 'common:back') })
      .first()
      .click();
    await expectScrollNear(page, y1);

    // Adding the item goes home (fromItemScreen) at the same place.
    await row.click();
    // The footer's 'Add 1 to basket {total}' (the page also lists buttons of its options).
    const add = page.getByRole('button', {
      name: new RegExp(
        text(lang, 'item:addToBasket', { count: '§' })
          .split('§')
          .map((part) => part.trim())
          .join('\\s*1\\s*'),
      ),
    });
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/${brand}/?$`));
    await expectScrollNear(page, y1);
    await shot(page, `scroll-after-add-${lang}`);
  });

  test(`category chips follow the scroll and a tap (${L}) — 000 §2.11`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto(`/${brand}`);
    const headings = page.locator('.menu-category-title');
    await expect(headings.first()).toBeVisible();
    // The first categories render at once, the others right after (menu-list.tsx): wait for all.
    const chipCount = await page.locator('.category-chips .chip').count();
    expect(chipCount).toBeGreaterThan(5);
    await expect(headings).toHaveCount(chipCount);
    const names = await headings.allTextContents();

    // Scrolling: the chip is the category whose section crosses the line 140 px below the top.
    for (const i of [3, 6, 1]) {
      await headings
        .nth(i)
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150));
      await expect(activeChip(page)).toHaveText(names[i]!);
    }

    // Tapping: the category comes to 200 px below the top (000 §2.11) and its chip stays lit.
    for (const i of [5, 2]) {
      await page.locator('.category-chips .chip').nth(i).click();
      await expect(activeChip(page)).toHaveText(names[i]!);
      await expect
        .poll(() => headings.nth(i).evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
          timeout: 5_000,
        })
        .toBeLessThan(240);
      await page.waitForTimeout(800);
      await expect(activeChip(page)).toHaveText(names[i]!);
    }
    await shot(page, `chips-${lang}`);
  });

  test(`outlet item popup: closing keeps the place (${L}) — 000 §2.8, issue 6`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/alnile');
    await page.locator('.store-list button, .store-list a').first().click();
    await expect(page).toHaveURL(/store-detail/);
    const rows = page.locator('.menu-row');
    await expect(rows.first()).toBeVisible();
    const y = await scrollToRow(page, rows.nth(20));
    await rows.nth(20).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectScrollNear(page, y);
  });
}

test.describe('a 1,410-item menu (virtualised)', () => {
  test.beforeAll(() => {
    // Imported through the running e2e server, as an operator would (npm run import:menu).
    const info = e2eServerInfo();
    if (!info) throw new Error('the e2e server has not written its database information');
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sufra-big-')), 'menu.json');
    writeFileSync(file, JSON.stringify(bigMenu()));
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: info.dataDir };
    if (info.databaseUrl) env.DATABASE_URL = info.databaseUrl;
    else delete env.DATABASE_URL;
    execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['apps/api/src/cli/import-menu.ts', '--brand', 'bigmenu', '--file', file],
      {
        cwd: root,
        env,
        stdio: 'pipe',
      },
    );
  });

  for (const lang of langs) {
    test(`stays under 3,000 DOM nodes with search, chips and scroll right (${lang.toUpperCase()})`, async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.goto('/bigmenu');
      const headings = page.locator('.menu-category-title');
      await expect(headings.first()).toBeVisible();
      const nodes = () => page.evaluate(() => document.querySelectorAll('*').length);
      expect(await nodes()).toBeLessThan(3000);

      // A chip far down: its heading comes to the offset, and the chip stays lit.
      const chips = page.locator('.category-chips .chip');
      await expect(chips).toHaveCount(30);
      const last = (await chips.nth(24).textContent()) ?? '';
      await chips.nth(24).click();
      const heading = headings.filter({ hasText: new RegExp(`^${last}$`) });
      await expect(heading).toBeVisible();
      await expect
        .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(240);
      await expect(activeChip(page)).toHaveText(last);
      expect(await nodes()).toBeLessThan(3000);

      // Scrolling by hand: the chip follows.
      await page.mouse.wheel(0, -6000);
      await expect(activeChip(page)).not.toHaveText(last);

      // Search finds an item at the end of the menu, and clearing it brings the menu back.
      const search = page
        .getByRole('searchbox')
        .or(page.getByPlaceholder(/Search|بحث/))
        .first();
      await search.fill('1410');
      await expect(page.locator('.menu-row')).toHaveCount(1);
      await search.fill('');
      await expect(chips).toHaveCount(30);
      expect(await nodes()).toBeLessThan(3000);
      await shot(page, `big-menu-${lang}`);
    });
  }
});
