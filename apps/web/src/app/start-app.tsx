import type { Root } from 'react-dom/client';
import { BrandResolutionError, resolveBrand } from '../shared/brand/resolve-brand.ts';
import { applyBrandTheme } from '../shared/brand/theme.ts';
import { initI18n, initialLanguage } from '../shared/i18n/i18n.ts';
import { initBrandStores } from '../shared/stores/brand-stores.ts';
import { App } from './app.tsx';
import { DefaultErrorScreen } from './status-screens.tsx';

/**
 * App start (000 §2.4): resolve the brand (brandid header, else the temporary domain segment),
 * then texts, theme and the brand's persisted stores, then render. Without a brand, the
 * default error screen.
 */
export async function startApp(root: Root): Promise<void> {
  let brand: Awaited<ReturnType<typeof resolveBrand>>;
  try {
    brand = await resolveBrand();
  } catch (error) {
    console.info('brand bootstrap failed:', error instanceof BrandResolutionError ? error.message : error);
    await initI18n(initialLanguage('en'));
    root.render(<DefaultErrorScreen />);
    return;
  }
  const language = initialLanguage(brand.brand.baseLanguage);
  initBrandStores(brand.brand._id);
  await initI18n(language);
  applyBrandTheme(brand, language);
  root.render(<App brand={brand} />);
}
