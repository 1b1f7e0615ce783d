import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import type { Lang } from './support/texts.ts';

/**
 * Issue 19 loose ends that only a browser shows, in English and Arabic on the Burgerato demo
 * brand (decision 0037): the menu's 'Categories' heading with 'See all', whose sheet lists every
 * category (000 §2.11); /payment-confirm opened signed out stays on its page (000 §2.3 RT10
 * public) and, without a payment of this tab, says 'Order not found'. Screenshots at 390 px go to
 * /tmp/shots-extras (SHOTS_DIR overrides).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-extras';
mkdirSync(SHOTS, { recursive: true });

const T = {
  en: { categories: 'Categories', seeAll: 'See all', notFound: 'Order not found' },
  ar: { categories: 'الفئات', seeAll: 'عرض الكل', notFound: null },
} as const;

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = T[lang];
  test(`loose ends (${lang.toUpperCase()}): 'See all' categories, /payment-confirm signed out`, async ({
    page,
  }) => {
    await page.goto('/burgerato');
    if (lang === 'ar') {
      await page.getByRole('button', { name: 'عربي' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await test.step("the category navigation: 'Categories' with 'See all' opens a sheet of every category", async () => {
      const nav = page.getByRole('navigation', { name: t.categories });
      await expect(nav.getByRole('heading', { name: t.categories })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/menu-${lang}.png` });
      await nav.getByRole('button', { name: t.seeAll }).click();
      const sheet = page.getByRole('dialog', { name: t.categories });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/see-all-${lang}.png` });
      await expectNoSeriousA11yViolations(page, `see all (${lang})`);
      await sheet.getByRole('button').nth(1).click();
      await expect(sheet).toBeHidden();
    });
    await test.step('/payment-confirm signed out: no sign-in redirect (RT10 public)', async () => {
      await page.goto('/burgerato/payment-confirm?paymentOrderNo=po_unknown');
      await expect(page).toHaveURL(/\/burgerato\/payment-confirm/);
      await expect(page.getByRole('dialog')).toBeVisible();
      if (t.notFound) await expect(page.getByRole('dialog')).toContainText(t.notFound);
      await expect(page).not.toHaveURL(/auth\/login/);
      await page.screenshot({ path: `${SHOTS}/payment-confirm-${lang}.png` });
    });
  });
}
