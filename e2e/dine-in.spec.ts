import type { APIRequestContext, Page } from '@playwright/test';
import {
  addDish,
  CARDS,
  chooseTiming,
  dineInDishes,
  guest,
  openYourOrder,
  payNowByCard,
  remainingOf,
  shot,
  signInAtTable,
  splitModal,
  tableLink,
} from './support/dine-in.ts';
import { dbQuery, expect, readOtp, test } from './support/fixtures.ts';
import { type Lang, trRe } from './support/texts.ts';

/**
 * Dine-in at a table, end to end (issue 18 "Done when"; 002 §2.2–§2.10; decision 0032): three
 * guests at table 12 of Al Nile Gourmet Arjan, each in their own browser — A (English) and B
 * (Arabic) order 'Dine First, Pay Later', the table's tab is shared live, then A, B and C pay it
 * in three card payments split DIVIDE-EQUALLY (the first split locks the tab's type, 0032: so the
 * three shares are one third each), the tab closes and the open screens leave the landing by
 * themselves (002 §2.4); on PostgreSQL the database holds split bills and payments that add up to
 * the bill to the fil. Then PAY_NOW alone at table 5 with a 3-D Secure card. Screens at 390 px,
 * EN and AR, are saved in the test output and copied to /tmp/shots-dine-in/.
 */

// Fail fast: an action waits 20 s at most (the journey's test timeout is long).
test.use({ actionTimeout: 20_000 });

const PAY_NOW_RE = /Pay Now \( .+ \)!/;

/** The pay-later choices of the payment options (002 §2.8: the store's options paid at the table). */
const payAtTable = (page: Page, lang: Lang) =>
  page.getByRole('group', { name: trRe(lang, 'How will you pay at the table?') }).getByRole('radio');

/** The modal's three split types, photographed one by one (002 §2.7), then closed with Cancel. */
async function shootSplitTypes(page: Page, lang: Lang): Promise<void> {
  const dialog = await splitModal(page, lang);
  for (const [type, name] of [
    ['Custom Amount', 'custom-amount'],
    ['Divide Equally', 'divide-equally'],
    ['Selected Items', 'selected-items'],
  ] as const) {
    await dialog.getByRole('radio', { name: trRe(lang, type) }).check();
    await shot(page, `split-${name}-${lang}`);
  }
  await dialog.getByRole('button', { name: trRe(lang, 'Cancel') }).click();
  await expect(dialog).toBeHidden();
}

/**
 * DIVIDE-EQUALLY in the open modal (002 §2.7, SPLIT-02/03): people at the table set to `people`
 * unless the table already fixed it, paying for one, Apply.
 */
async function divideEqually(page: Page, lang: Lang, people: number): Promise<void> {
  const dialog = await splitModal(page, lang);
  const type = dialog.getByRole('radio', { name: trRe(lang, 'Divide Equally') });
  if (!(await type.isChecked())) await type.check();
  const count = dialog.locator('output#split-people');
  const more = dialog.getByRole('button', { name: trRe(lang, 'One more person at the table') });
  if (await more.isEnabled()) {
    for (let i = 0; i < 10 && Number(await count.textContent()) < people; i++) await more.click();
  }
  await expect(count).toHaveText(String(people));
  await expect(dialog.locator('output#split-for-people')).toHaveText('1');
  await shot(page, `split-applied-divide-equally-${lang}`);
  await dialog.getByRole('button', { name: trRe(lang, 'Apply') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: trRe(lang, /Split Applied/) })).toBeVisible();
}

/** Pays one share by card from 'Your Order' and waits for the outcome page (002 §2.9/§2.10). */
async function payShare(page: Page, lang: Lang, name: string): Promise<void> {
  await chooseTiming(page, lang, 'PAY_NOW');
  await expect(
    page.frameLocator('iframe.card-fields-frame').getByLabel(lang === 'ar' ? 'رقم البطاقة' : 'Card number'),
  ).toBeVisible();
  await shot(page, `payment-options-pay-now-${name}`);
  await payNowByCard(page, lang, CARDS.ok);
  await expect(page).toHaveURL(/\/dine-in\/order\/(payment-success|order-success)/, { timeout: 30_000 });
}

