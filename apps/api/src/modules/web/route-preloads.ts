import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The screen module of each first-visit route, as the web's router loads it (apps/web/src/app/router.tsx). */
const SCREENS = {
  brandHome: 'src/features/menu/screens/brand-home.tsx',
  outletHome: 'src/features/stores/screens/outlet-home.tsx',
  storeDetail: 'src/features/menu/screens/store-detail.tsx',
  item: 'src/features/item/screens/item-page.tsx',
  basket: 'src/features/basket/screens/basket-page.tsx',
} as const;

/**
 * Which files a page needs first, so the HTML can announce them and the browser fetches them
 * with the entry instead of after it (issue 6: no start-up waterfall): the route's screen chunk
 * and its imports that the entry does not already load, plus the texts of the language the app
 * starts in (`/locales/{lng}/{common,menu}.json`; shell-language.ts). Reads the build manifest once; without one
 * (no web build) every page gets only the texts. `rest` is the path after the brand's base,
 * without a leading slash ('' = home).
 */
export function createRoutePreloads(dist: string) {
  const file = path.join(dist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const closure = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imp of chunk.imports ?? []) closure(imp, seen);
  };
  const entry = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (entryKey) closure(entryKey, entry);
  const screenFiles = (key: string): string[] => {
    const seen = new Set<string>(entry);
    closure(key, seen);
    return [...seen].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]!.file}`);
  };
  const byScreen = Object.fromEntries(
    Object.entries(SCREENS).map(([name, key]) => [name, screenFiles(key)]),
  ) as Record<keyof typeof SCREENS, string[]>;

  return (rest: string, opts: { outlet: boolean; language: 'en' | 'ar' }): string[] => {
    const texts = [`/locales/${opts.language}/common.json`, `/locales/${opts.language}/menu.json`];
    let screen: keyof typeof SCREENS | null = null;
    if (rest === '') screen = opts.outlet ? 'outletHome' : 'brandHome';
    else if (rest === 'store/store-detail') screen = 'storeDetail';
    else if (/^(store\/)?item\/[^/]+\/[^/]+$/.test(rest)) screen = 'item';
    else if (rest === 'basket' || rest === 'store/basket') screen = 'basket';
    return [...(screen ? byScreen[screen] : []), ...texts];
  };
}
