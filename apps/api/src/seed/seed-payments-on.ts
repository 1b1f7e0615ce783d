import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type BrandIntegration,
  brandIntegrationsSchema,
  brandSettingsSchema,
  storePaymentOptionsSchema,
} from '../db/json-shapes.ts';
import { brands, stores } from '../db/schema.ts';

/**
 * The card gateway of each demo brand (issue 9, decision 0022), served by Sufra's sandbox
 * (`metaData.mode` 'sandbox'): Al Nile plays the card-elements provider (STRIPE, with a
 * publishable key as the storefront needs one), Burgerato the card-frames provider (CHECKOUT).
 */
const DEMO_PAYMENTS_ON: Readonly<Record<string, BrandIntegration>> = {
  alnile: {
    name: 'STRIPE',
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
  },
  burgerato: { name: 'CHECKOUT', category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'sandbox' } },
};

/** The services whose payment options gain CREDIT_CARD (001 §5.4: listed first). */
const CARD_SERVICES = ['PICKUP', 'DELIVERY'] as const;

/**
 * Switches a demo brand's card payments on, once (marked by `settings.demoPaymentsOn`, so an owner
 * who changes them later is not overruled by the next start): the brand's payment-gateway
 * integration replaced by its DEMO_PAYMENTS_ON entry (other integrations kept), and CREDIT_CARD
 * put first in every store's PICKUP and DELIVERY payment options (CASH and CARD_MACHINE kept).
 * A brand outside DEMO_PAYMENTS_ON, or already marked, is left alone. Returns whether it wrote anything.
 */
export async function switchOnDemoPayments(
  db: Db,
  brandId: string,
  temporaryDomainName: string,
): Promise<boolean> {
  const gateway = DEMO_PAYMENTS_ON[temporaryDomainName];
  if (!gateway) return false;
  const [brand] = await db
    .select({ settings: brands.settings, activeIntegrations: brands.activeIntegrations })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand || brand.settings.demoPaymentsOn === true) return false;
  const kept = (Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : []).filter(
    (i) => i?.category !== 'PAYMENT_GATEWAY',
  );
  await db
    .update(brands)
    .set({
      settings: brandSettingsSchema.parse({ ...brand.settings, demoPaymentsOn: true }),
      activeIntegrations: brandIntegrationsSchema.parse([...kept, gateway]),
    })
    .where(eq(brands.id, brandId));
  const rows = await db
    .select({ id: stores.id, paymentOptions: stores.paymentOptions })
    .from(stores)
    .where(eq(stores.brandId, brandId));
  for (const row of rows) {
    const options = { ...row.paymentOptions };
    for (const service of CARD_SERVICES)
      options[service] = ['CREDIT_CARD', ...(options[service] ?? []).filter((t) => t !== 'CREDIT_CARD')];
    const paymentOptions = storePaymentOptionsSchema.parse(options);
    await db.update(stores).set({ paymentOptions }).where(eq(stores.id, row.id));
  }
  return true;
}
