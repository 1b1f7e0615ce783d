import { z } from 'zod';

/** A name or text as found: a string (blank counts as missing), or null / absent. */
const maybeText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null));
const externalId = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((v) => (v === null || v === undefined ? null : String(v)));
/** An image address as found; anything but an http(s) URL is dropped. */
const imageUrl = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'string' && /^https?:\/\/\S+$/i.test(v.trim()) ? v.trim() : null));

const optionSchema = z
  .object({
    name_en: maybeText,
    name_ar: maybeText,
    price_delta: z.number().finite(),
    default: z.boolean().optional(),
  })
  .passthrough()
  .refine((o) => o.name_en !== null || o.name_ar !== null, {
    message: 'an option needs a name in English or Arabic',
  });

const groupSchema = z
  .object({
    id: externalId,
    name_en: maybeText,
    name_ar: maybeText,
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(optionSchema).min(1),
  })
  .passthrough()
  .refine((g) => g.min <= g.max, { message: 'min must not exceed max', path: ['min'] });

const itemSchema = z
  .object({
    id: externalId,
    name_en: maybeText,
    name_ar: maybeText,
    description_en: maybeText,
    description_ar: maybeText,
    price: z
      .number({ error: (i) => (i.input == null ? 'no price' : undefined) })
      .finite()
      .min(0),
    old_price: z.number().nullable().optional(),
    image_url: imageUrl,
    modifier_groups: z
      .array(groupSchema)
      .nullable()
      .default([])
      .transform((g) => g ?? []),
  })
  .passthrough()
  .refine((i) => i.name_en !== null || i.name_ar !== null, {
    message: 'an item needs a name in English or Arabic',
  });

const categorySchema = z
  .object({
    id: externalId,
    name_en: maybeText,
    name_ar: maybeText,
    sort: z.number().int().nullable().optional(),
    image_url: imageUrl,
    items: z.array(itemSchema),
  })
  .passthrough();

/** The `realdata.menu.v1` format (apps/api/seed/README.md). Extra fields are allowed and kept out. */
const menuFileSchema = z
  .object({
    schema: z.literal('realdata.menu.v1'),
    currency: z.literal('AED'),
    restaurant: z.object({ name_en: maybeText, name_ar: maybeText }).passthrough(),
    provenance: z.record(z.string(), z.unknown()).nullable().optional(),
    categories: z.array(categorySchema).min(1),
  })
  .passthrough();

/**
 * A parsed `realdata.menu.v1` menu file, as found: ids as strings (or null), prices in AED, texts
 * trimmed with blanks as null (a name may be missing in one language, never in both for items
 * and options), `image_url` kept when it is an http(s) URL, extra fields kept.
 */
export type MenuFile = z.infer<typeof menuFileSchema>;
/** A category of a menu file (its names may both be null: an uncategorised menu). */
export type MenuFileCategory = MenuFile['categories'][number];
/** An item of a menu file (`price` in AED). */
export type MenuFileItem = MenuFileCategory['items'][number];

/** The item an error path points into, e.g. ` (item 734212 'Chicken Burger')`, or ''. */
function describeItem(json: unknown, pathParts: PropertyKey[]): string {
  const [c, ci, i, ii] = pathParts;
  if (c !== 'categories' || i !== 'items' || typeof ci !== 'number' || typeof ii !== 'number') return '';
  const item = (json as { categories?: Array<{ items?: Array<Record<string, unknown>> }> }).categories?.[ci]
    ?.items?.[ii];
  if (!item || typeof item !== 'object') return '';
  const name = [item.name_en, item.name_ar].find((n) => typeof n === 'string' && n.trim() !== '');
  const id = item.id === null || item.id === undefined ? '' : ` ${String(item.id)}`;
  return ` (item${id}${name ? ` '${String(name).trim()}'` : ', unnamed'})`;
}

/**
 * Parses a `realdata.menu.v1` document (shared data README: schema, currency AED, restaurant,
 * provenance, categories → items → modifier_groups → options; a missing source field is null;
 * unknown extra fields are allowed). Accepts English-only or Arabic-only names, a restaurant and
 * categories without names (importMenu fills them in). Refuses only what cannot be ordered: an
 * item or option with no name in any language, an item without a valid price. Throws an Error
 * whose message names the field path and the item, e.g. `Invalid menu file:
 * categories.3.items.0.price: no price (item 17 'Falafel wrap')`.
 */
export function parseMenuFile(json: unknown): MenuFile {
  const parsed = menuFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || '(root)';
  throw new Error(`Invalid menu file: ${field}: ${issue.message}${describeItem(json, issue.path)}`);
}
