import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, readOtp, test, uniquePhone } from './support/fixtures.ts';
import { journeyPick } from './support/journey-pick.ts';
import { type Lang, trRe } from './support/texts.ts';

/**
 * Storefront polish (issue 6), in English and Arabic on the Burgerato demo brand: the top bar's
 * order-type buttons (000 §2.5), the menu-home footer (000 §2.21, also on Al Nile's store page),
 * the tracking page's store card (logo or monogram, name, address, Call), and Back after placing
 * an order (decision 0100 IS-NAV1: Back from checkout is the basket, Back from the success page
 * the menu). Screenshots at 390 px and 1280 px go to /tmp/polish-shots (SHOTS_DIR overrides).
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/polish-shots';
mkdirSync(SHOTS, { recursive: true });

const T = {
  en: {
    orderType: 'Order type',
    pickup: 'Pickup',
    delivery: 'Delivery',
    cards: 'Accepted Cards',
    cardNames: ['Visa', 'Mastercard', 'American Express'],
    call: 'Call the store',
    readyWithin: /Ready for pickup within \d+ min/,
    burgeratoAddress: 'Bani Yas East, Abu Dhabi',
    powered: 'Powered by Sufra',
  },
  ar: {
    orderType: 'نوع الطلب',
    pickup: 'استلام',
    delivery: 'توصيل',
    cards: 'البطاقات المقبولة',
    cardNames: ['فيزا', 'ماستركارد', 'أمريكان إكسبريس'],
    call: 'اتصل بالمتجر',
    readyWithin: /جاهز للاستلام خلال \d+ دقيقة/,
    burgeratoAddress: 'بني ياس شرق، أبوظبي',
    powered: 'بدعم من سفرة',
  },
} as const;

/** Saves the page (or the element) at 390 px and 1280 px wide as `<name>-<width>.png`. */
async function shoot(page: Page, name: string, selector?: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    const path = `${SHOTS}/${name}-${width}.png`;
    if (selector) await page.locator(selector).first().screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Chooses an option in every radio group with none chosen (required single choices). */
async function chooseRequiredOptions(page: Page): Promise<void> {
  const names = await page
    .locator('input[type=radio]')
    .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);
  for (const name of names) {
    const group = page.locator(`input[type=radio][name="${name}"]`);
    if (!(await group.evaluateAll((els) => els.some((e) => (e as HTMLInputElement).checked))))
      await group.first().check();
  }
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  const t = T[lang];
  test(`storefront polish (${lang.toUpperCase()}): order types, footer, tracking contact, Back after ordering`, async ({
    page,
    request,
  }) => {
    const pick = await journeyPick(request, 'burgerato');
    const itemTitle = lang === 'ar' ? pick.item.ar : pick.item.en;
    const brandName = lang === 'ar' ? pick.brandName.ar : pick.brandName.en;

    await test.step('top bar: the offered order types (Delivery and Pickup on the demo), Pickup pressed, labelled', async () => {
      await page.goto('/burgerato');
      if (lang === 'ar') {
        await page.getByRole('button', { name: 'عربي' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        // Decision 0100 IS-SH1: the choice travels in the sufra_lang cookie, so the server's
        // page is already Arabic (tab title, direction) before the app's JavaScript runs.
        const cookies = await page.context().cookies();
        expect(cookies.find((c) => c.name === 'sufra_lang')?.value).toBe('ar');
        const html = await (await page.request.get('/burgerato')).text();
        expect(html).toContain(`<title>اطلب مباشرة من ${brandName}</title>`);
        expect(html).toContain('<html lang="ar" dir="rtl">');
        await expect(page).toHaveTitle(`اطلب مباشرة من ${brandName}`);
      }
      const group = page.getByRole('group', { name: t.orderType });
      await expect(group).toBeVisible();
      // The demo offers delivery and pickup (seed-delivery-on.ts); Pickup stays the active one.
      const buttons = group.getByRole('button');
      await expect(buttons).toHaveCount(2);
      await expect(buttons.nth(0)).toHaveAccessibleName(t.delivery);
      await expect(buttons.nth(1)).toHaveAccessibleName(t.pickup);
      const pickup = group.getByRole('button', { name: t.pickup, exact: true });
      await expect(pickup).toHaveAttribute('aria-pressed', 'true');
      await expect(group.getByRole('button', { name: t.delivery, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await pickup.focus();
      await expect(pickup).toBeFocused();
      // Everything in the top bar stays on one row at 360 px.
      await page.setViewportSize({ width: 360, height: 740 });
      const bar = await page.locator('.top-bar-inner').boundingBox();
      expect(bar?.height ?? 0).toBeLessThanOrEqual(64);
      await shoot(page, `topbar-${lang}`, '.top-bar');
    });

    await test.step('footer: brand, store, prep time, tel: phone, address, cards, powered by', async () => {
      const footer = page.locator('footer.store-footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer).toContainText(brandName);
      await expect(footer).toContainText(t.readyWithin);
      await expect(footer.locator('address')).toHaveText(t.burgeratoAddress);
      const tel = footer.getByRole('link', { name: t.call });
      await expect(tel).toHaveAttribute('href', /^tel:\+\d+$/);
      await expect(tel.locator('bdi[dir="ltr"]')).toHaveText(/^\+\d[\d ]+$/);
      await expect(footer.getByRole('heading', { name: t.cards })).toBeVisible();
      for (const name of t.cardNames) await expect(footer.getByRole('img', { name })).toBeVisible();
      await expect(footer).toContainText(t.powered);
      // The demo brand's one static page (000 §2.20) is the 'Links' list.
      await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(1);
      await shoot(page, `footer-${lang}`, 'footer.store-footer');
    });

    const phone = uniquePhone();
    await test.step('order: item → basket → sign-in → checkout; Back from checkout is the basket', async () => {
      await page
        .getByRole('link', { name: itemTitle })
        .or(page.getByRole('button', { name: itemTitle }))
        .first()
        .click();
      await chooseRequiredOptions(page);
      await page.getByRole('button', { name: trRe(lang, /Add \d+ to basket/) }).click();
      await page
        .getByRole('link', { name: trRe(lang, 'View Basket') })
        .or(page.getByRole('button', { name: trRe(lang, 'View Basket') }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/burgerato\/basket$/);
      await page
        .getByRole('link', { name: trRe(lang, 'Review Order') })
        .or(page.getByRole('button', { name: trRe(lang, 'Review Order') }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await page.getByLabel(trRe(lang, 'WhatsApp number')).fill(phone.national);
      await page.getByRole('button', { name: trRe(lang, 'Send Code') }).click();
      await expect(page).toHaveURL(/\/auth\/verify-otp/);
      const code = await readOtp(request, phone.e164);
      const boxes = page.locator('main input:not([type=hidden])');
      if ((await boxes.count()) >= 4) for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]!);
      else await boxes.first().fill(code);
      const dialog = page.getByRole('dialog', { name: trRe(lang, 'Update your profile') });
      await expect(dialog).toBeVisible();
      await dialog
        .getByPlaceholder(trRe(lang, 'Your Name'))
        .fill(lang === 'ar' ? 'عميل التحسين' : 'Polish Customer');
      await dialog.locator('button[type=submit]').first().click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/order\/checkout/);
      // Back from checkout: the basket it came from (not the sign-in step, not home).
      await page.goBack();
      await expect(page).toHaveURL(/\/burgerato\/basket$/);
      await expect(page.getByText(itemTitle).first()).toBeVisible();
      await page
        .getByRole('link', { name: trRe(lang, 'Review Order') })
        .or(page.getByRole('button', { name: trRe(lang, 'Review Order') }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/order\/checkout/);
    });

    let orderNumber = '';
    await test.step('place a cash pickup order: the success page with the store address in the UI language', async () => {
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await page.getByRole('radio', { name: lang === 'ar' ? 'نقدًا' : 'Cash' }).check();
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
      orderNumber = decodeURIComponent(page.url().split('/').pop()!);
      await expect(page.getByText(trRe(lang, 'Thank you for your Order')).first()).toBeVisible();
      const summary = page.getByRole('region', { name: trRe(lang, 'Order summary') });
      await expect(summary).toContainText(t.burgeratoAddress);
      await expect(summary).toContainText(trRe(lang, 'Expected ready at'));
      await expect(
        summary.locator('.success-store bdi[dir="ltr"]').filter({ hasText: /^\d{2}:\d{2}$/ }),
      ).toBeVisible();
      await shoot(page, `success-${lang}`);
    });

    await test.step('tracking: progress line, items, store mark, name, address, Call (tel:)', async () => {
      await page.getByRole('link', { name: trRe(lang, 'Track Order') }).click();
      await expect(page).toHaveURL(new RegExp(`/track-order/${orderNumber}`));
      await expect(page.getByRole('list', { name: trRe(lang, 'Order progress') })).toBeVisible();
      const card = page.locator('.tracking-store');
      await expect(card.locator('.brand-mark, img')).toHaveCount(1);
      await expect(card).toContainText(t.burgeratoAddress);
      await expect(card.locator('bdi[dir="ltr"]')).toHaveText(/^\+\d+$/);
      await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+\d+$/);
      const items = page.getByRole('region', { name: trRe(lang, 'Order summary') });
      await expect(items).toContainText(itemTitle);
      await shoot(page, `tracking-${lang}`);
    });

    await test.step('Back after the order: tracking → success → the menu (not the emptied basket or checkout)', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/order\/order-success\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/burgerato\/?$/);
      await expect(page.getByRole('group', { name: t.orderType })).toBeVisible();
    });
  });
}

test("the footer on an outlet brand's store page (Al Nile, Arabic address in Arabic)", async ({ page }) => {
  await page.goto('/alnile');
  await page.getByRole('button', { name: 'عربي' }).click();
  await page.locator('.store-row').first().click();
  await expect(page).toHaveURL(/\/store\/store-detail/);
  const footer = page.locator('footer.store-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('address')).toContainText(/[\u0600-\u06FF]/);
  await expect(footer.locator('address')).not.toContainText(/[A-Za-z]{3,}/);
  await expect(footer.getByRole('link', { name: T.ar.call })).toHaveAttribute('href', /^tel:/);
  await shoot(page, 'footer-alnile-ar', 'footer.store-footer');
});

/** A link or a button with the accessible name `name`. */
function control(page: Page, name: RegExp) {
  return page.getByRole('link', { name }).or(page.getByRole('button', { name })).first();
}

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`the footer's 'About us' opens the brand's static page and Back returns (${lang.toUpperCase()}) — 000 §2.20, §2.21`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('sufra:language', l), lang);
    await page.goto('/burgerato');
    const about = lang === 'ar' ? 'من نحن' : 'About us';
    const link = page.locator('footer').getByRole('link', { name: about });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/burgerato\/pages\/s\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: about })).toBeVisible();
    await expect(page.locator('.static-page-body')).toContainText(lang === 'ar' ? 'برجراتو' : 'Burgerato');
    await page.getByRole('button', { name: lang === 'ar' ? 'رجوع' : 'Back' }).click();
    await expect(page).toHaveURL(/\/burgerato\/?$/);
  });
}