test('issue 18 Done when: three guests at table 12 share one tab, pay it in three card shares, the tab closes live — 002 §2.4–§2.10, 0032', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const started = Date.now();
  const table = await tableLink(12);
  const { brandId, dishes } = await dineInDishes(request, table.storeId);
  const [d1, d2] = dishes as [{ en: string; ar: string }, { en: string; ar: string }];
  const A = await guest(browser, 'en', [brandId]);
  const B = await guest(browser, 'ar', [brandId]);
  const C = await guest(browser, 'en', [brandId]);
  try {
    // Guest A (EN): the QR link opens the menu of an empty table; two dishes; sign in; pay later.
    await A.page.goto(table.path);
    await addDish(A.page, 'en', d1.en);
    await addDish(A.page, 'en', d2.en);
    await openYourOrder(A.page, 'en');
    await signInAtTable(A.page, request, 'en', 'Guest A');
    await expect(A.page).toHaveURL(/\/dine-in\/checkout/);
    await expect(A.page.getByRole('heading', { name: 'Your Order' })).toBeVisible();
    await shot(A.page, 'your-order-en');
    await chooseTiming(A.page, 'en', 'PAY_LATER');
    await payAtTable(A.page, 'en').first().check();
    await shot(A.page, 'payment-options-pay-later-en');
    await A.page.getByRole('button', { name: 'Dine First, Pay Later' }).last().click();
    await expect(A.page.getByRole('heading', { name: 'Bon appétit! Sahtein' })).toBeVisible({
      timeout: 20_000,
    });
    await shot(A.page, 'order-placed-pay-later-en');

    // Guest B (AR): the same link lands on the table's tab with A's order and 'Pay Now ( … )!'.
    await B.page.goto(table.path);
    await expect(B.page).toHaveURL(/\/dine-in\/paylater/);
    await expect(B.page.getByRole('button', { name: trRe('ar', PAY_NOW_RE) })).toBeVisible();
    await expect(B.page.getByText(d1.ar).first()).toBeVisible();
    await shot(B.page, 'table-landing-ar');
    await B.page.getByRole('button', { name: trRe('ar', 'View Menu') }).click();
    await expect(B.page).toHaveURL(/\/dine-in\?/);
    await addDish(B.page, 'ar', d1.ar);
    await openYourOrder(B.page, 'ar');
    await signInAtTable(B.page, request, 'ar', 'Guest B');
    await expect(B.page).toHaveURL(/\/dine-in\/checkout/);
    await shot(B.page, 'your-order-ar');
    await chooseTiming(B.page, 'ar', 'PAY_LATER');
    await payAtTable(B.page, 'ar').nth(1).check();
    await shot(B.page, 'payment-options-pay-later-ar');
    await B.page
      .getByRole('button', { name: trRe('ar', 'Dine First, Pay Later') })
      .last()
      .click();
    await expect(B.page.getByRole('heading', { name: trRe('ar', 'Bon appétit! Sahtein') })).toBeVisible({
      timeout: 20_000,
    });
    await shot(B.page, 'order-placed-pay-later-ar');
    const bill = await remainingOf(request, brandId, table);
    expect(bill).toBeGreaterThan(6);

    // The split modal's three types, in Arabic (B) and English (A), before anybody pays.
    await B.page.goto(table.path);
    await B.page.getByRole('button', { name: trRe('ar', PAY_NOW_RE) }).click();
    await expect(B.page).toHaveURL(/\/dine-in\/checkout/);
    await shootSplitTypes(B.page, 'ar');

    // A pays a third: DIVIDE-EQUALLY, 3 people at the table, for 1 (SPLIT-02), by card.
    await A.page.goto(table.path);
    await expect(A.page).toHaveURL(/\/dine-in\/paylater/);
    await shot(A.page, 'table-landing-en');
    await A.page.getByRole('button', { name: PAY_NOW_RE }).click();
    await expect(A.page).toHaveURL(/\/dine-in\/checkout/);
    await shootSplitTypes(A.page, 'en');
    await divideEqually(A.page, 'en', 3);
    await shot(A.page, 'your-order-split-en');
    await payShare(A.page, 'en', 'en');
    await shot(A.page, 'payment-complete-en');
    await expect.poll(() => remainingOf(request, brandId, table)).toBeLessThan(bill);

    // B pays her third: the modal opens by itself on a split table, its type and people locked.
    await B.page.goto(table.path);
    await expect(B.page).toHaveURL(/\/dine-in\/paylater/);
    await expect(B.page.getByRole('button', { name: trRe('ar', 'View Menu') })).toHaveCount(0);
    await B.page.getByRole('button', { name: trRe('ar', PAY_NOW_RE) }).click();
    await divideEqually(B.page, 'ar', 3);
    await payShare(B.page, 'ar', 'ar');
    await shot(B.page, 'payment-complete-ar');

    // A and B watch the landing while C pays the last third.
    await A.page.goto(table.path);
    await B.page.goto(table.path);
    await expect(A.page).toHaveURL(/\/dine-in\/paylater/);
    await expect(B.page).toHaveURL(/\/dine-in\/paylater/);
    await C.page.goto(table.path);
    await expect(C.page).toHaveURL(/\/dine-in\/paylater/);
    await C.page.getByRole('button', { name: PAY_NOW_RE }).click();
    await signInAtTable(C.page, request, 'en', 'Guest C');
    await expect(C.page).toHaveURL(/\/dine-in\/checkout/);
    await divideEqually(C.page, 'en', 3);
    await payShare(C.page, 'en', 'last-en');

    // Paid in full: the tab is gone and every open landing went to the menu by itself (002 §2.4).
    await expect.poll(() => remainingOf(request, brandId, table)).toBe(0);
    await expect(A.page).toHaveURL(/\/dine-in\?/, { timeout: 15_000 });
    await expect(B.page).toHaveURL(/\/dine-in\?/, { timeout: 15_000 });

    // On PostgreSQL: the split bills PAID and the payments SUCCEEDED add up to the bill to the fil.
    const rows = await dbQuery<{
      status: string;
      bill: string;
      paid: string;
      charged: string;
      shares: string;
    }>(
      `with s as (
         select ts.id, ts.status from table_sessions ts join dine_in_tables t on t.id = ts.table_id
          where t.store_id = $1 and t.number = 12 order by ts.created_at desc limit 1)
       select s.status,
              (select sum(o.total_fils) from table_session_orders so join orders o on o.id = so.order_id
                where so.session_id = s.id and o.status not in ('CANCELLED', 'REJECTED')) as bill,
              (select sum(b.total_fils) from table_split_bills b where b.session_id = s.id and b.status = 'PAID') as paid,
              (select count(*) from table_split_bills b where b.session_id = s.id and b.status = 'PAID') as shares,
              (select sum(p.amount_fils) from payments p join table_split_bills b on b.order_id = p.order_id
                where b.session_id = s.id and b.status = 'PAID' and p.status = 'SUCCEEDED') as charged
         from s`,
      [table.storeId],
    );
    if (rows) {
      const row = rows[0]!;
      expect(row.status).not.toBe('OPEN');
      expect(Number(row.shares)).toBe(3);
      expect(Number(row.paid)).toBe(Number(row.bill));
      expect(Number(row.charged)).toBe(Number(row.bill));
      expect(Number(row.bill)).toBe(Math.round(bill * 100));
    }
    test
      .info()
      .annotations.push({ type: 'run time', description: `${Math.round((Date.now() - started) / 1000)} s` });
  } finally {
    await Promise.all([A.context.close(), B.context.close(), C.context.close()]);
  }
});

