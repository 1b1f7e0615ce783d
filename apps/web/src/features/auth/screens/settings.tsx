import { ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatAed } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { useWallet } from '../../../shared/promotions/api/get-user-wallet.ts';
import { getSession, useSession } from '../../../shared/session/session-state.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { MyDataRows } from '../components/my-data-rows.tsx';
import '../auth.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

/**
 * User Settings (002 §2.14): the brand logo and the user's name (falling back to the brand name),
 * the loyalty wallet's balance ('Wallet Balance', display only, when the wallet has loaded; 002
 * §4.7), 'Edit Profile', 'Order History' and 'Logout' (002 §4.6: removes the user of this brand,
 * writes the logout event for other tabs, goes home; the basket is kept, without the customer's
 * coupon and loyalty credits). Back goes to the store page when a store is selected, otherwise
 * home (002 §2.14). Issue 19 (decision 0034): 'Download my data' and 'Delete my account' rows
 * (MyDataRows); after a deletion the screen signs out as Logout does and says so.
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const wallet = useWallet();
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const name = user?.name || brandName;
  // Issue 6 (002 §4.6): go home first and sign out once this screen has left the page (unmount).
  // Signing out first let the login guard around this screen redirect to sign-in instead of home.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (!loggingOut.current) return;
      getSession().signOut();
      // The basket stays; the coupon validated for this customer and their loyalty credits go.
      getBasket().dropCustomerPromotions();
      // Other tabs reload on this event: written once the user is removed.
      localStorage.setItem('sufra:logoutEvent', String(Date.now()));
    },
    [],
  );
  const logout = () => {
    loggingOut.current = true;
    navigate(sp(paths.home), { replace: true });
  };
  const deleted = () => {
    logout();
    notify(t('accountDeleted'), 'success');
  };
  return (
    <div className="page-flow auth-page">
      <PageHeader
        title={t('userSettings')}
        onBack={() => navigate(sp(outlet && storeId ? paths.storeDetail : paths.home))}
      />
      <div className="settings-profile">
        <span className="settings-avatar" aria-hidden="true">
          {brand.setting.brandLogoFirst ? (
            <img src={brand.setting.brandLogoFirst} alt="" width={56} height={56} />
          ) : (
            name.slice(0, 1)
          )}
        </span>
        <div>
          <p className="auth-title">{name}</p>
          {user ? (
            <p className="muted">
              <bdi dir="ltr">{user.phoneNumber}</bdi>
            </p>
          ) : null}
        </div>
      </div>
      {wallet ? (
        <p className="settings-wallet">
          <span>{t('walletBalance')}</span>
          <bdi dir="ltr" className="price">
            {formatAed(wallet.balance, language)}
          </bdi>
        </p>
      ) : null}
      <ul className="settings-list">
        <li>
          <Link to={sp(paths.editProfile)}>
            {t('editProfile')} <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
          </Link>
        </li>
        <li>
          <Link to={sp(paths.myOrders)} state={{ fromSettings: true }}>
            {t('orderHistory')} <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
          </Link>
        </li>
        <MyDataRows walletBalance={wallet?.balance ?? null} onDeleted={deleted} />
        <li>
          <button type="button" onClick={logout}>
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
