import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { goOrReload } from '../../../shared/navigation/safe-target.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CodeEntry } from '../components/code-entry.tsx';
import { codeSentThisSession } from '../lib/pending-login.ts';
import '../auth.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

interface VerifyState {
  phoneNumber: string;
  maskedPhoneNumber: string;
  countryObj: { countryCode: string; dialCode: string };
  from?: { pathname?: string; search?: string };
}

/**
 * Code verification, page variant (002 §2.12, §4.5): 'Verification' and the code entry
 * (CodeEntry). On success the customer goes to 'from', else the basket when it has items, else
 * home. Without navigation state, or without a code sent in this tab, the screen returns to login;
 * a reload keeps the screen and its countdown (issue 6, see pending-login.ts).
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = useLocation().state as VerifyState | null;
  // Set once the code is accepted: the sent-code record is gone by then, and the screen must not
  // bounce to login (and from there home) while the navigation to 'from' is under way.
  const signedIn = useRef(false);
  const brandId = brand.brand._id;

  if (!state?.phoneNumber || (!signedIn.current && !codeSentThisSession(brandId, state.phoneNumber)))
    return <Navigate to={sp(paths.login)} replace state={{ from: state?.from }} />;

  const goOn = () => {
    const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
    const basketPath = outlet ? paths.storeBasket : paths.brandBasket;
    const from = state.from?.pathname ? `${state.from.pathname}${state.from.search ?? ''}` : null;
    const target = from ?? sp(getBasket().lines.length > 0 ? basketPath : paths.home);
    goOrReload((to) => navigate(to, { replace: true }), target);
  };

  return (
    <div className="page-flow auth-page">
      <PageHeader title={t('verification')} />
      <CodeEntry
        phoneNumber={state.phoneNumber}
        maskedPhoneNumber={state.maskedPhoneNumber}
        countryObj={state.countryObj}
        onVerifying={() => {
          signedIn.current = true;
        }}
        onVerified={goOn}
      />
    </div>
  );
}
