import type { APIRequestContext, Page } from '@playwright/test';
import { dbQuery, expect, setStoreSettings, test } from './support/fixtures.ts';
import { control, payCashAndPlace, signInAsNewCustomer } from './support/steps.ts';
import { type Lang, tr, trRe } from './support/texts.ts';

/**
 * Issue 8, as a new customer of the outlet-based demo brand (Al Nile Gourmet, MAPPED_AREA_BASED
 * over Dubai communities), in English and in Arabic (001 §2.3–§2.8, §4.4, §5.2; 000 §2.9, §4.3):
 * the Delivery switch and its confirm; a place outside every zone (Abu Dhabi) gets the
 * paused-delivery text; AL BARSHA FIRST found by search gives the Al Barsha 1 branch and its zone's
 * terms; the pin moved by a map click; the basket, sign-in, an address saved from checkout; a
 * place-order forged to a point outside every zone is refused by the server with the same text,
 * and nothing is written; the real order is placed, ASAP, with the zone's fee — checked in the
 * database (SQL on PostgreSQL, the customer's orders through the API on PGlite). Then the branch is
 * closed today and open tomorrow (the internal store-settings route): the timing sheet offers only
 * Later, with tomorrow's first slot, and the pre-order is placed and stored with tomorrow's date.
 */

const runs: Lang[] = ['en', 'ar'];

/** AL BARSHA FIRST (Dubai Municipality community 373), served by the Al Barsha 1 demo branch: 5 AED, minimum 30 AED, 30 min. */
const BARSHA = {
  search: { en: 'al barsha first', ar: 'البرشاء الأولى' },
  name: /AL BARSHA FIRST|البرشاء الأولى/,
};
const BARSHA_TERMS = { feeFils: 500, minOrderFils: 3000 };
/**
 * The demo stores' delivery-fee waiver (seed-promotions.ts, decision 0015): over 100 AED, and a daily
 * happy hour 15:00–17:00 Dubai. The test pins the happy hour off so that the zone's fee is charged
 * whatever the hour of the run (CI once ran inside the window and saw the fee waived), and puts the
 * demo's waiver back afterwards.
 */
