import { type BrandSettingsData, settingSchema } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { BrandSettings } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { brandVisible } from './preview-access.ts';
import { publicIntegrations } from './public-integrations.ts';
import { type BrandRow, brandIdForHost, findBrandById, findBrandByTemporaryDomain } from './repository.ts';

export type { BrandRow };

/**
 * A stored brand row by id or by temporary domain name (000 §2.4), or null when there is no such
 * brand — for modules that read a brand's stored integrations or settings (payments, payment links).
 */
export async function findBrand(
  db: Db,
  by: { brandId: string } | { temporaryDomainName: string },
): Promise<BrandRow | null> {
  return 'brandId' in by
    ? findBrandById(db, by.brandId)
    : findBrandByTemporaryDomain(db, by.temporaryDomainName);
}

/**
 * Shapes a stored brand as the `{ brand, setting, activeIntegrations }` of 000 §7.2, with the
 * integrations' public projection only (issue 5, public-integrations.ts).
 */
function toBrandSettings(row: BrandRow): BrandSettingsData {
  return {
    brand: {
      _id: row.id,
      brandName: row.brandName,
      brandNameAR: row.brandNameAr,
      catalogueType: row.catalogueType as BrandSettingsData['brand']['catalogueType'],
      baseLanguage: row.baseLanguage === 'ar' ? 'ar' : 'en',
      deliveryMethods: row.deliveryMethods,
    },
    setting: settingSchema.parse(row.settings),
    activeIntegrations: publicIntegrations(row.activeIntegrations),
    storeFrontURL: row.storeFrontUrl,
  };
}

/**
 * Brand settings by temporary domain name; 404 with the bad-link text when unknown (000 §2.4, §8),
 * or when not yet live unless `previewToken` is its preview token (issue 19, decision 0036).
 */
export async function getSettingsByTemporaryDomain(
  db: Db,
  temporaryDomainName: string,
  previewToken: string | null = null,
): Promise<BrandSettingsData> {
  const row = await findBrandByTemporaryDomain(db, temporaryDomainName);
  if (!row || !brandVisible(row, previewToken)) throw new AppError('brandNotFound', 404);
  return toBrandSettings(row);
}

/** Brand settings by brand id; 404 when unknown, or not yet live without its preview token (decision 0036). */
export async function getSettingsByBrandId(
  db: Db,
  brandId: string,
  previewToken: string | null = null,
): Promise<BrandSettingsData> {
  const row = await findBrandById(db, brandId);
  if (!row || !brandVisible(row, previewToken)) throw new AppError('brandNotFound', 404);
  return toBrandSettings(row);
}

/**
 * Throws 404 brandNotFound unless the brand exists and is live (used by calls that take a
 * brandId). A brand not yet live (issue 19, decision 0036) is unknown exactly as a missing one,
 * except to a preview call carrying its preview token (`ctx.previewToken`, set by the tenancy
 * plugin only on calls whose contract declares the header: never ordering, payment or sign-in).
 */
export async function requireBrand(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'previewToken'>,
): Promise<BrandRow> {
  const row = await findBrandById(db, ctx.brandId);
  if (!row || !brandVisible(row, ctx.previewToken)) throw new AppError('brandNotFound', 404);
  return row;
}

/**
 * What the boot shell and the web app manifest show of a brand (its name, tagline, colours,
 * temporary domain name and logo, 000 §3 Brand info), or null when unknown.
 */
export interface BrandShellInfo {
  brandName: string;
  /** The Arabic name ('' when none) and the base language: the shell's title in Arabic (issue 6). */
  brandNameAR: string;
  baseLanguage: 'en' | 'ar';
  taglineEN: string;
  /** The Arabic tagline ('' when none: the shell falls back to the English one). */
  taglineAR: string;
  color: string;
  textColor: string;
  /** The brand's segment on the shared temporary domain (000 §2.1), e.g. 'burgerato'. */
  temporaryDomainName: string;
  /** setting.brandLogoFirst: the logo's URL, or null when the brand has none. */
  logo: string | null;
}

function shellInfo(row: BrandRow | null): BrandShellInfo | null {
  // A brand not yet live has no shell of its own (decision 0036): the page is the unknown brand's.
  if (!row?.isLive) return null;
  // Tolerant of a row written before the settings were parsed (a missing field reads as '').
  const settings: Partial<BrandSettings> = row.settings ?? {};
  return {
    brandName: row.brandName,
    brandNameAR: row.brandNameAr,
    baseLanguage: row.baseLanguage === 'ar' ? 'ar' : 'en',
    taglineEN: settings.taglineEN ?? '',
    taglineAR: settings.taglineAR ?? '',
    color: settings.color ?? '',
    textColor: settings.textColor ?? '',
    temporaryDomainName: row.temporaryDomainName,
    logo: settings.brandLogoFirst || null,
  };
}

/**
 * The boot-shell information of a brand, by id or by temporary domain name (000 §2.4), or null
 * when there is no such brand. For the web module, which reaches brands through this service.
 */
export async function findBrandShellInfo(
  db: Db,
  by: { brandId: string } | { temporaryDomainName: string },
): Promise<BrandShellInfo | null> {
  return shellInfo(await findBrand(db, by));
}

/** The brand id of a custom-domain host (lower-case, no port), or null; cached 30 s (000 §2.4 brandid header). */
export function brandIdOfHost(db: Db, host: string): Promise<string | null> {
  return brandIdForHost(db, host);
}
