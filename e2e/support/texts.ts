import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The UI texts, read at test time from apps/web/public/locales/{en,ar}/*.json so the tests stay
 * in sync with the screens. Tests are written with the English texts of the spec; `tr('ar', en)`
 * finds the key whose English text is `en` and answers its Arabic text.
 */
export type Lang = 'en' | 'ar';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/locales',
);

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
}

const cache = new Map<Lang, Map<string, string>>();
/** Every text of a language, keyed `namespace:key.path`. */
function texts(lang: Lang): Map<string, string> {
  let map = cache.get(lang);
  if (!map) {
    map = new Map();
    for (const file of readdirSync(path.join(localesDir, lang))) {
      if (!file.endsWith('.json')) continue;
      const ns = file.replace(/\.json$/, '');
      flatten(JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')), `${ns}:`, map);
    }
    cache.set(lang, map);
  }
  return map;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A locale template ('Add {{count}} to basket') as a regular expression. */
function templateRegExp(template: string, anchored = false): RegExp {
  const parts = template.split(/\{\{\s*[\w.]+\s*\}\}/).map((p) => escapeRegExp(p.trim()));
  const body = parts.join('.+?');
  return new RegExp(anchored ? `^${body}$` : body, 'i');
}

function keyOfEnglish(en: string): string | undefined {
  const all = texts('en');
  const wanted = en.trim().toLowerCase();
  for (const [key, value] of all) if (value.trim().toLowerCase() === wanted) return key;
  // A template such as 'Add {{count}} to basket' matched by 'Add 1 to basket'.
  for (const [key, value] of all)
    if (value.includes('{{') && templateRegExp(value, true).test(en)) return key;
  return undefined;
}

/**
 * The text shown for the spec's English text `en` in `lang`: `en` itself in English, else the
 * Arabic text of the same key (exact string, or a RegExp when the text has placeholders). Throws
 * with a clear message when the locale has no such text (a missing translation is a UI bug).
 */
export function tr(lang: Lang, en: string): string | RegExp {
  if (lang === 'en') return en;
  const key = keyOfEnglish(en);
  if (!key) throw new Error(`No locale key has the English text "${en}" (apps/web/public/locales/en/*.json)`);
  const ar = texts('ar').get(key);
  if (!ar) throw new Error(`Missing Arabic text for ${key} ("${en}") in apps/web/public/locales/ar`);
  return ar.includes('{{') ? templateRegExp(ar) : ar;
}

/** Like `tr`, always as a case-insensitive RegExp (for partial / templated matches). */
export function trRe(lang: Lang, en: string | RegExp): RegExp {
  if (en instanceof RegExp) {
    if (lang === 'en') return en;
    // A RegExp in English: look for a template whose English text matches it.
    for (const [key, value] of texts('en')) {
      const sample = value.replace(/\{\{\s*[\w.]+\s*\}\}/g, '1');
      if (en.test(sample)) {
        const ar = texts('ar').get(key);
        if (ar) return templateRegExp(ar);
      }
    }
    throw new Error(`No locale text matches ${en} (apps/web/public/locales)`);
  }
  const t = tr(lang, en);
  return t instanceof RegExp ? t : new RegExp(escapeRegExp(t), 'i');
}
