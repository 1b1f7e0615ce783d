/**
 * Reads of the customer's data export (issue 19, decision 0034). Every query names both
 * `ctx.brandId` and `ctx.customerId`: the export of one brand's customer never reads another
 * customer's or brand's rows. Only what the customer gave or bought is selected — never a
 * session, a code hash, a provider's card or customer id, or an order's tracking token.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, customers, orderLines, orders, stores } from '../../db/schema.ts';
import { customerAddresses } from '../../db/schema-delivery.ts';
import { savedPaymentCards } from '../../db/schema-payments.ts';
import { walletLedger, wallets } from '../../db/schema-promotions.ts';
import type { RequestContext } from '../../http/context.ts';

/** The owner of an export: a live (not deleted) customer of a brand. */
export type Owner = Pick<RequestContext, 'brandId'> & { customerId: string };

/** The customer row (profile) and the brand's English name, or null when not a live customer of the brand. */
export async function findProfile(db: Db, o: Owner) {
  const rows = await db
    .select({
      id: customers.id,
      phoneNumber: customers.phoneNumber,
      name: customers.name,
      email: customers.email,
      createdAt: customers.createdAt,
      brandName: brands.brandName,
    })
    .from(customers)
    .innerJoin(brands, eq(brands.id, customers.brandId))
    .where(and(eq(customers.id, o.customerId), eq(customers.brandId, o.brandId), isNull(customers.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** The customer's saved addresses (001 §3.1), oldest first. */
export function listAddresses(db: Db, o: Owner) {
  return db
    .select({
      addressType: customerAddresses.addressType,
      address: customerAddresses.address,
      street: customerAddresses.street,
      building: customerAddresses.building,
      floor: customerAddresses.floor,
      apartmentNo: customerAddresses.apartmentNo,
      area: customerAddresses.area,
      city: customerAddresses.city,
      country: customerAddresses.country,
      lat: customerAddresses.lat,
      lng: customerAddresses.lng,
      createdAt: customerAddresses.createdAt,
    })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.brandId, o.brandId), eq(customerAddresses.customerId, o.customerId)))
    .orderBy(asc(customerAddresses.createdAt));
}

/** The customer's saved cards: brand, last four and expiry only (001 §3.8), oldest first. */
export function listCards(db: Db, o: Owner) {
  return db
    .select({
      cardBrand: savedPaymentCards.cardBrand,
      last4: savedPaymentCards.last4,
      expMonth: savedPaymentCards.expMonth,
      expYear: savedPaymentCards.expYear,
    })
    .from(savedPaymentCards)
    .where(and(eq(savedPaymentCards.brandId, o.brandId), eq(savedPaymentCards.customerId, o.customerId)))
    .orderBy(asc(savedPaymentCards.createdAt));
}

/** The customer's wallet at the brand (fils), or null when it was never opened. */
export async function findWallet(db: Db, o: Owner) {
  const rows = await db
    .select({ balanceFils: wallets.balanceFils, lifetimeSpendingFils: wallets.lifetimeSpendingFils })
    .from(wallets)
    .where(and(eq(wallets.brandId, o.brandId), eq(wallets.customerId, o.customerId)));
  return rows[0] ?? null;
}

/** The wallet's ledger (fils), oldest first, with the order number of each movement (or null). */
export function listLedger(db: Db, o: Owner) {
  return db
    .select({
      kind: walletLedger.kind,
      amountFils: walletLedger.amountFils,
      balanceAfterFils: walletLedger.balanceAfterFils,
      orderNumber: orders.orderNumber,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .leftJoin(orders, eq(orders.id, walletLedger.orderId))
    .where(and(eq(walletLedger.brandId, o.brandId), eq(walletLedger.customerId, o.customerId)))
    .orderBy(asc(walletLedger.createdAt));
}

/** The customer's orders at the brand, oldest first, with the store's names (fils). */
export function listOrders(db: Db, o: Owner) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      serviceType: orders.serviceType,
      paymentType: orders.paymentType,
      placedAt: orders.placedAt,
      storeEn: stores.nameEn,
      storeAr: stores.nameAr,
      itemsTotalFils: orders.itemsTotalFils,
      discountFils: orders.discountFils,
      deliveryFeeFils: orders.deliveryFeeFils,
      taxFils: orders.taxFils,
      tipFils: orders.tipFils,
      loyaltyFils: orders.loyaltyFils,
      totalFils: orders.totalFils,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.brandId, o.brandId), eq(orders.customerId, o.customerId)))
    .orderBy(asc(orders.placedAt));
}

/** The lines of the given orders of the brand (fils), in their order. */
export function listLines(db: Db, o: Owner, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderLines.orderId,
      titleEn: orderLines.titleEn,
      titleAr: orderLines.titleAr,
      quantity: orderLines.quantity,
      unitPriceFils: orderLines.unitPriceFils,
      lineTotalFils: orderLines.lineTotalFils,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(and(eq(orderLines.brandId, o.brandId), inArray(orderLines.orderId, orderIds)))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}
