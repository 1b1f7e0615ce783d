import type { ServiceType, Store } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { findStore, listStores, type StoreRow } from './repository.ts';
import { isStoreOpen, toStore } from './store-mapper.ts';

/** The brand's pickup-enabled stores (001 §2.7, §7.2). An empty list is a success; the client shows the paused text (001 §4.5). */
export async function getPickupStores(db: Db, ctx: RequestContext): Promise<{ stores: Store[] }> {
  const brand = await requireBrand(db, ctx);
  const rows = await listStores(db, ctx);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  return { stores: rows.filter((r) => r.isPickupEnabled).map((r) => toStore(r, ctx.now, base)) };
}

/** The brand's first store row in display order (the brand menu's `storeInfo`), or null. */
export async function firstStoreRow(db: Db, ctx: RequestContext): Promise<StoreRow | null> {
  const [row] = await listStores(db, ctx);
  return row ?? null;
}

/** Every store row of a brand, in sort order (for other modules, e.g. the delivery store cache). */
export function brandStoreRows(db: Db, brandId: string): Promise<StoreRow[]> {
  return listStores(db, { brandId });
}

export type { StoreRow };

/** Whether the service is enabled on the store. */
export function serviceEnabled(row: StoreRow, serviceType: ServiceType): boolean {
  if (serviceType === 'PICKUP') return row.isPickupEnabled;
  if (serviceType === 'DELIVERY') return row.isDeliveryEnabled;
  return false;
}

/** A store of the brand; 404 'Something was incorrect.' for an unknown or another brand's store. */
export async function requireStore(db: Db, ctx: RequestContext, storeId: string): Promise<StoreRow> {
  const row = await findStore(db, ctx, storeId);
  if (!row) throw new AppError('somethingIncorrect', 404);
  return row;
}

/** store/check-store-availability: true when the store offers the service and is open now (001 §7.2). */
export async function checkAvailability(
  db: Db,
  ctx: RequestContext,
  storeId: string,
  serviceType: ServiceType,
): Promise<boolean> {
  const row = await requireStore(db, ctx, storeId);
  return serviceEnabled(row, serviceType) && isStoreOpen(row, ctx.now);
}

export { nextOpeningAfter } from './opening-hours.ts';
// What other modules use of the stores module (issue 16: modules reach each other through services).
export { paymentTypesFor } from './payment-rules.ts';
export {
  isStorePaused,
  paymentOption,
  preOrderSettingsOf,
  prepMinutesOf,
  type StoreTimeFields,
  storeSlots,
  storeTimeFields,
} from './store-mapper.ts';
export { StoreSettingsError, updateStoreSettings } from './store-settings.ts';
export { waiverAt } from './waiver.ts';
export { isStoreOpen, toStore };
