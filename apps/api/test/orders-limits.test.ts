import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, items, modifiers, orders } from '../src/db/schema.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 5 "Trust before growth", tasks 2 and 3: every amount, quantity and text of
 * order/place-order-v2 is bounded (no 500 from an integer column), and neither a modifier listed
 * twice in one line nor an item split over several lines escapes its maximum or stock (000 §5).
 */
describe.each(testDatabases())(
  'place-order bounds and duplicates on %s (issue 5, 001 §7.3, 000 §5)',
  (kind) => {
    let t: TestApp;
    let brandId: string;
    let storeId: string;
    let menu: Awaited<ReturnType<typeof createMenu>>;
    let token: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.database.db;
      brandId = (await createBrand(db, { orderNumberPrefix: 'LIM' })).id;
      storeId = (await createStore(db, brandId)).id;
      menu = await createMenu(db, brandId);
      const [c] = await db
        .insert(customers)
        .values({ brandId, phoneNumber: '+971501231234', name: 'Lim' })
        .returning();
      token = await createSession(db, brandId, c!.id, new Date());
    });
    afterAll(() => t.close());

    const countOrders = async () => Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n);
    /** 1 × Fries 8.50 + 5 % VAT 0.43 = 8.93 (+ tip). */
    const fries = (over: Record<string, unknown> = {}) => ({
      brandId,
      storeId,
      orderType: { type: 'PICKUP' },
      paymentType: 'CASH',
      orderedMenu: [
        { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
      ],
      itemsTotalPrice: 8.5,
      totalOrderPrice: 8.93,
      ...over,
    });
    const place = (body: unknown) => post(t.app, 'order/place-order-v2', body, { authorization: token });
    const friesLine = (quantity: number) => ({
      itemId: menu.fries.id,
      categoryId: menu.category.id,
      quantity,
      price: 8.5,
      options: [],
    });

    it('tipAmount 1e9 AED and 1e7 AED are refused with 400 (not 500, not accepted); 10 000 AED is the maximum', async () => {
      const before = await countOrders();
      for (const tip of [1e9, 1e7, 10_000.01, 0.001, -1]) {
        // With the matching total (as the old code accepted 1e7), and with the plain total.
        const matching = await place(
          fries({ tipAmount: tip, totalOrderPrice: Math.round((8.93 + tip) * 100) / 100 }),
        );
        expect(matching.status, `tip ${tip}`).toBe(400);
        expect(matching.body.success).toBe(0);
        expect(matching.body.message).toMatch(/^(tipAmount|totalOrderPrice)/);
        const res = await place(fries({ tipAmount: tip }));
        expect(res.status, `tip ${tip}`).toBe(400);
        expect(res.body.message).toMatch(/^tipAmount/);
      }
      expect(await countOrders()).toBe(before);
      const max = await place(fries({ tipAmount: 10_000, totalOrderPrice: 10_008.93 }));
      expect(max.status).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, max.body.data.savedOrder._id));
      expect(row!.tipFils).toBe(1_000_000);
    });

    it('client amounts, quantities, list sizes and texts are bounded with a 400 naming the field', async () => {
      const before = await countOrders();
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [fries({ itemsTotalPrice: 2_000_000 }), /^itemsTotalPrice/],
        [fries({ totalOrderPrice: 1e12 }), /^totalOrderPrice/],
        [fries({ orderedMenu: [{ ...friesLine(1), price: 1e9 }] }), /^orderedMenu\.0\.price/],
        [fries({ orderedMenu: [friesLine(100)] }), /^orderedMenu\.0\.quantity/],
        [fries({ orderedMenu: [friesLine(0)] }), /^orderedMenu\.0\.quantity/],
        [fries({ orderedMenu: Array.from({ length: 101 }, () => friesLine(1)) }), /^orderedMenu/],
        [fries({ orderLevelSpecialRequest: 'x'.repeat(501) }), /^orderLevelSpecialRequest/],
        [fries({ pickupVehicleInfo: 'v'.repeat(101) }), /^pickupVehicleInfo/],
        [fries({ orderingPlatform: 'p'.repeat(41) }), /^orderingPlatform/],
        [fries({ taxRate: 1e9 }), /^taxRate/],
        [fries({ pickupTiming: { asap: false, time: 't'.repeat(41) } }), /^pickupTiming/],
      ];
      for (const [body, message] of cases) {
        const res = await place(body);
        expect(res.status, String(message)).toBe(400);
        expect(res.body.success).toBe(0);
        expect(res.body.message).toMatch(message);
      }
      const burger = {
        itemId: menu.burger.id,
        categoryId: menu.category.id,
        quantity: 1,
        price: 25,
        options: Array.from({ length: 51 }, () => ({
          optionId: menu.cola.id,
          modifierGroupId: menu.drinks.id,
          quantity: 1,
          price: 0,
        })),
      };
      const tooManyOptions = await place(fries({ orderedMenu: [burger] }));
      expect(tooManyOptions.status).toBe(400);
      expect(tooManyOptions.body.message).toMatch(/^orderedMenu\.0\.options/);
      expect(await countOrders()).toBe(before);
    });

    it('a recomputed total above 1 000 000 AED is refused with 400, never an integer overflow', async () => {
      await t.database.db.update(items).set({ priceFils: 10_000_000 }).where(eq(items.id, menu.fries.id));
      try {
        const res = await place(
          fries({
            orderedMenu: [{ ...friesLine(99), price: 100_000 }],
            itemsTotalPrice: 1_000_000,
            totalOrderPrice: 1_000_000,
          }),
        );
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: 0,
          code: expect.any(String),
          message: 'This order is too large. Please reduce the quantities and try again.',
        });
      } finally {
        await t.database.db.update(items).set({ priceFils: 850 }).where(eq(items.id, menu.fries.id));
      }
    });

    it("two 'Cheese' × 2 in one line with a maximum of 2 are refused; × 1 twice is merged into one option × 2", async () => {
      await t.database.db
        .update(modifiers)
        .set({ maximumOrderQuantity: 2 })
        .where(eq(modifiers.id, menu.cheese.id));
      try {
        const before = await countOrders();
        const cheese = (quantity: number) => ({
          optionId: menu.cheese.id,
          modifierGroupId: menu.extras.id,
          quantity,
          price: 2,
        });
        const juice = { optionId: menu.juice.id, modifierGroupId: menu.drinks.id, quantity: 1, price: 3.5 };
        // 25 + 3.50 + 2 × 2 + 2 × 2 = 36.50; VAT 1.83; total 38.33 — prices right, so only the rule can refuse it.
        const doubled = await place(
          fries({
            orderedMenu: [
              {
                itemId: menu.burger.id,
                categoryId: menu.category.id,
                quantity: 1,
                price: 36.5,
                options: [juice, cheese(2), cheese(2)],
              },
            ],
            itemsTotalPrice: 36.5,
            totalOrderPrice: 38.33,
          }),
        );
        expect(doubled.status).toBe(400);
        expect(doubled.body.message).toBe('2 is the maximum quantity allowed for Cheese');
        expect(await countOrders()).toBe(before);
        // 25 + 3.50 + 2 × 1 + 2 × 1 = 32.50; VAT 1.63; total 34.13.
        const merged = await place(
          fries({
            orderedMenu: [
              {
                itemId: menu.burger.id,
                categoryId: menu.category.id,
                quantity: 1,
                price: 32.5,
                options: [cheese(1), juice, cheese(1)],
              },
            ],
            itemsTotalPrice: 32.5,
            totalOrderPrice: 34.13,
          }),
        );
        expect(merged.status).toBe(200);
        const info = await post(
          t.app,
          `order/get-order-info/${merged.body.data.savedOrder.orderNumber}`,
          { brandId },
          { authorization: token },
        );
        expect(
          (info.body.data.order.orderedMenu[0].options as Array<{ optionId: string; quantity: number }>).map(
            (o) => [o.optionId, o.quantity],
          ),
        ).toEqual([
          [menu.cheese.id, 2],
          [menu.juice.id, 1],
        ]);
      } finally {
        await t.database.db
          .update(modifiers)
          .set({ maximumOrderQuantity: 1 })
          .where(eq(modifiers.id, menu.cheese.id));
      }
    });

    it('a modifier listed twice is checked against its stock with the summed quantity', async () => {
      await t.database.db
        .update(modifiers)
        .set({ maximumOrderQuantity: 5, isStockEnabled: true, availableStock: 3 })
        .where(eq(modifiers.id, menu.cheese.id));
      try {
        const cheese = { optionId: menu.cheese.id, modifierGroupId: menu.extras.id, quantity: 2, price: 2 };
        const juice = { optionId: menu.juice.id, modifierGroupId: menu.drinks.id, quantity: 1, price: 3.5 };
        const res = await place(
          fries({
            orderedMenu: [
              {
                itemId: menu.burger.id,
                categoryId: menu.category.id,
                quantity: 1,
                price: 36.5,
                options: [juice, cheese, cheese],
              },
            ],
            itemsTotalPrice: 36.5,
            totalOrderPrice: 38.33,
          }),
        );
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Maximum available quantity reached');
      } finally {
        await t.database.db
          .update(modifiers)
          .set({ maximumOrderQuantity: 1, isStockEnabled: false })
          .where(eq(modifiers.id, menu.cheese.id));
      }
    });

    it('two lines of the same item are capped on the sum: 60 + 60 Fries exceed 99', async () => {
      const before = await countOrders();
      // 120 × 8.50 = 1020.00; VAT 51.00; total 1071.00.
      const res = await place(
        fries({ orderedMenu: [friesLine(60), friesLine(60)], itemsTotalPrice: 1020, totalOrderPrice: 1071 }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('99 is the maximum quantity allowed for Fries');
      expect(await countOrders()).toBe(before);
      // 50 + 49 = 99 is fine: 841.50; VAT 42.08; total 883.58.
      const ok = await place(
        fries({
          orderedMenu: [friesLine(50), friesLine(49)],
          itemsTotalPrice: 841.5,
          totalOrderPrice: 883.58,
        }),
      );
      expect(ok.status).toBe(200);
    });

    it("maximumOrderQuantity and stock apply to the item's sum over lines", async () => {
      await t.database.db.update(items).set({ maximumOrderQuantity: 3 }).where(eq(items.id, menu.fries.id));
      try {
        // 4 × 8.50 = 34.00; VAT 1.70; total 35.70.
        const res = await place(
          fries({ orderedMenu: [friesLine(2), friesLine(2)], itemsTotalPrice: 34, totalOrderPrice: 35.7 }),
        );
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('3 is the maximum quantity allowed for Fries');
      } finally {
        await t.database.db
          .update(items)
          .set({ maximumOrderQuantity: 99 })
          .where(eq(items.id, menu.fries.id));
      }
      await t.database.db
        .update(items)
        .set({ isStockEnabled: true, availableStock: 5 })
        .where(eq(items.id, menu.fries.id));
      try {
        // 6 × 8.50 = 51.00; VAT 2.55; total 53.55.
        const res = await place(
          fries({ orderedMenu: [friesLine(3), friesLine(3)], itemsTotalPrice: 51, totalOrderPrice: 53.55 }),
        );
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Maximum available quantity reached');
        const [row] = await t.database.db.select().from(items).where(eq(items.id, menu.fries.id));
        expect(row!.availableStock).toBe(5);
      } finally {
        await t.database.db.update(items).set({ isStockEnabled: false }).where(eq(items.id, menu.fries.id));
      }
    });
  },
);
