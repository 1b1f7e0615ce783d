import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { BrandProvider } from '../brand/brand-context.tsx';
import type { ResolvedBrand } from '../brand/resolve-brand.ts';
import type { UiLanguage } from '../i18n/i18n.ts';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Every text file of apps/web/public/locales, as `{ en: { item: {…}, … }, ar: {…} }`. */
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, texts] of Object.entries(
  import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
    eager: true,
    import: 'default',
  }),
)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] = { ...resources[language], [namespace]: texts };
}

/**
 * Test helper: i18next with the real EN and AR texts of every namespace (as the app loads them),
 * in `language`; sets `dir` on <html> like the app does.
 */
export async function loadTexts(language: UiLanguage): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources,
      ns: Object.keys(resources.en ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  } else await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/** Shows the router's current path, so a test can see where a screen navigated to. */
function PathProbe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/**
 * Test helper: renders `ui` as a screen of the app (Testing Library `render`): a query client
 * whose cache is seeded with `data` (`[queryKey, value]` pairs, never refetched), the brand, and a
 * memory router at `path` with a probe of the current path (`getByTestId('path')`).
 */
export function renderInApp(
  ui: ReactNode,
  {
    brand,
    path = '/',
    data = [],
  }: {
    brand: ResolvedBrand;
    /** The start entry: a path, or a path with navigation state. */
    path?: string | { pathname: string; state?: unknown };
    data?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <BrandProvider brand={brand}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <PathProbe />
          </MemoryRouter>
        </BrandProvider>
      </QueryClientProvider>,
    ),
  };
}
