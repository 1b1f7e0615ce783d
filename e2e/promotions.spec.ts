import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dbQuery, expect, test } from './support/fixtures.ts';
import { journeyPick } from './support/journey-pick.ts';
import { control, signInAsNewCustomer } from './support/steps.ts';
import { type Lang, tr, trRe } from './support/texts.ts';

/**
 * Issue 7, as a new customer in English and in Arabic (000 §2.15–§2.18, §4.8, §4.9, §5): the
 * welcome coupon opens once; the customer signs in, fills a basket, types coupon codes — an
 * unknown one and one below its minimum are refused with the server's text in the UI language, a
 * lower-case SAVE15 applies — switches to loyalty credits through the DISC-14 confirm, adds the
 * 10 % tip and places the order. The stored order and the wallet ledger match the screen to the
 * fil. Burgerato (brand catalogue) uses the checkout's discount code box, Al Nile (outlet
 * catalogue) the basket's Apply Voucher modal.
 */

type Brand = 'burgerato' | 'alnile';
const runs: Array<[Brand, Lang]> = [
  ['burgerato', 'en'],
  ['alnile', 'ar'],
];

/** The server's refusals (packages/contract messages: couponNotFound, couponMinOrder). */
const REFUSALS = {
  notFound: {
    en: "Sorry, We didn't find any coupon with provided code",
    ar: 'عذرًا، لم نجد أي قسيمة بالرمز المُدخل',
  },
  minOrder: {
    en: 'you can apply it only if you order more than',
    ar: 'يمكنك استخدامها فقط إذا طلبت بأكثر من',
  },
} as const;

/** The AUTO20 demo dishes (apps/api/src/seed/seed-promotions.ts): left out so the coupon's amount is plain. */
const AUTO_ITEMS = /Zinger Combo Meal|Cheese Fries|Mango Juice|Kofta|Shish Tawook|Lentil Soup/i;

interface MenuItem {
  _id: string;
  price: number;
  modifierGroupCount: number;
  isOutOfStock: boolean;
  translations: { en: { title?: string }; ar: { title?: string } };
}

/** An item with no option groups, 15–50 AED and no automatic discount: one in the basket stays under TAKE10's 60 AED minimum. */
async function plainItem(
  request: APIRequestContext,
  brand: Brand,
): Promise<{
  brandId: string;
  store: { en: string; ar: string } | null;
  en: string;
  ar: string;
  priceFils: number;
}> {
  const pick = await journeyPick(request, brand);
  const path = pick.store ? 'menus/get-pickup-store-menu' : 'menus/get-brand-menu';
  const res = await request.post(`/api/v1/${path}`, {
    data: { language: 'EN', brandId: pick.brandId, storeId: pick.store?.id },
  });
  const body = (await res.json()) as {
    data: {
      categories?: Array<{ items: MenuItem[] }>;
      storeMenu?: { categories: Array<{ items: MenuItem[] }> };
    };
  };
  const categories = body.data.storeMenu?.categories ?? body.data.categories ?? [];
  const item = categories
    .flatMap((c) => c.items)
    .find(
      (i) =>
        !i.isOutOfStock &&
        i.modifierGroupCount === 0 &&
        i.price >= 15 &&
        i.price <= 50 &&
        !AUTO_ITEMS.test(i.translations.en.title ?? ''),
    );
  if (!item) throw new Error(`${brand}: no plain item of 15–50 AED`);
  return {
    brandId: pick.brandId,
    store: pick.store ? { en: pick.store.en, ar: pick.store.ar } : null,
    en: item.translations.en.title ?? '',
    ar: item.translations.ar.title || item.translations.en.title || '',
    priceFils: Math.round(item.price * 100),
  };
}

/** The amount of a price summary line (000 §2.15) in fils, read from the screen; null when the line is not shown. */
async function summaryFils(page: Page, lang: Lang, label: string): Promise<number | null> {
  const text = tr(lang, label);
  // The whole label (a VAT rate may follow): 'Basket Total' must not find 'Original Basket Total'.
  const source = typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source;
  const start = new RegExp(`^\\s*${source}\\s*(\\(|$)`);
  const row = page
    .locator('dl.price-summary > div')
    .filter({ has: page.locator('dt', { hasText: start }) })
    .first();
  if (!(await row.count())) return null;
  const amount = (await row.locator('dd').innerText()).replace(/,/g, '');
  const m = /(\d+\.\d{2})/.exec(amount);
  if (!m) throw new Error(`no amount in the '${label}' line: ${amount}`);
  return Math.round(Number(m[1]) * 100);
}

