/**
 * The deletion of a customer's account at one brand (issue 19, decision 0034), in one
 * transaction: whatever fails, nothing is written. Every statement names `o.brandId` and
 * `o.customerId` (or the customer's phone within the brand).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders, otpCodes, outboxMessages, sessions } from '../../db/schema.ts';
import { customerAddresses } from '../../db/schema-delivery.ts';
import { orderMessages } from '../../db/schema-messages.ts';
import {
  paymentProviderCustomers,
  sandboxPaymentMethods,
  savedPaymentCards,
} from '../../db/schema-payments.ts';
import { walletLedger, wallets } from '../../db/schema-promotions.ts';
import type { Owner } from './export-repository.ts';

/** What a deletion did: the wallet balance forfeited (fils) and the orders anonymised. */
export interface DeletionResult {
  forfeitedFils: number;
  anonymisedOrders: number;
}

/**
 * Deletes the account `o.customerId` of `o.brandId` at `now`, or answers null (nothing written)
 * when it is not a live customer of the brand. In one transaction, in this order:
 * 1. locks the customer row (FOR UPDATE): an order being placed holds FOR KEY SHARE on it
 *    (orders/repository.ts insertOrder), so it either commits first — and is anonymised below —
 *    or waits and then fails as signed out;
 * 2. forfeits the wallet balance: a 'forfeit' ledger row (−balance, balance after 0), balance 0;
 * 3. anonymises the orders (kept for the restaurant's books: totals, lines, store, dates, status):
 *    the customer snapshot becomes `{ name: null, phoneNumber: '', email: null }`, the pickup
 *    vehicle is cleared, a delivery address keeps its area, city and country but loses the street,
 *    building, floor, apartment, free text and saved address id, its point rounded to 0.01° (~1 km);
 *    the customer messages of those orders lose their recipient;
 * 4. deletes the saved addresses, saved cards, the provider customer objects and the sandbox's
 *    payment methods attached to them (the local adapter's tokens), every session, the phone's
 *    customer and account-deletion codes of the brand and the dev outbox's messages to it;
 * 5. tombstones the customer: phone `deleted:<id>`, name and e-mail null, `deleted_at = now`,
 *    so the phone signs up again as a new customer.
 */
export async function deleteCustomerAccount(db: Db, o: Owner, now: Date): Promise<DeletionResult | null> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(
        and(eq(customers.id, o.customerId), eq(customers.brandId, o.brandId), isNull(customers.deletedAt)),
      )
      .for('update');
    if (!customer) return null;
    const mine = <T extends { brandId: unknown; customerId: unknown }>(t: T) =>
      and(
        eq(t.brandId as typeof customers.brandId, o.brandId),
        eq(t.customerId as typeof customers.id, o.customerId),
      );

    // 2. The wallet: the balance is given up, with its ledger row for the books.
    const [wallet] = await tx
      .select({ balanceFils: wallets.balanceFils })
      .from(wallets)
      .where(mine(wallets))
      .for('update');
    const forfeitedFils = wallet?.balanceFils ?? 0;
    if (forfeitedFils > 0) {
      await tx.update(wallets).set({ balanceFils: 0, updatedAt: now }).where(mine(wallets));
      await tx.insert(walletLedger).values({
        brandId: o.brandId,
        customerId: o.customerId,
        orderId: null,
        kind: 'forfeit',
        amountFils: -forfeitedFils,
        balanceAfterFils: 0,
      });
    }

    // 3. The orders stay, without who placed them.
    const anonymised = await tx
      .update(orders)
      .set({
        customerSnapshot: sql`jsonb_build_object('name', null, 'phoneNumber', '', 'email', null)`,
        pickupVehicleInfo: null,
        deliverySnapshot: sql`case when ${orders.deliverySnapshot} is null then null else ${orders.deliverySnapshot} || jsonb_build_object(
          'address', '', 'street', '', 'building', '', 'floor', '', 'apartmentNo', '', 'userAddressId', null,
          'lat', round((${orders.deliverySnapshot}->>'lat')::numeric, 2),
          'lng', round((${orders.deliverySnapshot}->>'lng')::numeric, 2)) end`,
      })
      .where(mine(orders))
      .returning({ id: orders.id });
    const orderIds = anonymised.map((r) => r.id);
    if (orderIds.length > 0)
      await tx
        .update(orderMessages)
        .set({ recipient: '' })
        .where(and(eq(orderMessages.brandId, o.brandId), inArray(orderMessages.orderId, orderIds)));

    // 4. What belongs to the customer alone goes.
    await tx.delete(customerAddresses).where(mine(customerAddresses));
    await tx.delete(savedPaymentCards).where(mine(savedPaymentCards));
    const providerCustomers = await tx
      .delete(paymentProviderCustomers)
      .where(mine(paymentProviderCustomers))
      .returning({ id: paymentProviderCustomers.providerCustomerId });
    if (providerCustomers.length > 0)
      await tx.delete(sandboxPaymentMethods).where(
        and(
          eq(sandboxPaymentMethods.brandId, o.brandId),
          inArray(
            sandboxPaymentMethods.customer,
            providerCustomers.map((p) => p.id),
          ),
        ),
      );
    await tx.delete(sessions).where(mine(sessions));
    await tx
      .delete(otpCodes)
      .where(
        and(
          eq(otpCodes.brandId, o.brandId),
          eq(otpCodes.phoneNumber, customer.phoneNumber),
          inArray(otpCodes.audience, ['customer', 'account-deletion']),
        ),
      );
    await tx
      .delete(outboxMessages)
      .where(and(eq(outboxMessages.brandId, o.brandId), eq(outboxMessages.recipient, customer.phoneNumber)));

    // 5. The tombstone: the phone is free for a new customer.
    await tx
      .update(customers)
      .set({ phoneNumber: `deleted:${customer.id}`, name: null, email: null, deletedAt: now })
      .where(eq(customers.id, customer.id));
    return { forfeitedFils, anonymisedOrders: orderIds.length };
  });
}
