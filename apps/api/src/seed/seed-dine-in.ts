import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandSettingsSchema, storePaymentOptionsSchema } from '../db/json-shapes.ts';
import { brands, stores } from '../db/schema.ts';
import { dineInTables } from '../db/schema-dine-in.ts';
import { newTableToken } from '../modules/dine-in/tables-service.ts';

/** The demo brand that takes dine-in orders, and how many tables its first store gets (issue 18). */
const DEMO_DINE_IN = { brand: 'alnile', tables: 12 } as const;

/** The dine-in payment options of the demo store (issue 18; 001 §5.4 order: card first, PAY_LATER dine-in only). */
const DEMO_DINE_IN_PAYMENT_OPTIONS = ['CREDIT_CARD', 'PAY_LATER', 'CASH', 'CARD_MACHINE'] as const;

/**
 * Dine-in for the demo (issue 18, decision 0032), once: Al Nile's first store (by sort order, the
 * one the README points at) gets tables 1–12 with random tokens, `payment_options.DINE_IN` =
 * CREDIT_CARD, PAY_LATER, CASH, CARD_MACHINE (its tax rate is the store's), and the brand
 * `isDineInEnabled`. The store's tables are the once-only mark: when it has any, nothing is written
 * (a second seed run, or an owner who changed dine-in later, is left alone). Another brand is left
 * alone. Returns whether it wrote anything.
 */
export async function switchOnDemoDineIn(
  db: Db,
  brandId: string,
  temporaryDomainName: string,
): Promise<boolean> {
  if (temporaryDomainName !== DEMO_DINE_IN.brand) return false;
  const [store] = await db
    .select({ id: stores.id, paymentOptions: stores.paymentOptions })
    .from(stores)
    .where(eq(stores.brandId, brandId))
    .orderBy(asc(stores.sort))
    .limit(1);
  const [brand] = await db.select({ settings: brands.settings }).from(brands).where(eq(brands.id, brandId));
  if (!store || !brand) return false;
  const [{ n }] = (await db
    .select({ n: count() })
    .from(dineInTables)
    .where(and(eq(dineInTables.brandId, brandId), eq(dineInTables.storeId, store.id)))) as [{ n: number }];
  if (Number(n) > 0) return false;
  await db
    .update(brands)
    .set({ settings: brandSettingsSchema.parse({ ...brand.settings, isDineInEnabled: true }) })
    .where(eq(brands.id, brandId));
  const paymentOptions = storePaymentOptionsSchema.parse({
    ...store.paymentOptions,
    DINE_IN: [...DEMO_DINE_IN_PAYMENT_OPTIONS],
  });
  await db.update(stores).set({ paymentOptions }).where(eq(stores.id, store.id));
  await db.insert(dineInTables).values(
    Array.from({ length: DEMO_DINE_IN.tables }, (_, i) => ({
      brandId,
      storeId: store.id,
      number: i + 1,
      token: newTableToken(),
    })),
  );
  return true;
}
