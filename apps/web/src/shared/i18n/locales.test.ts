import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every key of a texts file, nested keys as 'a.b', plural forms as their base key (Arabic has six, English two). */
function keys(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}

const baseKeys = (texts: Record<string, unknown>) => [...new Set(keys(texts))].sort();

describe('texts (000 §1 Languages: every screen in English and Arabic)', () => {
  const namespaces = Object.keys(files)
    .filter((f) => f.includes('/en/'))
    .map((f) => /\/en\/(.+)\.json$/.exec(f)?.[1] ?? '');
  it.each(namespaces)(
    '%s: the Arabic file has exactly the keys of the English one (the typed keys)',
    (ns) => {
      const en = files[`../../../public/locales/en/${ns}.json`]!;
      const ar = files[`../../../public/locales/ar/${ns}.json`];
      expect(ar, `public/locales/ar/${ns}.json`).toBeDefined();
      expect(baseKeys(ar!)).toEqual(baseKeys(en));
    },
  );
});