const DEMO_WAIVER = {
  onOrderAmount: { isEnabled: true, amountFils: 10_000 },
  onDateRange: { isEnabled: true, startDateTime: 0, endDateTime: 0 },
  dailyWindow: { from: '15:00', to: '17:00' },
};
const NO_HAPPY_HOUR = {
  ...DEMO_WAIVER,
  onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
  dailyWindow: null,
};
const BARSHA_BRANCH = 'Al Nile Gourmet Al Barsha 1 (demo branch)';
/** Abu Dhabi city (the built-in geocoder's UAE cities): no Al Nile zone. */
const ABU_DHABI = {
  search: { en: 'abu dhabi', ar: 'أبو ظبي' },
  name: /Abu Dhabi|أبو ظبي/,
  point: [24.41361, 54.43295],
};

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/v1/${path}?app_version=26&app_name=WEB_STORE_FRONT`, { data: body });
  return ((await res.json()) as { data: T }).data;
}

interface MenuItem {
  _id: string;
  price: number;
  modifierGroupCount: number;
  isOutOfStock: boolean;
  translations: { en: { title: string }; ar: { title?: string } };
}

/** The brand, the Al Barsha 1 branch, and a dish of it with no option groups at or above the zone's minimum. */
async function barshaDish(request: APIRequestContext) {
  const brandId = (
    await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
      language: 'EN',
      temporaryDomainName: 'alnile',
    })
  ).brand._id;
  const { stores } = await call<{ stores: Array<{ _id: string; translations: { en: { name: string } } }> }>(
    request,
    'store/get-stores-for-pickup',
    { brandId },
  );
  const storeId = stores.find((s) => s.translations.en.name === BARSHA_BRANCH)!._id;
  const menu = await call<{ storeMenu?: { categories: Array<{ items: MenuItem[] }> } }>(
    request,
    'menus/get-pickup-store-menu',
    { brandId, storeId, language: 'EN' },
  );
  const item = (menu.storeMenu?.categories ?? [])
    .flatMap((c) => c.items)
    .find((i) => !i.isOutOfStock && i.modifierGroupCount === 0 && i.price * 100 >= BARSHA_TERMS.minOrderFils);
  if (!item) throw new Error('no plain dish at or above the zone minimum');
  return { brandId, storeId, item };
}

/** Today's weekday (0 = Sunday) and tomorrow's date 'YYYY-MM-DD' in Asia/Dubai (UTC+4, no daylight saving). */
function dubaiTomorrow(): { todayWeekday: number; tomorrowWeekday: number; tomorrow: string } {
  const dubai = new Date(Date.now() + 4 * 3600_000);
  const next = new Date(dubai.getTime() + 24 * 3600_000);
  return {
    todayWeekday: dubai.getUTCDay(),
    tomorrowWeekday: next.getUTCDay(),
    tomorrow: next.toISOString().slice(0, 10),
  };
}

/** Searches the location screen for `term` and picks the place named `name`; the pin line shows it. */
async function searchPlace(page: Page, lang: Lang, term: string, name: RegExp): Promise<void> {
  const search = page.getByRole('searchbox', { name: tr(lang, 'Search for your area or building') });
  await search.fill(term);
  const places = page.getByRole('list', { name: tr(lang, 'Places found') });
  await places.getByRole('button', { name }).first().click();
  await expect(pinLine(page, lang)).toContainText(name);
}

/** The location screen's 'Pin: {label}' line (001 §2.3). */
function pinLine(page: Page, lang: Lang) {
  return page.getByText(lang === 'en' ? /^Pin: .+/ : tr('ar', 'Pin: {{label}}'));
}

// The paused place and the forged order answer 404/409 on purpose; Chromium logs each as 'Failed to load resource'.
test.use({
  allowedConsoleErrors:
    /status of (404|409) .*(order\/place-order-v2|menus\/get-delivery-store-menu-v2|store\/get-stores-by-coordinates)/,
});

test.afterEach(async ({ request }) => {
  const { storeId } = await barshaDish(request);
  await setStoreSettings('alnile', storeId, { deliveryChargesWaiver: DEMO_WAIVER });
});

for (const lang of runs) {
  test(`delivery: alnile (${lang.toUpperCase()}) — paused outside the zones, a location by search and by map, a saved address, an ASAP delivery, a pre-order for tomorrow while closed; a forged point refused`, async ({
    page,
    request,
  }) => {
    const { brandId, storeId, item } = await barshaDish(request);
    await setStoreSettings('alnile', storeId, { deliveryChargesWaiver: NO_HAPPY_HOUR });
    const dish =
      lang === 'ar' ? item.translations.ar.title || item.translations.en.title : item.translations.en.title;
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`delivery-${lang}-${name}.png`), fullPage: true });
    const paused = tr(
      lang,
      'Unfortunately, the store has paused delivery in your area for a short time. Change your delivery location or try again later.',
    );

    await test.step('the Delivery switch and its confirm (000 §2.9, §4.3 SVC-03)', async () => {
      await page.goto('/alnile');
      if (lang === 'ar') {
        await page.getByRole('button', { name: 'عربي' }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      await control(page, tr(lang, 'Delivery')).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(tr(lang, 'Are you sure you want to choose the service'));
      await confirm.getByRole('button', { name: tr(lang, 'Yes'), exact: true }).click();
      await expect(page).toHaveURL(/\/alnile\/address\/select-delivery-area/);
    });

    await test.step('a place outside every zone: the paused-delivery text (ADDR-13)', async () => {
      await searchPlace(page, lang, ABU_DHABI.search[lang], ABU_DHABI.name);
      await control(page, tr(lang, 'Confirm Location')).click();
      await expect(page.getByText(paused).first()).toBeVisible();
      await shot('paused');
      const close = page.getByRole('dialog').getByRole('button', { name: tr(lang, 'Close'), exact: true });
      if (await close.count()) await close.click();
    });

    await test.step('AL BARSHA FIRST by search: the Al Barsha 1 branch with its zone terms (001 §4.4)', async () => {
      await searchPlace(page, lang, BARSHA.search[lang], BARSHA.name);
      await shot('location-search');
      await control(page, tr(lang, 'Confirm Location')).click();
      await expect(page).toHaveURL(/\/store\/store-detail/);
      const header = page.getByRole('region', { name: tr(lang, 'Delivering to') });
      await expect(header).toContainText(BARSHA.name);
      await expect(header).toContainText('5.00');
      await expect(header).toContainText('30.00');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        lang === 'ar' ? /البرشاء|Barsha/ : /Barsha 1/,
      );
      await shot('store');
    });

    await test.step('the pin moved by a map click (001 §2.3)', async () => {
      await page
        .getByRole('region', { name: tr(lang, 'Delivering to') })
        .getByRole('button', { name: tr(lang, 'Change') })
        .click();
      await expect(page).toHaveURL(/\/address\//);
      const map = page.getByRole('region', { name: /Map of the delivery zones|خريطة/ });
      await expect(map).toBeVisible();
      const box = (await map.boundingBox())!;
      const pin = pinLine(page, lang);
      const geocoded = page.waitForResponse(/\/geo\/reverse-geocode/);
      await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
      await geocoded;
      await expect(pin).toContainText(BARSHA.name);
      await shot('location-map');
      await control(page, tr(lang, 'Confirm Location')).click();
      await expect(page).toHaveURL(/\/store\/store-detail/);
    });

    await test.step('basket and sign-in', async () => {
      await control(page, dish).click();
      await page.getByRole('button', { name: trRe(lang, /Add \d+ to basket/) }).click();
      await control(page, trRe(lang, 'View Basket')).click();
      await expect(page.getByText(dish).first()).toBeVisible();
      await control(page, trRe(lang, 'Review Order')).click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await signInAsNewCustomer(
        page,
        request,
        'alnile',
        lang,
        lang === 'ar' ? 'عميل التوصيل' : 'Delivery Customer',
      );
      await expect(page).toHaveURL(/checkout/);
    });

    await test.step('an address saved from checkout (001 §2.4, §2.6; ADDR-22)', async () => {
      await page
        .getByRole('button', { name: new RegExp(`${tr(lang, 'Change')}: ${tr(lang, 'Delivery address')}`) })
        .click();
      const sheet = page.getByRole('dialog', { name: tr(lang, 'Select Delivery Address') });
      await control(sheet, tr(lang, 'Add new address')).click();
      await expect(page).toHaveURL(/\/store\/checkout\/add-delivery-address/);
      await page
        .getByLabel(trRe(lang, 'Full Address'))
        .fill(lang === 'ar' ? 'شارع 12، البرشاء الأولى' : 'Street 12, Al Barsha First');
      await page.getByLabel(trRe(lang, 'Building Name')).fill('Sufra Tower');
      await page.getByLabel(trRe(lang, 'Apartment No.')).fill('804');
      await page.getByLabel(trRe(lang, 'Floor number')).fill('8');
      await page.getByRole('radio', { name: tr(lang, 'Home') }).check();
      await shot('address-form');
      await control(page, tr(lang, 'Save Address')).click();
      const save = page.getByRole('dialog');
      await expect(save).toContainText(tr(lang, 'Would you like to save the address'));
      await save.getByRole('button', { name: tr(lang, 'Yes'), exact: true }).click();
      await expect(page).toHaveURL(/\/store\/checkout$/);
      await expect(page.locator('#delivery-address')).toContainText('Sufra Tower');
      await expect(page.getByText(tr(lang, 'Delivery Fee')).first()).toBeVisible();
      await shot('checkout');
    });

    await test.step('a place-order forged to Abu Dhabi is refused with the paused text (001 §7.3; decision 0017)', async () => {
      const forged = async (route: import('@playwright/test').Route) => {
        const body = route.request().postDataJSON() as {
          deliveryAddress: { orderDeliveryLoc: { coordinates: number[] }; userAddressId?: string };
        };
        // The saved address's id would make the server use its stored point: the forger drops it.
        delete body.deliveryAddress.userAddressId;
        body.deliveryAddress.orderDeliveryLoc.coordinates = ABU_DHABI.point;
        await route.continue({ postData: JSON.stringify(body) });
      };
      await page.route('**/order/place-order-v2*', forged);
      await payCashAndPlace(page, lang);
      await expect(page.getByText(paused).first()).toBeVisible();
      await expect(page).toHaveURL(/\/store\/checkout/);
      await page.unroute('**/order/place-order-v2*', forged);
    });

    await test.step('the order, ASAP, with the zone fee, in the database', async () => {
      const close = page.getByRole('dialog').getByRole('button', { name: tr(lang, 'Close'), exact: true });
      if (await close.count()) await close.click();
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
      const orderNumber = decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
      await shot('success');
      // Through the API on both databases: one order (the forged one wrote nothing), the zone's fee
      // with 5 % VAT on the dish and the fee (IS01): (dish + 5 AED) × 1.05.
      const token = await page.evaluate(
        (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
        brandId,
      );
      const res = await request.get(`/api/v1/order/getCustomerOrders?brandId=${brandId}`, {
        headers: { authorization: token },
      });
      const { orders } = (
        (await res.json()) as { data: { orders: Array<{ orderNumber: string; totalOrderPrice: number }> } }
      ).data;
      expect(orders.map((o) => o.orderNumber)).toEqual([orderNumber]);
      const itemFils = Math.round(item.price * 100);
      expect(Math.round(orders[0]!.totalOrderPrice * 100)).toBe(
        Math.round(((itemFils + BARSHA_TERMS.feeFils) * 105) / 100),
      );
      const rows = await dbQuery<{ service_type: string; delivery_snapshot: Record<string, unknown> }>(
        'select service_type, delivery_snapshot from orders where order_number = $1',
        [orderNumber],
      );
      if (rows) {
        expect(rows).toHaveLength(1);
        expect(rows[0]!.service_type).toBe('DELIVERY');
        expect(rows[0]!.delivery_snapshot).toMatchObject({
          feeFils: BARSHA_TERMS.feeFils,
          minOrderFils: BARSHA_TERMS.minOrderFils,
          building: 'Sufra Tower',
        });
      }
    });

    await test.step('closed today: a pre-order for tomorrow (000 §2.10, §4.4; TIMING-01, TIMING-11, TIMING-13, TIMING-14)', async () => {
      const { tomorrowWeekday, tomorrow } = dubaiTomorrow();
      // Open tomorrow only, 10:00–22:00: closed now, whatever the hour of the run.
      await setStoreSettings('alnile', storeId, {
        openingHours: { [tomorrowWeekday]: [['10:00', '22:00']] },
      });
      try {
        await page.goto('/alnile/store/store-detail');
        const title = tr(lang, 'Delivery Time');
        await page
          .getByRole('button', { name: new RegExp(`${tr(lang, 'Change')}: ${title}`) })
          .first()
          .click();
        const sheet = page.getByRole('dialog', { name: tr(lang, 'Delivery Timing') });
        await expect(sheet.getByRole('radio', { name: new RegExp(`^${tr(lang, 'ASAP')}`) })).toBeDisabled();
        await expect(sheet.getByRole('radio', { name: tr(lang, 'Later (Future orders)') })).toBeChecked();
        const day = sheet
          .getByRole('group', { name: tr(lang, 'Day') })
          .getByRole('radio')
          .first();
        const time = sheet
          .getByRole('group', { name: tr(lang, 'Time') })
          .getByRole('radio')
          .first();
        await expect(day).toBeChecked();
        await expect(time).toBeChecked();
        const dayLabel = (await day.locator('xpath=..').innerText()).trim();
        const timeLabel = (await time.locator('xpath=..').innerText()).trim();
        await shot('preorder-sheet');
        await sheet.getByRole('button', { name: tr(lang, 'Confirm'), exact: true }).click();
        await expect(sheet).toBeHidden();
        await expect(page.getByText(dayLabel).first()).toBeVisible();
        await expect(page.getByText(timeLabel).first()).toBeVisible();
        await shot('preorder-store');
        await control(page, dish).click();
        await page.getByRole('button', { name: trRe(lang, /Add \d+ to basket/) }).click();
        await control(page, trRe(lang, 'View Basket')).click();
        await control(page, trRe(lang, 'Review Order')).click();
        await expect(page).toHaveURL(/\/store\/checkout/);
        await expect(page.locator('#delivery-address')).toContainText('Sufra Tower');
        await expect(page.getByText(timeLabel).first()).toBeVisible();
        await payCashAndPlace(page, lang);
        await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
        const orderNumber = decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
        await expect(page.getByText(timeLabel).first()).toBeVisible();
        await shot('preorder-success');
        const rows = await dbQuery<{ pre_order_slot: { day: string } | null; service_type: string }>(
          'select pre_order_slot, service_type from orders where order_number = $1',
          [orderNumber],
        );
        if (rows) {
          expect(rows[0]!.service_type).toBe('DELIVERY');
          expect(rows[0]!.pre_order_slot?.day).toBe(tomorrow);
        }
      } finally {
        await setStoreSettings('alnile', storeId, {
          openingHours: Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [['00:00', '24:00']]])),
        });
      }
    });
  });
}
