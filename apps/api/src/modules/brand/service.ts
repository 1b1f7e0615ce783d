import { type BrandSettingsData, MESSAGES, settingSchema } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { type BrandRow, findBrandById, findBrandByTemporaryDomain } from './repository.ts';

/** Shapes a stored brand as the `{ brand, setting, activeIntegrations }` of 000 §7.2. */
function toBrandSettings(row: BrandRow): BrandSettingsData {
  return {
    brand: {
      _id: row.id,
      brandName: row.brandName,
      brandNameAR: row.brandNameAr,
      catalogueType: row.catalogueType as BrandSettingsData['brand']['catalogueType'],
      baseLanguage: row.baseLanguage === 'ar' ? 'ar' : 'en',
      deliveryMethods: row.deliveryMethods as BrandSettingsData['brand']['deliveryMethods'],
    },
    setting: settingSchema.parse(row.settings),
    activeIntegrations: row.activeIntegrations as BrandSettingsData['activeIntegrations'],
    storeFrontURL: row.storeFrontUrl,
  };
}

/** Brand settings by temporary domain name; 404 with the bad-link text when unknown (000 §2.4, §8). */
export async function getSettingsByTemporaryDomain(
  db: Db,
  temporaryDomainName: string,
): Promise<BrandSettingsData> {
  const row = await findBrandByTemporaryDomain(db, temporaryDomainName);
  if (!row) throw new HttpError(404, MESSAGES.brandNotFound);
  return toBrandSettings(row);
}

/** Brand settings by brand id; 404 when unknown. */
export async function getSettingsByBrandId(db: Db, brandId: string): Promise<BrandSettingsData> {
  const row = await findBrandById(db, brandId);
  if (!row) throw new HttpError(404, MESSAGES.brandNotFound);
  return toBrandSettings(row);
}

/** Throws 404 unless the brand exists (used by calls that take a brandId). */
export async function requireBrand(db: Db, brandId: string): Promise<BrandRow> {
  const row = await findBrandById(db, brandId);
  if (!row) throw new HttpError(404, MESSAGES.brandNotFound);
  return row;
}
