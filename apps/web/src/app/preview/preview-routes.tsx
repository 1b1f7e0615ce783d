import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useBrand } from '../../shared/brand/brand-context.tsx';
import { applyBrandTheme } from '../../shared/brand/theme.ts';
import { paths } from '../../shared/config/paths.ts';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import './preview.css';

type ScreenModule = { Component: ComponentType };
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const PreviewHome = screen(() => import('../../features/menu/screens/preview-home.tsx'));
const PreviewItem = screen(() => import('../../features/item/screens/preview-item.tsx'));
const PreviewItemImage = screen(() => import('../../features/item/screens/item-image.tsx'));

/**
 * Preview mode (000 §2.3 RT01–RT03, §2.20; issue 19, decision 0036), one lazy module: its own
 * shell (inside the demo banner and the route error boundary the router draws: importing them
 * here makes the bundler split the entry chunk, +3.4 KB; decision 0036) — the 'Preview' banner
 * that marks it, the brand's name and the language switch; no
 * basket, no sign-in, no order type — and its routes: the menu (/preview), the item
 * (/preview/item-detail), the image viewer (/preview/item-image, 000 §2.13). Any other path under /preview goes to the preview's menu.
 */
export function Component() {
  const brand = useBrand();
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const toggleLanguage = async () => {
    const next = language === 'ar' ? 'en' : 'ar';
    await changeLanguage(next);
    applyBrandTheme(brand, next);
  };
  return (
    <div className="app-shell">
      <a href="#main" className="sr-only">
        {t('skipToContent')}
      </a>
      <section className="preview-banner" aria-label={t('previewBannerLabel')}>
        <strong>{t('previewBanner')}</strong> <span>{t('previewBannerText')}</span>
      </section>
      <header className="top-bar">
        <nav className="top-bar-inner" aria-label={t('mainNavigation')}>
          <span className="top-bar-brand">
            {brand.setting.brandLogoFirst ? (
              <img src={brand.setting.brandLogoFirst} alt="" width={32} height={32} />
            ) : null}
            <span>{brandName}</span>
          </span>
          <span className="top-bar-spacer" />
          <button
            type="button"
            className="btn btn-ghost"
            onClick={toggleLanguage}
            lang={language === 'ar' ? 'en' : 'ar'}
          >
            {language === 'ar' ? 'EN' : 'عربي'}
          </button>
        </nav>
      </header>
      <main id="main" className="page">
        <Suspense fallback={null}>
          <Routes>
            <Route index element={<PreviewHome />} />
            <Route path="item-detail" element={<PreviewItem />} />
            <Route path="item-image" element={<PreviewItemImage />} />
            <Route
              path="*"
              element={<Navigate to={{ pathname: paths.preview, search: location.search }} replace />}
            />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
