import { z } from 'zod';
import { CATALOGUE_TYPES, DELIVERY_METHODS } from '../constants.ts';

/** A static content page of a brand (000 §3 Brand info: staticPages). */
export const staticPageSchema = z.object({
  isActive: z.boolean(),
  linkTitle: z.object({ en: z.string(), ar: z.string() }),
  formattedData: z.object({ en: z.string(), ar: z.string() }),
});

/** The promotional banner configuration (000 §2.19). */
export const promotionalBannerSchema = z.object({
  showBanner: z.boolean(),
  bannerType: z.string(),
  bannerUrl: z.string().nullable(),
  bannerText: z.string().nullable(),
  bannerDescriptions: z.string().nullable(),
});

/** Brand settings (000 §3 Brand info: setting). */
export const settingSchema = z.object({
  temporaryDomainName: z.string(),
  customDomains: z.array(z.string()),
  taglineEN: z.string(),
  taglineAR: z.string(),
  brandLogoFirst: z.string().nullable(),
  brandFavicon: z.string().nullable(),
  brandImageHomeBG: z.string().nullable(),
  brandVideoHomeBG: z.string().nullable(),
  showBannerVideo: z.boolean(),
  /** Theme colour (CSS colour) and the text colour readable on it (DESIGN: brand theming). */
  color: z.string(),
  textColor: z.string(),
  isDeliveryEnabled: z.boolean(),
  isPickupEnabled: z.boolean(),
  isDineInEnabled: z.boolean(),
  staticPages: z.record(z.string(), staticPageSchema),
  promotionalBannerConfig: promotionalBannerSchema,
  /** Marks the brand as demo content (its menu is real data, labelled as demo). */
  isDemo: z.boolean(),
});

/**
 * The metaData fields of an integration that may reach the browser (issue 5; 000 §3 Brand info:
 * analytics, tag-manager, pixel and popup-service ids, a card provider's publishableKey; the
 * provider's mode). Anything else — secret keys, API keys, webhook secrets — stays on the
 * server (`brand_integration_secrets`). One list: adding a public field means adding it here.
 */
export const PUBLIC_INTEGRATION_FIELDS = [
  'publishableKey',
  'mode',
  'analyticsId',
  'measurementId',
  'tagManagerId',
  'pixelId',
  'pixelIds',
  'popupServiceId',
] as const;

/** A public metaData value: short text, number, flag or list of texts. */
const publicMetaValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/**
 * An integration as the public brand-settings calls answer it (000 §3 Brand info:
 * activeIntegrations; issue 5): provider `name`, `category` (e.g. PAYMENT_GATEWAY), `isActive`,
 * and only the whitelisted public metaData fields.
 */
export const integrationSchema = z.object({
  name: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  metaData: z.partialRecord(z.enum(PUBLIC_INTEGRATION_FIELDS), publicMetaValue),
});
export type PublicIntegration = z.infer<typeof integrationSchema>;

/** The `brand` object (000 §3 Brand info). */
export const brandSchema = z.object({
  _id: z.string(),
  brandName: z.string(),
  brandNameAR: z.string(),
  catalogueType: z.enum(CATALOGUE_TYPES),
  baseLanguage: z.enum(['en', 'ar']),
  deliveryMethods: z.array(z.enum(DELIVERY_METHODS)),
});

/** `data` of both brand-settings calls (000 §7.2): `{ brand, setting, activeIntegrations }`. */
export const brandSettingsDataSchema = z.object({
  brand: brandSchema,
  setting: settingSchema,
  activeIntegrations: z.array(integrationSchema),
  storeFrontURL: z.string().nullable(),
});
export type BrandSettingsData = z.infer<typeof brandSettingsDataSchema>;