/**
 * One guest's pay-later order of the dishes at the table of `path` (signing in on the way when
 * `name` is given), then 'Pay Now' from the landing: on 'Your Order'.
 */
async function payLaterBoth(
  page: Page,
  request: APIRequestContext,
  path: string,
  titles: string[],
  name: string | null,
) {
  await page.goto(path);
  for (const title of titles) await addDish(page, 'en', title);
  await openYourOrder(page, 'en');
  if (name) await signInAtTable(page, request, 'en', name);
  await expect(page).toHaveURL(/\/dine-in\/checkout/);
  await chooseTiming(page, 'en', 'PAY_LATER');
  await payAtTable(page, 'en').first().check();
  await page.getByRole('button', { name: 'Dine First, Pay Later' }).last().click();
  await expect(page.getByRole('heading', { name: 'Bon appétit! Sahtein' })).toBeVisible({ timeout: 20_000 });
  await page.goto(path);
  await expect(page).toHaveURL(/\/dine-in\/paylater/);
  await page.getByRole('button', { name: PAY_NOW_RE }).click();
  await expect(page).toHaveURL(/\/dine-in\/checkout/);
}

test('SELECTED-ITEMS at table 7 and CUSTOM-AMOUNT at table 8: each tab paid in two card shares that close it — 002 §2.7 SPLIT-01/04, 0032 (the last share pays exactly the rest)', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [t7, t8] = [await tableLink(7), await tableLink(8)];
  const { brandId, dishes } = await dineInDishes(request, t7.storeId);
  const titles = dishes.map((d) => d.en);
  const G = await guest(browser, 'en', [brandId]);
  try {
    // Table 7: the first dish, then the second (every remaining unit: the rest to the fil).
    await payLaterBoth(G.page, request, t7.path, titles, 'Guest Items');
    const bill7 = await remainingOf(request, brandId, t7);
    for (const title of titles) {
      const dialog = await splitModal(G.page, 'en');
      await dialog.getByRole('radio', { name: 'Selected Items' }).check();
      await dialog.getByRole('checkbox', { name: new RegExp(title) }).check();
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog).toBeHidden();
      await payShare(G.page, 'en', `selected-items-${title === titles[0] ? 1 : 2}`);
      if (title === titles[0]) {
        await expect.poll(() => remainingOf(request, brandId, t7)).toBeLessThan(bill7);
        await G.page.goto(t7.path);
        await G.page.getByRole('button', { name: PAY_NOW_RE }).click();
      }
    }
    await expect.poll(() => remainingOf(request, brandId, t7)).toBe(0);

    // Table 8: 10.00 AED typed, then what remains (the field's maximum).
    await payLaterBoth(G.page, request, t8.path, titles, null);
    const bill8 = await remainingOf(request, brandId, t8);
    for (const amount of ['10.00', (bill8 - 10).toFixed(2)]) {
      const dialog = await splitModal(G.page, 'en');
      await dialog.getByRole('radio', { name: 'Custom Amount' }).check();
      await dialog.getByLabel('Amount to pay (AED)').fill(amount);
      await expect(dialog.locator('.split-my-share')).toContainText(amount);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await expect(dialog).toBeHidden();
      await payShare(G.page, 'en', `custom-amount-${amount}`);
      if (amount === '10.00') {
        await expect.poll(() => remainingOf(request, brandId, t8)).toBeCloseTo(bill8 - 10, 2);
        await G.page.goto(t8.path);
        await G.page.getByRole('button', { name: PAY_NOW_RE }).click();
      }
    }
    await expect.poll(() => remainingOf(request, brandId, t8)).toBe(0);
    const rows = await dbQuery<{ number: number; paid: string; bill: string }>(
      `select t.number, sum(b.total_fils) filter (where b.status = 'PAID') as paid, max(b.bill_fils) as bill
         from table_split_bills b join table_sessions ts on ts.id = b.session_id
         join dine_in_tables t on t.id = ts.table_id
        where t.store_id = $1 and t.number in (7, 8) group by t.number order by t.number`,
      [t7.storeId],
    );
    if (rows) {
      expect(rows.map((r) => Number(r.paid))).toEqual([Math.round(bill7 * 100), Math.round(bill8 * 100)]);
    }
  } finally {
    await G.context.close();
  }
});

