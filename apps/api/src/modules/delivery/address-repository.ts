import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAddresses } from '../../db/schema-delivery.ts';
import type { RequestContext } from '../../http/context.ts';

/** A customer_addresses row as stored. */
export type AddressRow = typeof customerAddresses.$inferSelect;
/** The writable fields of an address. */
export type AddressValues = Omit<AddressRow, 'id' | 'brandId' | 'customerId' | 'createdAt' | 'updatedAt'>;

type Owner = Pick<RequestContext, 'brandId'> & { customerId: string };
const owned = (ctx: Owner) =>
  and(eq(customerAddresses.brandId, ctx.brandId), eq(customerAddresses.customerId, ctx.customerId));

/** The customer's addresses of the brand, newest first. */
export async function listAddresses(db: Db, ctx: Owner): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(owned(ctx))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/** How many addresses the customer has saved with the brand. */
export async function countAddresses(db: Db, ctx: Owner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerAddresses).where(owned(ctx));
  return Number(row?.n ?? 0);
}

/** Saves a new address of the customer. */
export async function insertAddress(db: Db, ctx: Owner, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, brandId: ctx.brandId, customerId: ctx.customerId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the fields of one of the customer's addresses; null when it is not theirs. */
export async function updateAddress(
  db: Db,
  ctx: Owner,
  id: string,
  values: AddressValues,
  now: Date,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...values, updatedAt: now })
    .where(and(owned(ctx), eq(customerAddresses.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes one of the customer's addresses; false when it is not theirs. */
export async function deleteAddress(db: Db, ctx: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(and(owned(ctx), eq(customerAddresses.id, id)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

/** One of the customer's addresses of the brand, or null (another customer's or brand's id included). */
export async function findAddress(db: Db, ctx: Owner, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(owned(ctx), eq(customerAddresses.id, id)));
  return row ?? null;
}
