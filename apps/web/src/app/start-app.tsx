import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { Root } from 'react-dom/client';
import { ApiError, setUnauthorizedHandler } from '../shared/api/client.ts';
import { BrandResolutionError, resolveBrand } from '../shared/brand/resolve-brand.ts';
import { applyBrandTheme } from '../shared/brand/theme.ts';
import { changeLanguage, initI18n, savedLanguage } from '../shared/i18n/i18n.ts';
import { brandMenuQuery } from '../shared/queries/menus.ts';
import { pickupStoresQuery } from '../shared/queries/stores.ts';
import { initBrandStores } from '../shared/stores/brand-stores.ts';
import { notify } from '../shared/ui/notifications.tsx';
import { App } from './app.tsx';
import { DefaultErrorScreen } from './status-screens.tsx';

/**
 * App start (000 §2.4): resolve the brand (brandid header, else the temporary domain segment)
 * while the texts load, then theme and the brand's persisted stores, then render. Without a
 * brand, the default error screen. The texts start in the saved language (else English) and
 * switch to the brand's base language when nothing was saved. A 401 to a call made with the stored
 * token (expired or invalid) clears the brand's session and says 'Please login to continue': the
 * login guard then sends the customer to sign-in and back to where they were (000 §2.2, §2.4).
 * Client errors (4xx) are not retried.
 */
export async function startApp(root: Root): Promise<void> {
  const saved = savedLanguage();
  const texts = initI18n(saved ?? 'en');
  let brand: Awaited<ReturnType<typeof resolveBrand>>;
  try {
    brand = await resolveBrand();
  } catch (error) {
    console.info('brand bootstrap failed:', error instanceof BrandResolutionError ? error.message : error);
    await texts;
    root.render(<DefaultErrorScreen />);
    return;
  }
  // The home's data starts loading now, while the texts and the route's code arrive.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
  if (brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE')
    void queryClient.prefetchQuery(pickupStoresQuery(brand.brand._id));
  else void queryClient.prefetchQuery(brandMenuQuery(brand.brand._id));
  const language = saved ?? brand.brand.baseLanguage;
  const stores = initBrandStores(brand.brand._id);
  setUnauthorizedHandler((token) => {
    const session = stores.session.getState();
    if (session.token !== token) return;
    session.signOut();
    notify(i18next.t('common:loginToContinue'));
  });
  await texts;
  if (language !== (saved ?? 'en')) await changeLanguage(language, { remember: false });
  applyBrandTheme(brand, language);
  root.render(<App brand={brand} queryClient={queryClient} />);
}
