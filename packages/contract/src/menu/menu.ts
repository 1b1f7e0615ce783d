import { z } from 'zod';
import { storeSchema } from '../stores/store.ts';

const texts = z.object({ title: z.string(), description: z.string() });

/** A modifier (000 §3 Modifier group and modifier). `price` in AED. */
export const modifierSchema = z.object({
  _id: z.string(),
  baseLanguage: z.object({ name: z.string() }),
  translations: z.object({ en: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) }),
  price: z.number(),
  maximumOrderQuantity: z.number().int(),
  isStockEnabled: z.boolean(),
  availableStock: z.number().int(),
  isDefault: z.boolean(),
});
export type Modifier = z.infer<typeof modifierSchema>;

/** A modifier group (000 §3, §5). `isDemoAddition` marks groups added for the demo, not in the source menu. */
export const modifierGroupSchema = z.object({
  _id: z.string(),
  baseLanguage: z.object({ name: z.string() }),
  translations: z.object({ en: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) }),
  isSingleSelection: z.boolean(),
  minimumAllowedSelection: z.number().int(),
  maximumAllowedSelection: z.number().int(),
  modifiers: z.array(modifierSchema),
  isDemoAddition: z.boolean(),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

/** An item as listed in a menu (000 §3 Item), without its modifier groups. `price` in AED. */
export const menuItemSchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  baseLanguage: texts,
  translations: z.object({ en: texts, ar: texts }),
  itemImageURLs: z.array(z.string()),
  maximumOrderQuantity: z.number().int(),
  isStockEnabled: z.boolean(),
  availableStock: z.number().int(),
  isOutOfStock: z.boolean(),
  /** Number of modifier groups, so a list row can tell that options exist. */
  modifierGroupCount: z.number().int(),
  unavailableStores: z.array(z.object({ storeId: z.string(), nextAvailableTime: z.number().nullable() })),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** An item with its modifier groups (item detail, 000 §2.12). */
export const itemSchema = menuItemSchema.extend({ modifierGroups: z.array(modifierGroupSchema) });
export type Item = z.infer<typeof itemSchema>;

/** A category of a menu (000 §3 Store menu: categoryId { _id, baseLanguage.name, description, imageUrl }). */
export const categorySchema = z.object({
  _id: z.string(),
  baseLanguage: z.object({ name: z.string(), description: z.string() }),
  translations: z.object({
    en: z.object({ name: z.string(), description: z.string() }),
    ar: z.object({ name: z.string(), description: z.string() }),
  }),
  imageUrl: z.string().nullable(),
});

/** A category entry of a menu: `{ categoryId, items }` (000 §3 Store menu). */
export const categoryEntrySchema = z.object({ categoryId: categorySchema, items: z.array(menuItemSchema) });
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;

/** A menu: `{ _id, categories[] }` (000 §3 Store menu, pickup and dine-in shape). */
export const storeMenuSchema = z.object({ _id: z.string(), categories: z.array(categoryEntrySchema) });
export type StoreMenu = z.infer<typeof storeMenuSchema>;

/** `data` of a store-menu call: `{ storeMenu, storeInfo }` (000 §7.3). */
export const storeMenuDataSchema = z.object({ storeMenu: storeMenuSchema, storeInfo: storeSchema });
