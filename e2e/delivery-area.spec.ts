import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { type Lang, tr } from './support/texts.ts';

/**
 * Issue 8, brand-based delivery (001 §2.5, §4.3; 000 §2.9; decision 0020) on the demo brand
 * Burgerato (AREA_BASED over the emirates' towns): Delivery in the top bar switches the service,
 * the area picker opens at once (SVC-06), its search filters the towns, choosing Mussafah selects
 * the brand's store (ADDR-11) and the home shows the area's delivery menu under the delivery
 * header (AED 7 fee, AED 30 minimum, 40 minutes); the basket is priced with that fee. In English
 * and in Arabic, on the demo seed as it is (seed-delivery-on.ts switches Burgerato's delivery on).
 */

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`brand-based delivery: the area picker, the area's menu and fee (${lang})`, async ({ page }) => {
    await page.goto('/burgerato');
    if (lang === 'ar') {
      await page.getByRole('button', { name: 'عربي' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }

    await test.step('SVC-03, SVC-06: Delivery asks, then the area picker opens', async () => {
      await page.getByRole('button', { name: tr(lang, 'Delivery'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(lang, 'Yes') })
        .click();
      const sheet = page.getByRole('dialog', { name: tr(lang, 'Select Area') });
      await expect(sheet.getByRole('list', { name: lang === 'ar' ? 'أبو ظبي' : 'Abu Dhabi' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${lang} area picker`);
    });

    await test.step('001 §5.2: the search box filters the towns', async () => {
      const sheet = page.getByRole('dialog', { name: tr(lang, 'Select Area') });
      await sheet
        .getByRole('searchbox', { name: tr(lang, 'Search for an area') })
        .fill(lang === 'ar' ? 'مصفح' : 'muss');
      await expect(sheet.getByRole('button', { name: lang === 'ar' ? 'مصفح' : 'Mussafah' })).toBeVisible();
      await expect(
        sheet.getByRole('button', { name: lang === 'ar' ? 'مدينة خليفة' : 'Khalifa City' }),
      ).toHaveCount(0);
    });

    await test.step("ADDR-11, 000 §2.9: Mussafah selects the store; the header shows the area's terms", async () => {
      const sheet = page.getByRole('dialog', { name: tr(lang, 'Select Area') });
      await sheet.getByRole('button', { name: lang === 'ar' ? 'مصفح' : 'Mussafah' }).click();
      await expect(sheet).toBeHidden();
      const header = page.getByRole('region', { name: tr(lang, 'Delivering to') });
      await expect(header).toContainText(lang === 'ar' ? 'مصفح' : 'Mussafah');
      await expect(header.locator('bdi[dir="ltr"]')).toHaveText(
        lang === 'ar' ? ['40', '7.00 AED', '30.00 AED'] : ['40', 'AED 7.00', 'AED 30.00'],
      );
      await expectNoSeriousA11yViolations(page, `${lang} brand delivery home`);
    });

    await test.step("000 §4.10: the basket is priced with the area's fee", async () => {
      const open = page.locator('button.menu-row').first();
      await open.click();
      await expect(page).toHaveURL(/\/item\//);
      for (const group of await page.locator('fieldset').all()) {
        const radio = group.getByRole('radio').first();
        if (await radio.count()) await radio.check();
      }
      await page
        .getByRole('button', {
          name: new RegExp(lang === 'ar' ? 'أضف \\d+ إلى السلة' : 'Add \\d+ to basket'),
        })
        .click();
      await page.goto('/burgerato/basket');
      const fee = page.getByText(tr(lang, 'Delivery Fee'), { exact: true });
      await expect(fee).toBeVisible();
      await expect(page.getByText(lang === 'ar' ? '7.00 AED' : 'AED 7.00').first()).toBeVisible();
    });
  });
}
