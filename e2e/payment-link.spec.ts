import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createPaymentLinkWithCli } from './support/payment-link.ts';

/**
 * Payment links (issue 9; 001 §2.12, §4.15): a link made with `npm run payment-link` is opened by
 * a visitor, paid with the sandbox's card fields and shows its receipt — in English with the
 * success card, in Arabic with the 3-D Secure card through the challenge page and back.
 * Screenshots at 390 px go to /tmp/h3-shots (SHOTS_DIR) for review.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/h3-shots';
mkdirSync(SHOTS, { recursive: true });

async function fillCard(page: Page, number: string) {
  const frame = page.frameLocator('iframe.link-card-frame');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/34');
  await frame.locator('#cvc').fill('123');
}

test('LINK-04/LINK-08: a visitor pays a link with 4242 4242 4242 4242 and sees the receipt (EN)', async ({
  page,
}) => {
  const link = createPaymentLinkWithCli({
    brand: 'alnile',
    amount: '125.50',
    purpose: 'Catering deposit',
    message: 'Thank you, see you on Friday',
  });
  expect(link.path).toBe(`/alnile/payment-link/${link.cartId}`);
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: `#${link.cartId}` })).toBeVisible();
  await expect(page.getByText('AED 125.50')).toBeVisible();
  await expect(page.getByText('Tax included')).toBeVisible();
  await expect(page.getByText('Catering deposit')).toBeVisible();
  await expect(page.getByText('Thank you, see you on Friday')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay with new card' })).toBeChecked();
  await expect(page.frameLocator('iframe.link-card-frame').locator('#number')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unpaid-en.png`, fullPage: true });

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'continue to payment' }).click();
  await expect(page.getByText('Payment completed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Receipt' })).toBeVisible();
  await expect(page.getByText(`#${link.cartId}`)).toBeVisible();
  await expect(page.getByText('AED 125.50')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-en.png`, fullPage: true });

  // Paid: a reload still shows the receipt; the link cannot be paid again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Receipt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'continue to payment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Explore other products' }).click();
  await expect(page).toHaveURL(/\/alnile\/?$/);
});

test('LINK-06: a link paid with the 3-D Secure card through the challenge page and back (AR)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('sufra:language', 'ar'));
  const link = createPaymentLinkWithCli({
    brand: 'alnile',
    amount: '42',
    purpose: 'Birthday cake',
    message: 'شكرًا لكم',
  });
  await page.goto(link.path);
  await expect(page.getByRole('radio', { name: 'الدفع ببطاقة جديدة' })).toBeChecked();
  await expect(page.getByText('42.00 AED')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.frameLocator('iframe.link-card-frame').locator('#number')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unpaid-ar.png`, fullPage: true });

  await fillCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'متابعة الدفع' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\/3ds\/pi_sbx_/);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/alnile/payment-link/${link.cartId}`));
  await expect(page.getByText('تم الدفع')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'إيصالك' })).toBeVisible();
  await expect(page.getByText('42.00 AED')).toBeVisible();
  // Verified once, then the return query is dropped from the address.
  await expect(page).toHaveURL(new RegExp(`/alnile/payment-link/${link.cartId}$`));
  await page.screenshot({ path: `${SHOTS}/receipt-ar.png`, fullPage: true });
});
