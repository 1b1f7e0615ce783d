import { businessCardPathOf } from '@sufra/contract';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createApiClient } from '../shared/api/api-client.ts';
import { ApiError, setUnauthorizedHandler } from '../shared/api/client.ts';
import { readBootData } from '../shared/brand/boot-data.ts';
import { BrandResolutionError, resolveBrand } from '../shared/brand/resolve-brand.ts';
import { applyBrandTheme } from '../shared/brand/theme.ts';
import { initBrandState } from '../shared/brand-state/init-brand-state.ts';
import { uiApiLanguage } from '../shared/i18n/api-language.ts';
import { changeLanguage, initI18n, savedLanguage } from '../shared/i18n/i18n.ts';
import { rememberPlatform } from '../shared/navigation/platform.ts';
import { previewHeaders } from '../shared/preview/preview-token.ts';
import { brandMenuQuery } from '../shared/queries/menus.ts';
import { pickupStoresQuery } from '../shared/queries/stores.ts';
import { notify } from '../shared/ui/notifications.tsx';
import { App } from './app.tsx';
import { DefaultErrorScreen } from './status-screens.tsx';

/**
 * App start (000 §2.4): a business-card path opens card mode (step 2; 002 §2.22); else resolve the brand (from the page's boot data when the server wrote it;
 * else the brandid header, else the temporary domain segment) while the texts load, then theme and the brand's persisted state (basket, session, order settings), then render. Without a
 * brand, the default error screen. The texts start in the saved language (else English) and
 * switch to the brand's base language when nothing was saved. A 401 to a call made with the stored
 * token (expired or invalid) clears the brand's session and says 'Please login to continue': the
 * login guard then sends the customer to sign-in and back to where they were (000 §2.2, §2.4).
 * Client errors (4xx) are not retried.
 */
export async function startApp(root: Root): Promise<void> {
  // 000 §2.1: the platform is read from the URL query on load and kept for the session.
  rememberPlatform(window.location.search);
  const saved = savedLanguage();
  const texts = initI18n(saved ?? 'en');
  // 000 §2.4 step 2 (002 §2.22): a business-card path opens card mode — no brand is resolved; the
  // card's code loads only here (its own chunk: the storefront's entry does not carry it).
  const card = businessCardPathOf(window.location.pathname);
  if (card) {
    const [{ startBusinessCard }] = await Promise.all([
      import('../features/business-card/start-card.tsx'),
      texts,
    ]);
    startBusinessCard(root, card);
    return;
  }
  const boot = readBootData();
  let brand: Awaited<ReturnType<typeof resolveBrand>>;
  try {
    brand = await resolveBrand(window.location, boot);
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
  // The page may carry the first screen's data (issue 6: no start-up waterfall); else it is fetched now.
  const id = brand.brand._id;
  const state = initBrandState(id);
  // The app's one API client (bound to the brand, its session's token and the UI language), for
  // the prefetch here and, through BrandProvider, every screen.
  const api = createApiClient({
    brandId: id,
    token: () => state.session.getState().token,
    language: uiApiLanguage,
    // Issue 19 (decision 0036): on a preview route the preview token goes with every call.
    headers: () => previewHeaders(),
  });
  if (brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE') {
    if (boot?.pickupStores && boot.settings.brand._id === id)
      queryClient.setQueryData(pickupStoresQuery(api).queryKey, boot.pickupStores, { updatedAt: boot.at });
    else void queryClient.prefetchQuery(pickupStoresQuery(api));
  } else if (boot?.brandMenu?.success === 1 && boot.settings.brand._id === id) {
    queryClient.setQueryData(brandMenuQuery(api).queryKey, boot.brandMenu.data, { updatedAt: boot.at });
  } else void queryClient.prefetchQuery(brandMenuQuery(api));
  const language = saved ?? brand.brand.baseLanguage;
  setUnauthorizedHandler((token) => {
    const session = state.session.getState();
    if (session.token !== token) return;
    session.signOut();
    notify(i18next.t('common:loginToContinue'));
  });
  await texts;
  if (language !== (saved ?? 'en')) await changeLanguage(language, { remember: false });
  applyBrandTheme(brand, language);
  // The first render as a transition: React renders it in slices that yield to the browser, so
  // a menu of dozens of rows never blocks the main thread in one long task (issue 6: TBT); the
  // server's boot shell is on screen meanwhile.
  startTransition(() => root.render(<App brand={brand} api={api} queryClient={queryClient} />));
}
