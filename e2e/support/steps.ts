import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, readOtp, uniquePhone } from './fixtures.ts';
import { type Lang, trRe } from './texts.ts';

/** A link or button with the accessible name `name` (rows may be either). */
export function control(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('link', { name }).or(scope.getByRole('button', { name })).first();
}

/**
 * Signs in a new customer on `/{brand}/auth/login` (001 §2.1, §4.1): the WhatsApp number, the
 * one-time code from the dev outbox, and the profile modal's name. Ends on the page the sign-in
 * returns to. Answers the phone used.
 */
export async function signInAsNewCustomer(
  page: Page,
  request: APIRequestContext,
  brand: string,
  lang: Lang,
  name: string,
): Promise<ReturnType<typeof uniquePhone>> {
  const phone = uniquePhone();
  if (!/\/auth\/login/.test(page.url())) await page.goto(`/${brand}/auth/login`);
  await page.getByLabel(trRe(lang, 'WhatsApp number')).fill(phone.national);
  await page.getByRole('button', { name: trRe(lang, 'Send Code') }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp/);
  const code = await readOtp(request, phone.e164);
  const boxes = page.locator('main input:not([type=hidden])');
  await expect(boxes.nth(code.length - 1)).toBeVisible();
  for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]!);
  // A box typed into before the screen took its first focus can be emptied again: type it once more.
  if (/\/auth\/verify-otp/.test(page.url())) {
    for (let i = 0; i < code.length; i++) {
      const box = boxes.nth(i);
      if ((await box.inputValue({ timeout: 500 }).catch(() => 'gone')) === '') await box.fill(code[i]!);
    }
  }
  const profile = page.getByRole('dialog', { name: trRe(lang, 'Update your profile') });
  await expect(profile).toBeVisible();
  await profile.getByPlaceholder(trRe(lang, 'Your Name')).fill(name);
  await profile.locator('button[type=submit]').first().click();
  await expect(profile).toBeHidden();
  return phone;
}

/** Checkout step 2 (001 §2.8): 'Select Payment Method', Cash, then 'Place Order'. The caller checks the outcome. */
export async function payCashAndPlace(page: Page, lang: Lang): Promise<void> {
  await control(page, trRe(lang, 'Select Payment Method')).click();
  await page.getByRole('radio', { name: lang === 'ar' ? 'نقدًا' : 'Cash' }).check();
  await page
    .getByRole('button', { name: trRe(lang, 'Place Order') })
    .last()
    .click();
}

/**
 * The sandbox's card fields on checkout step 2 (decision 0022): the frame of the card-fields
 * page, in the page's language. Fills the card number, a future expiry and a CVC.
 */
export async function fillSandboxCard(page: Page, lang: Lang, number: string): Promise<void> {
  const frame = page.frameLocator('iframe.card-fields-frame');
  await frame.getByLabel(lang === 'ar' ? 'رقم البطاقة' : 'Card number').fill(number);
  await frame.getByLabel(lang === 'ar' ? 'تاريخ الانتهاء (MM/YY)' : 'Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel(lang === 'ar' ? 'رمز التحقق (CVC)' : 'CVC').fill('123');
}

/**
 * Checkout step 2 with a card (001 §2.8, §5.4; decision 0022), already shown (the card option
 * is pre-selected, PAY-01): either a new card typed into the sandbox's fields
 * ('Add new card'; `save` ticks or unticks 'Save this card for next time') or the saved card
 * ending in `savedLast4`, then 'Place Order'. The caller checks the outcome.
 */
export async function payByCardAndPlace(
  page: Page,
  lang: Lang,
  card: { number: string; save?: boolean } | { savedLast4: string },
): Promise<void> {
  if ('savedLast4' in card) {
    await page.getByRole('radio', { name: new RegExp(`•••• ${card.savedLast4}`) }).check();
  } else {
    await page.getByRole('radio', { name: trRe(lang, 'Add new card') }).check();
    await fillSandboxCard(page, lang, card.number);
    const save = page.getByRole('checkbox', { name: trRe(lang, 'Save this card for next time') });
    if (card.save === false) await save.uncheck();
    else await save.check();
  }
  await page
    .getByRole('button', { name: trRe(lang, 'Place Order') })
    .last()
    .click();
}
