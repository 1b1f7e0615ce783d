import { ShoppingBag, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatch } from 'react-router';
import { useBrandStoreSelection } from '../features/menu/api/use-brand-store-selection.ts';
import { useBasket } from '../shared/basket/basket-state.ts';
import { useBrand } from '../shared/brand/brand-context.tsx';
import { applyBrandTheme } from '../shared/brand/theme.ts';
import { paths } from '../shared/config/paths.ts';
import { changeLanguage } from '../shared/i18n/i18n.ts';
import { useSession } from '../shared/session/session-state.ts';
import { useAppStatusStore } from '../shared/stores/app-status-store.ts';
import { DemoBanner } from '../shared/ui/demo-banner.tsx';
import { NotificationHost } from '../shared/ui/notifications.tsx';
import { SkeletonList } from '../shared/ui/skeleton.tsx';
import { useDesktop } from '../shared/ui/use-media-query.ts';
import { OfflineModal } from './offline-modal.tsx';
import { OrderTypeButtons } from './order-type-buttons.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { RefreshAppScreen, useConnectivity } from './status-screens.tsx';

// The offline modal is in the first screen's JavaScript: it must show when the network is gone,
// when no further chunk can load (000 §2.4, §4.1). The profile modal loads only when shown.
// The desktop basket column loads on desktops only (issue 6: the phone's first screen does not carry it).
const BasketColumn = lazy(() =>
  import('../features/basket/components/basket-column.tsx').then((m) => ({ default: m.BasketColumn })),
);
const ProfileModal = lazy(() =>
  import('../features/auth/components/profile-modal.tsx').then((m) => ({ default: m.ProfileModal })),
);

/**
 * The shell of every screen: the demo-mode banner (issue 5), the sticky top bar (000 §2.5: language toggle, basket badge with
 * the number of lines, 'Signup/Login' or the settings button), the notification host, the
 * offline modal, the refresh-app screen and the profile modal (002 §2.13).
 */
export function Layout() {
  const brand = useBrand();
  const { t, i18n } = useTranslation('common');
  const refreshRequired = useAppStatusStore((s) => s.refreshRequired);
  const offline = useAppStatusStore((s) => s.offline);
  const needsProfile = useSession((s) => Boolean(s.token) && !s.user?.name);
  useConnectivity();
  const location = useLocation();
  const lineCount = useBasket((s) => s.lines.length);
  const token = useSession((s) => s.token);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  useBrandStoreSelection(!outlet);
  // Issue 18 (002 §2.2, ROUTE-10): at a table the header's links stay in the dine-in set with the
  // table query (the basket is 'Your Order'), and there is no service to switch.
  const atTable = location.pathname.startsWith('/dine-in');
  const link = (path: string, dineIn: string) => (atTable ? `/dine-in${dineIn}${location.search}` : path);
  const basketPath = link(outlet ? paths.storeBasket : paths.brandBasket, '/checkout');
  // Issue 6: on a desktop (≥ 1024 px) the menu takes the width with a sticky basket column beside it.
  const onMenu = useMatch(outlet ? paths.storeDetail : paths.home) !== null;
  const withBasketColumn = useDesktop() && onMenu;
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;

  if (refreshRequired) return <RefreshAppScreen />;

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
      <DemoBanner />
      <header className="top-bar">
        <nav className="top-bar-inner" aria-label={t('mainNavigation')}>
          <Link to={link(paths.home, '')} className="top-bar-brand">
            {brand.setting.brandLogoFirst ? (
              <img src={brand.setting.brandLogoFirst} alt="" width={32} height={32} />
            ) : null}
            <span>{brandName}</span>
          </Link>
          <span className="top-bar-spacer" />
          {atTable ? null : <OrderTypeButtons />}
          <button
            type="button"
            className="btn btn-ghost"
            onClick={toggleLanguage}
            lang={language === 'ar' ? 'en' : 'ar'}
          >
            {language === 'ar' ? 'EN' : 'عربي'}
          </button>
          <Link
            to={basketPath}
            className="icon-button"
            aria-label={t('basketWithCount', { count: lineCount })}
          >
            <ShoppingBag aria-hidden="true" size={22} />
            {lineCount > 0 ? (
              <span className="badge" aria-hidden="true">
                {lineCount}
              </span>
            ) : null}
          </Link>
          {token ? (
            <Link
              to={link(paths.settings, '/auth/settings')}
              className="icon-button"
              aria-label={t('userSettings')}
            >
              <UserRound aria-hidden="true" size={22} />
            </Link>
          ) : (
            <Link to={link(paths.login, '/auth/login')} className="btn btn-secondary top-bar-sign-in">
              <UserRound aria-hidden="true" size={20} className="top-bar-sign-in-icon" />
              <span className="top-bar-sign-in-label">{t('signupLogin')}</span>
            </Link>
          )}
        </nav>
      </header>
      <main id="main" className={withBasketColumn ? 'page page-with-basket' : 'page'}>
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<SkeletonList label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
        {withBasketColumn ? (
          <Suspense fallback={null}>
            <BasketColumn />
          </Suspense>
        ) : null}
      </main>
      <NotificationHost />
      {offline ? <OfflineModal /> : null}
      <Suspense fallback={null}>{needsProfile ? <ProfileModal /> : null}</Suspense>
      <ScrollRestoration />
    </div>
  );
}
