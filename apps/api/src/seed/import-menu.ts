import { randomUUID } from 'node:crypto';
import { aedToFils } from '@sufra/pricing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type BrandSettings,
  brandSettingsSchema,
  everyDay,
  storePaymentOptionsSchema,
} from '../db/json-shapes.ts';
import { brands, categories, items, menus, modifierGroups, modifiers, stores } from '../db/schema.ts';
import { invalidateMenuCache } from '../modules/menu/menu-cache.ts';
import { MENU_CHANGED_CHANNEL } from '../modules/menu/menu-events.ts';
import type { Tx } from '../platform/tx.ts';
import { type MenuFile, type MenuFileCategory, type MenuFileItem, parseMenuFile } from './menu-file.ts';

/** Open every day, all day (the demo default). */
export const ALL_DAY = everyDay(['00:00', '24:00']);

/** How a new demo store is paid (001 §3.6): cash or the card machine at pickup. */
export const DEMO_PAYMENT_OPTIONS = storePaymentOptionsSchema.parse({ PICKUP: ['CASH', 'CARD_MACHINE'] });

/**
 * Settings of a new demo brand (000 §3 Brand info: setting), `overrides` on top, parsed with
 * brandSettingsSchema (throws a ZodError for a bad shape: nothing unparsed is stored).
 */
export function demoSettings(
  temporaryDomainName: string,
  overrides: Partial<BrandSettings> = {},
): BrandSettings {
  return brandSettingsSchema.parse({
    temporaryDomainName,
    customDomains: [] as string[],
    taglineEN: '',
    taglineAR: '',
    brandLogoFirst: null,
    brandFavicon: null,
    brandImageHomeBG: null,
    brandVideoHomeBG: null,
    showBannerVideo: false,
    color: '#1f2937',
    textColor: '#ffffff',
    isDeliveryEnabled: false,
    isPickupEnabled: true,
    isDineInEnabled: false,
    staticPages: {},
    promotionalBannerConfig: {
      showBanner: false,
      bannerType: 'image',
      bannerUrl: null,
      bannerText: null,
      bannerDescriptions: null,
    },
    isDemo: true,
    ...overrides,
  });
}

/** What an import changed (counts of rows written). */
export interface ImportSummary {
  brandId: string;
  createdBrand: boolean;
  menuId: string;
  categories: number;
  items: number;
  modifierGroups: number;
  modifiers: number;
  /**
   * Names (restaurant, categories, items, groups, options) found in one language only and shown
   * in the other as found: Arabic missing → the English name, English missing → the Arabic one.
   */
  untranslated: number;
}

/** An import refused for a reason the operator can fix (bad menu file, brand name or store). */
export class MenuImportError extends Error {
  override name = 'MenuImportError';
}

/** The name of a category without one (an uncategorised menu). */
const UNNAMED_CATEGORY = { en: 'Menu', ar: 'القائمة' } as const;
/** The name of a modifier group without one. */
const UNNAMED_GROUP = { en: 'Options', ar: 'خيارات' } as const;

/**
 * Both names of a text found in one or both languages; counts a one-language name in `counter`.
 * Both missing → `fallback` (not counted).
 */
function bilingual(
  en: string | null | undefined,
  ar: string | null | undefined,
  counter: { untranslated: number },
  fallback: { en: string; ar: string },
): { en: string; ar: string } {
  if (!en && !ar) return { ...fallback };
  if (!en || !ar) counter.untranslated++;
  return { en: (en || ar)!, ar: (ar || en)! };
}

/**
 * A modifier group added for the demo, not in the source file; stored with isDemoAddition true.
 * Option `price_delta` in AED; `max_quantity` is the modifier's maximumOrderQuantity (default 1).
 */
export interface DemoGroup {
  id: string;
  name_en: string;
  name_ar: string;
  min: number;
  max: number;
  options: Array<{
    name_en: string;
    name_ar: string;
    price_delta: number;
    default?: boolean;
    max_quantity?: number;
  }>;
}

/** Chooses the demo groups to add to an item (appended after the file's own groups). */
export type DemoAdditions = (category: MenuFileCategory, item: MenuFileItem) => DemoGroup[];

