import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { paymentLinks, payments } from '../../src/db/schema-payments.ts';
import { createPaymentLink } from '../../src/modules/payment-links/link-service.ts';
import { createBrand } from './factory.ts';
import { sandboxTokens } from './sandbox-cards.ts';
import type { TestApp } from './test-app.ts';

/** The sandbox STRIPE integration (card-elements) of a payment-link brand (decision 0022). */
export const STRIPE = {
  name: 'STRIPE',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' },
};
/** The sandbox CHECKOUT integration (card-frames) of a payment-link brand (decision 0022). */
export const CHECKOUT = {
  name: 'CHECKOUT',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { mode: 'sandbox' },
};

/** The payment-link calls under /api/v1/ (001 §4.15). */
export const INFO = 'payment-links/get-payment-link-info-by-cart-id';
export const PAY = 'payment-links/stripe/create-payment-intent';
export const VERIFY = 'payment-links/stripe/verify-payment-intent';
export const FRAMES = 'payment-links/checkout/initiate-payment-request';
export const FRAMES_VERIFY = 'payment-links/checkout/verify-payment-request';

let keyN = 0;
/** A fresh Idempotency-Key header. */
export const key = () => ({ 'idempotency-key': `link-test-${Date.now()}-${++keyN}` });

/** A brand with STRIPE and CHECKOUT and a logo, another brand with STRIPE only, and the first brand's sandbox cards. */
export async function paymentLinkWorld(t: TestApp) {
  const brand = await createBrand(t.database.db, {
    activeIntegrations: [STRIPE, CHECKOUT],
    settingsOverrides: { brandLogoFirst: 'https://cdn.example/logo.png' },
  });
  const other = await createBrand(t.database.db, { activeIntegrations: [STRIPE] });
  const cards = await sandboxTokens(t.database.db, brand.id);
  return { brand, other, cards };
}
/** The brands and cards of {@link paymentLinkWorld}. */
export type PaymentLinkWorld = Awaited<ReturnType<typeof paymentLinkWorld>>;
type Brand = PaymentLinkWorld['brand'];

/** Creates a payment link of `brand` for 125.50 AED ('Catering deposit', 'Thank you!'); `over` replaces any field (001 §2.12). */
export const newLinkOf = (
  db: Db,
  brand: Brand,
  over: Partial<Parameters<typeof createPaymentLink>[1]> = {},
) =>
  createPaymentLink(db, {
    brand: brand.temporaryDomainName,
    amountAed: 125.5,
    purposeOfPayment: 'Catering deposit',
    message: 'Thank you!',
    ...over,
  });
/** The link page's path, the return URL the pay calls accept (001 §4.15). */
export const linkReturnUrl = (brand: Brand, cartId: string) =>
  `/${brand.temporaryDomainName}/payment-link/${cartId}`;
/** The body of a card-elements link pay call with the tokenised card `paymentMethodId`. */
export const linkPayBody = (brand: Brand, cartId: string, paymentMethodId: string) => ({
  brandId: brand.id,
  cartId,
  paymentMethodId,
  returnUrl: linkReturnUrl(brand, cartId),
});
/** The payment_links row of `cartId`. */
export const linkRowOf = async (db: Db, cartId: string) =>
  (await db.select().from(paymentLinks).where(eq(paymentLinks.cartId, cartId)))[0]!;
/** The payments rows of the link `linkId`. */
export const paymentsOfLink = async (db: Db, linkId: string) =>
  db.select().from(payments).where(eq(payments.paymentLinkId, linkId));
