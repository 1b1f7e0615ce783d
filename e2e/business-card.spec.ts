import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

/**
 * The business card (issue 19, 002 §2.22; 000 §2.3 RT06–RT08, §2.4 card mode): the demo card
 * `/sufra-demo/card` lists both demo brands, and each 'Order Now!' opens that brand's storefront;
 * `/{slug}/business-card` and `/{slug}/businesscard` show the same card; an unknown slug shows
 * the brand-not-found text. English and Arabic, axe-clean, screenshots at 390 px in /tmp/shots-card.
 */
const SHOTS = '/tmp/shots-card';
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';

type Lang = 'en' | 'ar';
const TEXTS = {
  en: {
    title: 'Sufra demo restaurants',
    tagline: 'Get Your Food From Here!',
    orderNow: /^Order Now!/,
    notFound: 'Please, check the link and try again!',
  },
  ar: {
    title: 'Sufra demo restaurants',
    tagline: 'اطلب طعامك من هنا!',
    orderNow: /^اطلب الآن!/,
    notFound: 'يرجى التحقق من الرابط والمحاولة مرة أخرى!',
  },
} as const;

// The unknown slug's 404 answer is logged by Chromium as a failed resource.
test.use({ allowedConsoleErrors: /Failed to load resource.*404.*user\/nobody-here/ });

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`the demo card lists both brands and 'Order Now!' opens each (${lang})`, async ({ page, request }) => {
    const res = await request.get(`/api/v1/user/sufra-demo/card?${Q}`);
    const card = (await res.json()) as {
      data: {
        permittedBrands: Array<{
          brand: { brandName: string; brandNameAR: string };
          setting: { temporaryDomainName: string };
        }>;
      };
    };
    const brands = card.data.permittedBrands.map((b) => ({
      domain: b.setting.temporaryDomainName,
      name: lang === 'ar' ? b.brand.brandNameAR || b.brand.brandName : b.brand.brandName,
    }));
    expect(brands.map((b) => b.domain)).toEqual(['burgerato', 'alnile']);
    await page.addInitScript((l) => localStorage.setItem('sufra:language', l), lang);
    const t = TEXTS[lang];

    await page.goto('/sufra-demo/card');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.tagline)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    for (const b of brands) await expect(page.getByRole('heading', { level: 3, name: b.name })).toBeVisible();
    await expect(page.getByRole('link', { name: t.orderNow })).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/card-${lang}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page, `business card (${lang})`);
    // The card's number reads left to right in Arabic too: '+' is drawn left of the first digit.
    const plusFirst = await page.locator('.bcard-page-contacts bdi').evaluate((el) => {
      const text = el.firstChild as Text;
      const range = document.createRange();
      const leftOf = (i: number) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return text.data.startsWith('+') && leftOf(0) < leftOf(1);
    });
    expect(plusFirst).toBe(true);

    for (const b of brands) {
      await page.goto('/sufra-demo/card');
      const tile = page
        .locator('.bcard-tile')
        .filter({ has: page.getByRole('heading', { level: 3, name: b.name }) });
      await tile.getByRole('link', { name: t.orderNow }).click();
      await expect(page).toHaveURL(new RegExp(`/${b.domain}/?$`));
      // The brand's storefront: its name in the top bar.
      await expect(page.locator('.top-bar-brand')).toContainText(b.name);
    }
  });

  test(`business-card and businesscard show the card; an unknown slug the brand-not-found text (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('sufra:language', l), lang);
    const t = TEXTS[lang];
    for (const suffix of ['business-card', 'businesscard']) {
      await page.goto(`/sufra-demo/${suffix}`);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByRole('link', { name: t.orderNow })).toHaveCount(2);
    }
    await page.goto('/nobody-here/card');
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/card-not-found-${lang}.png` });
    await expectNoSeriousA11yViolations(page, `business card not found (${lang})`);
  });
}
