import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { customers, items, modifiers, orderLines, orderStatusHistory, orders } from '../../src/db/schema.ts';
import { payments } from '../../src/db/schema-payments.ts';
import { createBrand, createMenu, createStore, orderRow } from './factory.ts';

/** A card-elements integration served by the sandbox gateway (metaData.mode 'sandbox'). */
const SANDBOX_CARD_ELEMENTS = {
  name: 'STRIPE',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' },
};

/** A brand with the sandbox card-elements gateway, a store, the factory menu and a customer; fries track stock (10). */
export async function paymentsWorld(db: Db, opts: { isDemo?: boolean } = {}) {
  const brand = await createBrand(db, {
    activeIntegrations: [SANDBOX_CARD_ELEMENTS],
    settingsOverrides: { isDemo: opts.isDemo ?? false },
  });
  const store = await createStore(db, brand.id);
  const menu = await createMenu(db, brand.id);
  await db.update(items).set({ isStockEnabled: true, availableStock: 10 }).where(eq(items.id, menu.fries.id));
  await db
    .update(modifiers)
    .set({ isStockEnabled: true, availableStock: 10 })
    .where(eq(modifiers.id, menu.cheese.id));
  const [customer] = await db
    .insert(customers)
    .values({ brandId: brand.id, phoneNumber: `+9715${String(Date.now()).slice(-8)}`, name: 'Payer' })
    .returning();
  return { brand, store, menu, customer: customer! };
}

export type PaymentsWorld = Awaited<ReturnType<typeof paymentsWorld>>;

/**
 * An order as place-order would leave it for an online payment: status `status` (default
 * PENDING_PAYMENT), 2 Fries and 1 Burger with 1 Cheese, total `totalFils` (default 3_000), with
 * its first history row, and the stock it took (2 fries, 1 cheese) taken from the menu.
 */
export async function awaitingOrder(
  db: Db,
  w: PaymentsWorld,
  opts: { status?: string; totalFils?: number } = {},
) {
  const ids = { brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id };
  const [order] = await db
    .insert(orders)
    .values(
      orderRow(ids, {
        status: opts.status ?? 'PENDING_PAYMENT',
        paymentType: 'CREDIT_CARD',
        totalFils: opts.totalFils ?? 3_000,
      }),
    )
    .returning();
  await db.insert(orderLines).values([
    {
      orderId: order!.id,
      brandId: w.brand.id,
      itemId: w.menu.fries.id,
      categoryId: w.menu.category.id,
      titleEn: 'Fries',
      titleAr: 'بطاطس',
      imageUrls: [],
      quantity: 2,
      unitPriceFils: 850,
      lineTotalFils: 1_700,
      options: [],
      position: 0,
    },
    {
      orderId: order!.id,
      brandId: w.brand.id,
      itemId: w.menu.burger.id,
      categoryId: w.menu.category.id,
      titleEn: 'Burger',
      titleAr: 'برجر',
      imageUrls: [],
      quantity: 1,
      unitPriceFils: 2_700,
      lineTotalFils: 2_700,
      options: [
        {
          optionId: w.menu.cheese.id,
          modifierGroupId: w.menu.extras.id,
          nameEn: 'Cheese',
          nameAr: 'جبن',
          priceFils: 200,
          quantity: 1,
        },
      ],
      position: 1,
    },
  ]);
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order!.id, brandId: w.brand.id, status: order!.status });
  const fries = await stockOf(db, w);
  await db
    .update(items)
    .set({ availableStock: fries.fries - 2 })
    .where(eq(items.id, w.menu.fries.id));
  await db
    .update(modifiers)
    .set({ availableStock: fries.cheese - 1 })
    .where(eq(modifiers.id, w.menu.cheese.id));
  return order!;
}

/** The fries' and the cheese's available stock now. */
export async function stockOf(db: Db, w: PaymentsWorld): Promise<{ fries: number; cheese: number }> {
  const [f] = await db.select({ n: items.availableStock }).from(items).where(eq(items.id, w.menu.fries.id));
  const [c] = await db
    .select({ n: modifiers.availableStock })
    .from(modifiers)
    .where(eq(modifiers.id, w.menu.cheese.id));
  return { fries: f!.n, cheese: c!.n };
}

/** A payments row for an order (provider SANDBOX, card-elements), status `status`. */
export async function paymentRow(
  db: Db,
  w: PaymentsWorld,
  order: { id: string; totalFils: number } | null,
  providerPaymentId: string,
  status = 'REQUIRES_ACTION',
  amountFils = order?.totalFils ?? 1_000,
) {
  const [row] = await db
    .insert(payments)
    .values({
      brandId: w.brand.id,
      orderId: order?.id ?? null,
      customerId: w.customer.id,
      provider: 'SANDBOX',
      kind: 'card-elements',
      providerPaymentId,
      amountFils,
      status,
    })
    .returning();
  return row!;
}

/** An order's status and the statuses of its history, oldest first. */
export async function orderState(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.at);
  return { status: order!.status, history: history.map((h) => h.status) };
}
