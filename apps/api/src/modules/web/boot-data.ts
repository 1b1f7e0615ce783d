import type { BrandSettingsData, DomainType } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getSettingsByBrandId, getSettingsByTemporaryDomain } from '../brand/service.ts';
import { getPickupStores } from '../stores/service.ts';

/**
 * The brand menu's answer as the menu call sends it: the whole `{ success: 1, data }` envelope
 * as JSON bytes, from the menu module's cache (menu/routes.ts), or null when the brand has no
 * active menu.
 */
export type BrandMenuBody = (ctx: RequestContext) => Promise<Buffer | null>;

/** A page's boot data: the JSON text, and what the page's preloads depend on. */
export interface BootData {
  /** The boot JSON, `<` escaped (safe inside a script element). */
  json: string;
  /** An outlet-based brand (OUTLET_BASED_CATALOGUE, 000 §2.2). */
  outlet: boolean;
  /** The brand's base language. */
  language: 'en' | 'ar';
}

/** How long brand settings and pickup stores are reused between pages, in milliseconds. */
const BOOT_TTL_MS = 5_000;
/** Entries kept before the cache is emptied (a bound against names made up by clients). */
const MAX_ENTRIES = 10_000;

/**
 * Builds the JSON the SPA starts from (issue 6: no start-up waterfall), for the `<script
 * id="sufra-boot" type="application/json">` of a brand's page:
 * `{ "settings": <branding/getBrandSettings data + domainType + basename>, "at": <epoch ms>,
 *    "brandMenu"?: <menus/get-brand-menu envelope>, "pickupStores"?: <store/get-stores-for-pickup data> }`
 * — the brand menu for a brand-based brand, the pickup stores for an outlet-based one (what
 * their homes show first, 000 §2.7, 001 §2.7). The settings are the same public projection as
 * the call's (000 §7.2; no secrets, issue 5). The menu's bytes are spliced in as the menu call
 * cached them, not serialised again. `<` is escaped as `\u003c` so no text of the brand can close
 * the script element. Answers null for an unknown brand, else BootData. Settings and stores are reused for
 * BOOT_TTL_MS (the client refetches them after its own stale time); `invalidate()` forgets them at
 * once — the web module calls it when any process announces a menu or store change (issue 17: a
 * paused store must not be shown open by the next page).
 */
export function createBootData(db: Db, brandMenuBody: BrandMenuBody) {
  const cache = new Map<string, { value: unknown; until: number }>();
  const cached = async <T>(key: string, build: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.value as T;
    const value = await build();
    if (cache.size > MAX_ENTRIES) cache.clear();
    cache.set(key, { value, until: Date.now() + BOOT_TTL_MS });
    return value;
  };
  const build = async (
    by: { brandId: string } | { temporaryDomainName: string },
    request: { ip: string },
  ): Promise<BootData | null> => {
    const domainType: DomainType = 'brandId' in by ? 'CUSTOM_DOMAIN' : 'TEMPORARAY_DOMAIN';
    const key = 'brandId' in by ? `id:${by.brandId}` : `tmp:${by.temporaryDomainName}`;
    const settings = await cached<BrandSettingsData | null>(`settings:${key}`, () =>
      ('brandId' in by
        ? getSettingsByBrandId(db, by.brandId)
        : getSettingsByTemporaryDomain(db, by.temporaryDomainName)
      ).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }),
    );
    if (!settings) return null;
    const basename = domainType === 'CUSTOM_DOMAIN' ? '' : `/${settings.setting.temporaryDomainName}`;
    const ctx: RequestContext = {
      brandId: settings.brand._id,
      customerId: null,
      language: settings.brand.baseLanguage === 'ar' ? 'AR' : 'EN',
      ip: request.ip,
      now: new Date(),
    };
    const head = `{"at":${Date.now()},"settings":${JSON.stringify({ ...settings, domainType, basename })}`;
    let first = '';
    if (settings.brand.catalogueType === 'OUTLET_BASED_CATALOGUE') {
      const stores = await cached(`stores:${key}`, async () =>
        JSON.stringify(await getPickupStores(db, ctx)),
      );
      first = `,"pickupStores":${stores}`;
    } else {
      const menu = await brandMenuBody(ctx).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      if (menu) first = `,"brandMenu":${menu.toString('utf8')}`;
    }
    return {
      json: `${head}${first}}`.replace(/</g, '\\u003c'),
      outlet: settings.brand.catalogueType === 'OUTLET_BASED_CATALOGUE',
      language: settings.brand.baseLanguage === 'ar' ? 'ar' : 'en',
    };
  };
  /** Forgets every reused settings and stores answer (a brand's menu or store data changed, issue 17). */
  const invalidate = () => cache.clear();
  return Object.assign(build, { invalidate });
}
