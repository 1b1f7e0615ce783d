import { aedToFils } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';
import { formatFils } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { TabOrders } from '../components/tab-orders.tsx';
import { isTableSplit } from '../lib/dine-in-routing.ts';
import { useDineIn, useDineInNav } from '../lib/use-dine-in.ts';

/**
 * The table landing /dine-in/paylater (002 §2.4, §4.2; SPLIT-17): 'Welcome! {store name}', 'We Are
 * Preparing Something Great For You!', 'Pay Now ( {remaining} )!' → /dine-in/checkout (remaining:
 * the table total − splitPayed, TOT-10, the table state's remainingAmount), 'View Menu' → /dine-in,
 * hidden while the table has split bills; the tab's orders (lines and totals). A remaining amount
 * of 0 or less goes to /dine-in by itself; so does a guest without a table.
 */
export function Component() {
  const { t } = useTranslation('dine-in');
  const { language, pick } = useLanguage();
  const { to, go } = useDineInNav();
  const { table, tableState, store } = useDineIn();
  const state = tableState.data;
  if (!table || tableState.isError) return <Navigate to={to(dineInPaths.menu)} replace />;
  if (!state) return <SkeletonList rows={3} label={t('loading')} />;
  const remainingFils = Math.max(0, aedToFils(state.remainingAmount));
  if (remainingFils <= 0) return <Navigate to={to(dineInPaths.menu)} replace />;
  const amount = `\u2068${formatFils(remainingFils, language)}\u2069`;
  return (
    <div className="page-flow table-landing">
      <header className="table-landing-header">
        <h1>{t('welcome', { store: store ? pick(store.translations).name : '' })}</h1>
        <p className="muted">{t('preparing')}</p>
        <p className="muted">{t('tableLabel', { number: table.tableNumber })}</p>
      </header>
      <div className="table-landing-actions">
        <Button block onClick={() => go(dineInPaths.checkout)}>
          {t('payNowRemaining', { amount })}
        </Button>
        {isTableSplit(state) ? null : (
          <Button block variant="secondary" onClick={() => go(dineInPaths.menu)}>
            {t('viewMenu')}
          </Button>
        )}
      </div>
      <TabOrders orders={state.fetchedOrder} />
    </div>
  );
}