/**
 * Writes a parsed menu as a menu of the brand inside `tx`: one insert per table (in chunks of
 * 500 rows). Groups from `demoAdditions` become `isDemoAddition`. Returns the counts.
 */
async function insertMenu(
  tx: Tx,
  brandId: string,
  storeId: string | null,
  menu: MenuFile,
  restaurantName: string,
  demoAdditions?: DemoAdditions,
) {
  const menuId = randomUUID();
  const counter = { untranslated: 0 };
  await tx
    .insert(menus)
    .values({ id: menuId, brandId, storeId, name: restaurantName, source: menu.provenance ?? null });
  const catRows: (typeof categories.$inferInsert)[] = [];
  const itemRows: (typeof items.$inferInsert)[] = [];
  const groupRows: (typeof modifierGroups.$inferInsert)[] = [];
  const optionRows: (typeof modifiers.$inferInsert)[] = [];
  menu.categories.forEach((cat, ci) => {
    const categoryId = randomUUID();
    const catName = bilingual(cat.name_en, cat.name_ar, counter, UNNAMED_CATEGORY);
    catRows.push({
      id: categoryId,
      brandId,
      menuId,
      externalId: cat.id,
      nameEn: catName.en,
      nameAr: catName.ar,
      imageUrl: cat.image_url ?? null,
      sort: cat.sort ?? ci + 1,
    });
    cat.items.forEach((item, ii) => {
      const itemId = randomUUID();
      const title = bilingual(item.name_en, item.name_ar, counter, { en: '', ar: '' });
      const description = bilingual(
        item.description_en,
        item.description_ar,
        { untranslated: 0 },
        { en: '', ar: '' },
      );
      itemRows.push({
        id: itemId,
        brandId,
        categoryId,
        externalId: item.id,
        titleEn: title.en,
        titleAr: title.ar,
        descriptionEn: description.en,
        descriptionAr: description.ar,
        priceFils: aedToFils(item.price),
        imageUrls: item.image_url ? [item.image_url] : [],
        sort: ii + 1,
      });
      const groups: Array<{ group: DemoGroup; demo: boolean }> = [
        ...item.modifier_groups.map((group) => ({ group: group as DemoGroup, demo: false })),
        ...(demoAdditions?.(cat, item) ?? []).map((group) => ({ group, demo: true })),
      ];
      groups.forEach(({ group, demo }, gi) => {
        const groupId = randomUUID();
        const groupName = bilingual(group.name_en, group.name_ar, counter, UNNAMED_GROUP);
        groupRows.push({
          id: groupId,
          brandId,
          itemId,
          externalId: group.id,
          nameEn: groupName.en,
          nameAr: groupName.ar,
          isSingleSelection: group.max <= 1,
          minimumAllowedSelection: group.min,
          maximumAllowedSelection: group.max,
          isDemoAddition: demo,
          sort: gi + 1,
        });
        group.options.forEach((option, oi) => {
          const optionName = bilingual(option.name_en, option.name_ar, counter, { en: '', ar: '' });
          optionRows.push({
            brandId,
            modifierGroupId: groupId,
            nameEn: optionName.en,
            nameAr: optionName.ar,
            priceFils: aedToFils(option.price_delta),
            isDefault: option.default === true,
            maximumOrderQuantity: demo ? (option.max_quantity ?? 1) : 1,
            sort: oi + 1,
          });
        });
      });
    });
  });
  for (const [table, rows] of [
    [categories, catRows],
    [items, itemRows],
    [modifierGroups, groupRows],
    [modifiers, optionRows],
  ] as const) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
  }
  return {
    menuId,
    categories: catRows.length,
    items: itemRows.length,
    modifierGroups: groupRows.length,
    modifiers: optionRows.length,
    untranslated: counter.untranslated,
  };
}

