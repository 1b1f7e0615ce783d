import { openingHoursSchema } from '@sufra/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storedWaiverSchema } from '../../db/json-shapes.ts';
import { BRAND_CHANGE_CHANNELS, dropBrandCaches } from '../../platform/brand-changes.ts';
import { writeStoreSettings } from './store-settings-repository.ts';

/** 'HH:mm' (00:00–23:59) or '24:00' (the end of a day). */
const hhmm = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be 'HH:mm'");

/**
 * Opening hours as a store keeps them (000 §3 Store, decision 0017): weekday '0' (Sunday) … '6',
 * each a list of ['HH:mm', 'HH:mm'] windows in Asia/Dubai; a close at or before its open runs past
 * midnight; a weekday left out is closed all day. Stricter than the contract's read schema: only
 * the seven weekdays, valid times.
 */
const openingHoursInput = openingHoursSchema.pipe(
  z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(z.tuple([hhmm, hhmm])).max(6)),
);

/** A store's pre-order settings for one service, in the bounds of decision 0017. */
const preOrderSettingsInput = z.object({
  daysAhead: z.number().int().min(1).max(14),
  slotMinutes: z.number().int().min(5).max(240),
  leadMinutes: z.number().int().min(0).max(2880),
});

/**
 * What `updateStoreSettings` may change on a store (issue 8): its opening hours, its service
 * switches, its pre-order switches and settings, and its delivery-fee waiver
 * (`deliveryChargesWaiver`, 001 §3.5 in fils and seconds, with decision 0015's daily happy-hour
 * window). Every field is optional; unknown fields are refused (a typo must not pass silently).
 */
const storeSettingsPatchSchema = z
  .object({
    openingHours: openingHoursInput.optional(),
    isDeliveryEnabled: z.boolean().optional(),
    isPickupEnabled: z.boolean().optional(),
    isPreOrderEnabledForDelivery: z.boolean().optional(),
    isPreOrderEnabledForPickup: z.boolean().optional(),
    preOrderSettingsForDelivery: preOrderSettingsInput.optional(),
    preOrderSettingsForPickup: preOrderSettingsInput.optional(),
    deliveryChargesWaiver: storedWaiverSchema
      .extend({
        dailyWindow: z.object({ from: hhmm, to: hhmm }).nullable().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

/** A refused change: `message` names the bad field, brand or store; nothing was written. */
export class StoreSettingsError extends Error {
  override name = 'StoreSettingsError';
}

/** What updateStoreSettings changed: the store, and the fields written. */
export interface StoreSettingsSummary {
  brandId: string;
  storeId: string;
  changed: string[];
}

/**
 * Changes the settings of store `storeId` of the brand `temporaryDomainName` (issue 8: hours, the
 * delivery and pickup switches, pre-orders), in one transaction that also tells every server on
 * the database (pg_notify on the menu and zone channels, delivered at commit) so that menus,
 * store lists and zone answers reflect it at once; this process's caches are dropped too.
 * `patch` is validated with storeSettingsPatchSchema. Throws StoreSettingsError (nothing written)
 * for a bad patch, an unknown brand or a store of another brand.
 */
export async function updateStoreSettings(
  db: Db,
  input: { temporaryDomainName: string; storeId: string; patch: unknown },
): Promise<StoreSettingsSummary> {
  const parsed = storeSettingsPatchSchema.safeParse(input.patch);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StoreSettingsError(`${issue.path.join('.') || 'settings'}: ${issue.message}`);
  }
  const patch = parsed.data;
  const changed = Object.keys(patch);
  if (changed.length === 0) throw new StoreSettingsError('settings: nothing to change');
  const noStore = `no store '${input.storeId}' in '${input.temporaryDomainName}'`;
  if (!z.uuid().safeParse(input.storeId).success) throw new StoreSettingsError(noStore);
  const written = await writeStoreSettings(db, {
    temporaryDomainName: input.temporaryDomainName,
    storeId: input.storeId,
    patch,
    channels: [BRAND_CHANGE_CHANNELS.menu, BRAND_CHANGE_CHANNELS.zones],
  });
  if (written === 'no-brand') throw new StoreSettingsError(`no brand '${input.temporaryDomainName}'`);
  if (written === 'no-store') throw new StoreSettingsError(noStore);
  const summary = { brandId: written.brandId, storeId: input.storeId, changed };
  dropBrandCaches('menu', summary.brandId, db);
  dropBrandCaches('zones', summary.brandId, db);
  return summary;
}
