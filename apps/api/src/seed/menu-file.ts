import { z } from 'zod';

const text = z.string().trim().min(1);
const optionalText = z.string().nullable().optional();

const optionSchema = z
  .object({ name_en: text, name_ar: text, price_delta: z.number().finite(), default: z.boolean().optional() })
  .passthrough();

const groupSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    name_en: text,
    name_ar: text,
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(optionSchema).min(1),
  })
  .passthrough()
  .refine((g) => g.min <= g.max, { message: 'min must not exceed max', path: ['min'] });

const itemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    name_en: text,
    name_ar: text,
    description_en: optionalText,
    description_ar: optionalText,
    price: z.number().finite().min(0),
    old_price: z.number().nullable().optional(),
    modifier_groups: z.array(groupSchema).default([]),
  })
  .passthrough();

const categorySchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    name_en: text,
    name_ar: text,
    sort: z.number().int().nullable().optional(),
    items: z.array(itemSchema),
  })
  .passthrough();

/** The `realdata.menu.v1` format (apps/api/seed/README.md). Extra fields are allowed and kept out. */
const menuFileSchema = z
  .object({
    schema: z.literal('realdata.menu.v1'),
    currency: z.literal('AED'),
    restaurant: z.object({ name_en: text, name_ar: text }).passthrough(),
    provenance: z.record(z.string(), z.unknown()).nullable().optional(),
    categories: z.array(categorySchema).min(1),
  })
  .passthrough();

/** A parsed `realdata.menu.v1` menu file (ids as strings, prices in AED, extra fields kept). */
export type MenuFile = z.infer<typeof menuFileSchema>;
/** A category of a menu file. */
export type MenuFileCategory = MenuFile['categories'][number];
/** An item of a menu file (`price` in AED). */
export type MenuFileItem = MenuFileCategory['items'][number];
/** A modifier group of a menu-file item (`max` ≤ 1 means single selection). */
export type MenuFileGroup = MenuFileItem['modifier_groups'][number];

/**
 * Parses a `realdata.menu.v1` document (shared data README: schema, currency AED, restaurant,
 * provenance, categories → items → modifier_groups → options; a missing source field is null;
 * unknown extra fields are allowed). Throws an Error whose message names the bad field path, e.g.
 * `Invalid menu file: categories.3.items.0.price: Invalid input: expected number, received string`.
 */
export function parseMenuFile(json: unknown): MenuFile {
  const parsed = menuFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || '(root)';
  throw new Error(`Invalid menu file: ${field}: ${issue.message}`);
}
