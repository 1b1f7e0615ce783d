import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandSettingsSchema, everyDay, storePaymentOptionsSchema } from '../db/json-shapes.ts';
import { brands, stores } from '../db/schema.ts';
import { mappedAreas, storeDeliveryAreas } from '../db/schema-delivery.ts';

/**
 * The demo brands whose delivery the seed switches on (issue 8): Al Nile Gourmet (outlet-based,
 * MAPPED_AREA_BASED over Dubai communities) and Burgerato (brand-based, AREA_BASED over the
 * emirates' towns), each once its storefront journeys were tested (e2e/delivery*.spec.ts).
 */
const DEMO_DELIVERY_ON: readonly string[] = ['alnile', 'burgerato'];

/**
 * The demo branch with dinner hours (17:00–23:30 every day, Asia/Dubai), so that 'closed now,
 * pre-order for later' is visible in the demo every morning and afternoon (issue 8: "some store
 * hours that make 'closed now, pre-order for tomorrow' visible").
 */
const DINNER_BRANCH = 'Al Nile Gourmet Mirdif (demo branch)';

/** How a demo delivery is paid (001 §4.7): cash or the card machine on delivery, as at pickup. */
const DELIVERY_PAYMENTS = storePaymentOptionsSchema.parse({ DELIVERY: ['CASH', 'CARD_MACHINE'] });

/** 17:00–23:30 on each weekday (0 = Sunday). */
const DINNER_HOURS = everyDay(['17:00', '23:30']);

/**
 * Switches a demo brand's delivery on, once (marked by `settings.demoDeliveryOn`, so a restaurant
 * owner who switches it off again is not overruled by the next start): the brand's delivery
 * setting; delivery, delivery pre-orders and the delivery payments (cash, card machine) on every
 * store that has a zone (a mapped area or a store area entry); pickup pre-orders on every store; the dinner hours of DINNER_BRANCH. A brand
 * outside DEMO_DELIVERY_ON, or already marked, is left alone. Returns whether it wrote anything.
 */
export async function switchOnDemoDelivery(
  db: Db,
  brandId: string,
  temporaryDomainName: string,
): Promise<boolean> {
  if (!DEMO_DELIVERY_ON.includes(temporaryDomainName)) return false;
  const [brand] = await db.select({ settings: brands.settings }).from(brands).where(eq(brands.id, brandId));
  if (!brand || brand.settings.demoDeliveryOn === true) return false;
  const settings = brandSettingsSchema.parse({
    ...brand.settings,
    isDeliveryEnabled: true,
    demoDeliveryOn: true,
  });
  await db.update(brands).set({ settings }).where(eq(brands.id, brandId));
  const zoned = [
    ...(await db
      .selectDistinct({ id: mappedAreas.storeId })
      .from(mappedAreas)
      .where(eq(mappedAreas.brandId, brandId))),
    ...(await db
      .selectDistinct({ id: storeDeliveryAreas.storeId })
      .from(storeDeliveryAreas)
      .where(eq(storeDeliveryAreas.brandId, brandId))),
  ].map((r) => r.id);
  await db.update(stores).set({ isPreOrderEnabledForPickup: true }).where(eq(stores.brandId, brandId));
  if (zoned.length > 0) {
    await db
      .update(stores)
      .set({
        isDeliveryEnabled: true,
        isPreOrderEnabledForDelivery: true,
        paymentOptions: sql`${stores.paymentOptions} || ${JSON.stringify(DELIVERY_PAYMENTS)}::jsonb`,
      })
      .where(and(eq(stores.brandId, brandId), inArray(stores.id, zoned)));
  }
  await db
    .update(stores)
    .set({ openingHours: DINNER_HOURS })
    .where(and(eq(stores.brandId, brandId), eq(stores.nameEn, DINNER_BRANCH)));
  return true;
}