/** Types a code in the open coupon dialog and presses its Apply. */
async function typeCode(dialog: Locator, lang: Lang, field: string, code: string): Promise<void> {
  const input = dialog.getByLabel(tr(lang, field));
  await input.fill(code);
  await dialog.getByRole('button', { name: tr(lang, 'Apply'), exact: true }).click();
}

test.use({
  welcomeCoupon: true,
  // Refused codes answer 400 on purpose; Chromium logs each as 'Failed to load resource'.
  allowedConsoleErrors: /status of 400 .*discounts\/validate-discount-V2/,
});

for (const [brand, lang] of runs) {
  test(`promotions: ${brand} (${lang.toUpperCase()}) — coupon refusals, a coupon, loyalty instead, a tip, the order matches the screen`, async ({
    page,
    request,
  }) => {
    const item = await plainItem(request, brand);
    const itemTitle = lang === 'ar' ? item.ar : item.en;
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${brand}-${lang}-${name}.png`), fullPage: true });

    await test.step('welcome coupon, once (000 §4.9)', async () => {
      await page.goto(`/${brand}`);
      if (lang === 'ar') {
        await page.getByRole('button', { name: 'عربي' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      if (item.store) await control(page, lang === 'ar' ? item.store.ar : item.store.en).click();
      const welcome = page.getByRole('dialog', { name: tr(lang, 'A welcome gift for you') });
      await expect(welcome).toBeVisible();
      await expect(welcome).toContainText('WELCOME10');
      await shot('welcome');
      await page.keyboard.press('Escape');
      await expect(welcome).toBeHidden();
      await expect(page.getByRole('region', { name: tr(lang, 'Offers') })).toContainText('SAVE15');
      await page.reload();
      await expect(page.getByRole('region', { name: tr(lang, 'Offers') })).toBeVisible();
      await expect(welcome).toHaveCount(0);
    });

    await test.step('sign in as a new customer', async () => {
      await signInAsNewCustomer(page, request, brand, lang, lang === 'ar' ? 'عميل العروض' : 'Promo Customer');
    });

    await test.step('basket', async () => {
      await page.goto(`/${brand}`);
      if (item.store) await control(page, lang === 'ar' ? item.store.ar : item.store.en).click();
      await control(page, itemTitle).click();
      await page.getByRole('button', { name: trRe(lang, /Add \d+ to basket/) }).click();
      await control(page, trRe(lang, 'View Basket')).click();
      await expect(page.getByText(itemTitle).first()).toBeVisible();
    });

    // The coupon dialog: the basket's Apply Voucher (outlet) or the checkout's discount code box (brand).
    const field = item.store ? 'Voucher code' : 'Discount code *';
    const openCoupons = async () => {
      await control(page, tr(lang, item.store ? 'Apply Voucher' : 'Get discount code')).click();
      const dialog = page.getByRole('dialog', {
        name: tr(lang, item.store ? 'Apply Voucher' : 'Add discount code'),
      });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    if (!item.store) {
      await control(page, trRe(lang, 'Review Order')).click();
      await expect(page).toHaveURL(/checkout/);
    }

    await test.step('coupon refusals in the UI language, then SAVE15 (000 §4.8, §5)', async () => {
      const dialog = await openCoupons();
      await expect(dialog.getByRole('button', { name: tr(lang, 'Apply'), exact: true })).toBeDisabled();
      await typeCode(dialog, lang, field, 'NOPE-123');
      await expect(dialog.getByRole('alert')).toContainText(REFUSALS.notFound[lang]);
      await typeCode(dialog, lang, field, 'TAKE10');
      await expect(dialog.getByRole('alert')).toContainText(REFUSALS.minOrder[lang]);
      await expect(dialog.getByRole('alert')).toContainText('60.00');
      await shot('coupon-refused');
      await typeCode(dialog, lang, field, '  save15 ');
      await expect(dialog).toBeHidden();
      const discount = await summaryFils(page, lang, 'Discount');
      // 15 % of the item (no cap reached under 50 AED), rounded half up to the fil (TOT-05).
      expect(discount).toBe(Math.round((item.priceFils * 15) / 100));
      expect(await summaryFils(page, lang, 'Original Basket Total')).toBe(item.priceFils);
      await shot('coupon-applied');
    });

    await test.step('loyalty instead of the coupon (DISC-14, LOY-01)', async () => {
      await page.getByRole('switch', { name: tr(lang, 'Use loyalty credits') }).click();
      const confirm = page.getByRole('dialog', { name: tr(lang, 'Use loyalty credits') });
      await expect(confirm).toContainText(
        tr(lang, 'To use loyalty points, the discount code will be removed. Do you want to continue'),
      );
      await confirm.getByRole('button', { name: tr(lang, 'Yes'), exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('switch', { name: tr(lang, 'Use loyalty credits') })).toBeChecked();
      expect(await summaryFils(page, lang, 'Discount')).toBeNull();
      // Redeem = min(15 AED, 10 % of the basket, the 25 AED starting balance).
      const expected = Math.min(1500, Math.round(item.priceFils / 10), 2500);
      expect(await summaryFils(page, lang, 'Loyalty Points')).toBe(expected);
      await shot('loyalty');
    });

    if (item.store) {
      await control(page, trRe(lang, 'Review Order')).click();
      await expect(page).toHaveURL(/checkout/);
    }

    const screen = { total: 0, loyalty: 0, tip: 0, basket: 0 };
    await test.step('tip 10 % (000 §2.18) and the summary adds up', async () => {
      await page.getByRole('radio', { name: /^10%/ }).check();
      await expect.poll(() => summaryFils(page, lang, 'Tip')).not.toBeNull();
      screen.basket = (await summaryFils(page, lang, 'Basket Total')) ?? -1;
      screen.loyalty = (await summaryFils(page, lang, 'Loyalty Points')) ?? -1;
      screen.tip = (await summaryFils(page, lang, 'Tip')) ?? -1;
      screen.total = (await summaryFils(page, lang, 'Total')) ?? -1;
      const vat = (await summaryFils(page, lang, 'Value Added Tax')) ?? 0;
      expect(screen.loyalty).toBeGreaterThan(0);
      expect(screen.basket).toBe(item.priceFils - screen.loyalty);
      expect(screen.tip).toBe(Math.round(screen.basket * 0.1));
      expect(screen.total).toBe(screen.basket + vat + screen.tip);
      await shot('checkout');
    });

    let orderNumber = '';
    await test.step('place the order', async () => {
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await page.getByRole('radio', { name: lang === 'ar' ? 'نقدًا' : 'Cash' }).check();
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
      orderNumber = decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
    });

    await test.step('the stored order and the wallet ledger match the screen', async () => {
      const rows = await dbQuery<{
        total_fils: number;
        tip_fils: number;
        loyalty_fils: number;
        kind: string;
        amount_fils: number;
        balance_fils: number;
      }>(
        `select o.total_fils, o.tip_fils, o.loyalty_fils, l.kind, l.amount_fils, w.balance_fils
           from orders o
           join wallet_ledger l on l.customer_id = o.customer_id and l.brand_id = o.brand_id
           join wallets w on w.customer_id = o.customer_id and w.brand_id = o.brand_id
          where o.order_number = $1
          order by l.created_at`,
        [orderNumber],
      );
      if (rows) {
        expect(rows.map((r) => [r.kind, Number(r.amount_fils)])).toEqual([
          ['grant', 2500],
          ['redeem', -screen.loyalty],
        ]);
        const order = rows[0]!;
        expect(Number(order.total_fils)).toBe(screen.total);
        expect(Number(order.tip_fils)).toBe(screen.tip);
        expect(Number(order.loyalty_fils)).toBe(screen.loyalty);
        expect(Number(order.balance_fils)).toBe(2500 - screen.loyalty);
      } else {
        // PGlite belongs to the server process: read the same through the API.
        const token = await page.evaluate(
          (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
          item.brandId,
        );
        const orders = (await (
          await request.get(`/api/v1/order/getCustomerOrders?brandId=${item.brandId}`, {
            headers: { authorization: token },
          })
        ).json()) as {
          data: {
            orders: Array<{
              orderNumber: string;
              totalOrderPrice: number;
              tipAmount: number;
              loyaltyAmount: number;
            }>;
          };
        };
        const order = orders.data.orders.find((o) => o.orderNumber === orderNumber)!;
        expect(Math.round(order.totalOrderPrice * 100)).toBe(screen.total);
        expect(Math.round(order.tipAmount * 100)).toBe(screen.tip);
        expect(Math.round(order.loyaltyAmount * 100)).toBe(screen.loyalty);
        const wallet = (await (
          await request.post('/api/v1/wallet/get-user-wallet', {
            headers: { authorization: token },
            data: { language: 'EN', brandId: item.brandId },
          })
        ).json()) as { data: { balance: number } };
        expect(Math.round(wallet.data.balance * 100)).toBe(2500 - screen.loyalty);
      }
    });
  });
}