test('PAY_NOW alone at table 5 with a 3-D Secure card: the challenge page, then the order placed — 002 §2.6, §2.10, 0032', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const table = await tableLink(5);
  const { brandId, dishes } = await dineInDishes(request, table.storeId);
  const G = await guest(browser, 'en', [brandId]);
  try {
    await G.page.goto(table.path);
    await expect(G.page).toHaveURL(/\/dine-in\?/);
    await addDish(G.page, 'en', dishes[0]!.en);
    await openYourOrder(G.page, 'en');
    await signInAtTable(G.page, request, 'en', 'Guest Alone');
    await expect(G.page).toHaveURL(/\/dine-in\/checkout/);
    await chooseTiming(G.page, 'en', 'PAY_NOW');
    await payNowByCard(G.page, 'en', CARDS.threeDs);
    await expect(G.page).toHaveURL(/\/payments\/sandbox\/3ds\//, { timeout: 20_000 });
    await G.page.getByRole('button', { name: 'Complete' }).click();
    await expect(G.page).toHaveURL(/\/dine-in\/order\/order-success\/[^/?]+/, { timeout: 30_000 });
    await expect(G.page.getByText(/Your order .+ has been placed/)).toBeVisible();
    await shot(G.page, 'order-placed-pay-now-3ds-en');
    // An ordinary order: no tab was opened at the table (0032: PAY_NOW without an open tab).
    expect(await remainingOf(request, brandId, table)).toBe(0);
  } finally {
    await G.context.close();
  }
});

test("the kitchen board shows a guest's PAY_LATER order live with its table — 002 §2.4 (it goes to the kitchen at once), 0032", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = '+971500000102';
  await page.goto('/alnile/kitchen');
  const sentAt = new Date(Date.now() - 1000);
  await page.getByLabel('Phone number').fill(owner);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('4-digit code').fill(await readOtp(request, owner, sentAt));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const table = await tableLink(9);
  const { brandId, dishes } = await dineInDishes(request, table.storeId);
  const G = await guest(browser, 'en', [brandId]);
  try {
    await G.page.goto(table.path);
    await addDish(G.page, 'en', dishes[0]!.en);
    await openYourOrder(G.page, 'en');
    await signInAtTable(G.page, request, 'en', 'Guest Kitchen');
    await chooseTiming(G.page, 'en', 'PAY_LATER');
    await payAtTable(G.page, 'en').first().check();
    await G.page.getByRole('button', { name: 'Dine First, Pay Later' }).last().click();
    await expect(G.page).toHaveURL(/\/dine-in\/order\/order-success\/[^/?]+/, { timeout: 20_000 });
    const orderNumber = decodeURIComponent(new URL(G.page.url()).pathname.split('/').pop()!);
    const card = page
      .getByRole('region', { name: /^New/ })
      .getByRole('article', { name: new RegExp(orderNumber) });
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(card).toContainText('Table 9');
    await shot(page, 'kitchen-board-table-en');
  } finally {
    await G.context.close();
  }
});