/**
 * Imports a `realdata.menu.v1` menu into a brand, in one transaction (issue 2: `npm run
 * import:menu`). A brand that does not exist is created as a brand-based demo brand (isDemo)
 * with one always-open pickup store. The brand's menu is replaced: the brand-level menu (store
 * null), or with `storeId` that store's menu (outlet-based catalogue). Prices become integer fils
 * (Math.round(AED × 100)); a group with max ≤ 1 is single selection. `demoAdditions` adds demo
 * groups (isDemoAddition) to chosen items.
 *
 * Real menus as they come (issue 5): a name found in one language is used for both and counted
 * in `untranslated`; a category without a name is 'Menu' / 'القائمة', a group without one
 * 'Options' / 'خيارات'; a restaurant without a name takes the brand's name (or, for a new brand,
 * `temporaryDomainName`); an item's `image_url` becomes its image (`itemImageURLs`).
 *
 * The menu is validated again first; on any error it throws (MenuImportError for a malformed
 * menu, a bad brand name or an unknown store) and nothing changes. On success it announces the
 * change on `sufra_menu_changed` (pg_notify with the brand id, delivered at commit to every
 * process listening on the database) and drops the brand's cached answers of the apps reading
 * `db` at once.
 */
export async function importMenu(
  db: Db,
  opts: { temporaryDomainName: string; menu: MenuFile; storeId?: string; demoAdditions?: DemoAdditions },
): Promise<ImportSummary> {
  let menu: MenuFile;
  try {
    menu = parseMenuFile(opts.menu);
  } catch (error) {
    throw new MenuImportError((error as Error).message);
  }
  const name = opts.temporaryDomainName.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(name)) {
    throw new MenuImportError(
      `Invalid --brand "${opts.temporaryDomainName}": use lower-case letters, digits and dashes`,
    );
  }
  const summary = await db.transaction(async (tx) => {
    let [brand] = await tx.select().from(brands).where(eq(brands.temporaryDomainName, name)).limit(1);
    let createdBrand = false;
    const counter = { untranslated: 0 };
    const restaurant = bilingual(menu.restaurant.name_en, menu.restaurant.name_ar, counter, {
      en: brand?.brandName ?? name,
      ar: brand?.brandNameAr || brand?.brandName || name,
    });
    if (!brand) {
      createdBrand = true;
      [brand] = await tx
        .insert(brands)
        .values({
          brandName: restaurant.en,
          brandNameAr: restaurant.ar,
          catalogueType: 'BRAND_BASED_CATALOGUE',
          baseLanguage: 'en',
          temporaryDomainName: name,
          settings: demoSettings(name),
          orderNumberPrefix:
            name
              .replace(/[^a-z]/g, '')
              .slice(0, 3)
              .toUpperCase() || 'ORD',
        })
        .returning();
      const r = menu.restaurant as Record<string, unknown>;
      await tx.insert(stores).values({
        brandId: brand!.id,
        nameEn: restaurant.en,
        nameAr: restaurant.ar,
        manualAddress: typeof r.area_en === 'string' ? r.area_en : '',
        manualAddressAr: typeof r.area_ar === 'string' ? r.area_ar : '',
        city: typeof r.city === 'string' ? r.city : '',
        lat: 25.2048,
        lng: 55.2708,
        taxRate: '5',
        openingHours: ALL_DAY,
        paymentOptions: DEMO_PAYMENT_OPTIONS,
      });
    }
    const brandId = brand!.id;
    const storeId = opts.storeId ?? null;
    if (storeId) {
      const owned = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, storeId), eq(stores.brandId, brandId)))
        .limit(1);
      if (owned.length === 0) throw new MenuImportError(`Store ${storeId} is not a store of '${name}'`);
    }
    await tx
      .delete(menus)
      .where(and(eq(menus.brandId, brandId), storeId ? eq(menus.storeId, storeId) : isNull(menus.storeId)));
    const counts = await insertMenu(tx, brandId, storeId, menu, restaurant.en, opts.demoAdditions);
    // Delivered at commit, to every process listening (menu-events.ts); nothing if it rolls back.
    await tx.execute(sql`select pg_notify(${MENU_CHANGED_CHANNEL}, ${brandId})`);
    return { brandId, createdBrand, ...counts, untranslated: counts.untranslated + counter.untranslated };
  });
  invalidateMenuCache(summary.brandId, db);
  return summary;
}
