import type { SplitType } from '@sufra/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BasketLineItem } from '../../features/basket/components/basket-line-item.tsx';
import { TipSlot } from '../../features/checkout/components/tip-slot.tsx';
import { DineInSummary } from '../../features/dine-in/components/dine-in-summary.tsx';
import { TimingChoice, timingTitleKey } from '../../features/dine-in/components/timing-choice.tsx';
import { dineInSession } from '../../features/dine-in/lib/dine-in-session.ts';
import { useDineInNav } from '../../features/dine-in/lib/use-dine-in.ts';
import { splitBasketOf } from '../../features/dine-in/split/split-basket.ts';
import { shouldOpenSplitByItself } from '../../features/dine-in/split/split-draft.ts';
import { getBasket, useBasket } from '../../shared/basket/basket-state.ts';
import { useBrand } from '../../shared/brand/brand-context.tsx';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { useSession } from '../../shared/session/session-state.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../shared/ui/skeleton.tsx';
import { TotalBar } from '../../shared/ui/total-bar.tsx';
import { useDineInCheckout } from './use-dine-in-checkout.ts';
import '../../features/basket/basket.css';
import '../../features/checkout/checkout.css';

// The Split Bill modal (002 §2.7, task D) loads when it first opens.
const SplitBillModal = lazy(() =>
  import('../../features/dine-in/split/split-bill-modal.tsx').then((m) => ({ default: m.SplitBillModal })),
);

/** The split type's name key (SPLIT-11 '{type} Split Applied'). */
const SPLIT_TYPE_KEY = {
  'CUSTOM-AMOUNT': 'splitTypeCustomAmount',
  'DIVIDE-EQUALLY': 'splitTypeDivideEqually',
  'SELECTED-ITEMS': 'splitTypeSelectedItems',
} as const satisfies Record<SplitType, string>;

/**
 * 'Your Order' /dine-in/checkout (002 §2.6; issue 18), a layout over useDineInCheckout: the basket
 * lines with quantity controls and options, the special request (orderSplReq), 'Table Number',
 * the tip (7 %, 10 % 'Most Common', 15 %, 'Custom Tip' ≥ 1: the checkout's TipPicker), the split
 * button ('Split Bill', or '{type} Split Applied' with a split, SPLIT-11) and the Split Bill modal
 * (task D's; it opens by itself when the table is already split), the payment summary in
 * TOT-18's order, the timing choice and the footer with the payable and 'Place Order' (shown per
 * 002 §5, disabled until a timing is chosen) → the payment options with the timing.
 */
export function Component() {
  const { t } = useTranslation('dine-in');
  const { to } = useDineInNav();
  const c = useDineInCheckout();
  const brandId = useBrand().brand._id;
  const special = useBasket((s) => s.specialInstructions);
  // 002 §2.6: the modal opens by itself when the table's bill is already split (once per visit) —
  // not over the profile modal of a guest who has just signed in (the layout's 'Update your
  // profile', while the session has no name): two modals at once left neither usable (e2e).
  const openedByItself = useRef(false);
  const { tableState, openSplit } = c;
  const profilePending = useSession((s) => Boolean(s.token) && !s.user?.name);
  useEffect(() => {
    if (openedByItself.current || profilePending || !tableState || !shouldOpenSplitByItself(tableState))
      return;
    openedByItself.current = true;
    openSplit();
  }, [tableState, openSplit, profilePending]);
  if (!c.table) return <Navigate to={to(dineInPaths.menu)} replace />;
  if (c.loading || c.verifying) return <SkeletonList rows={3} label={t('loading')} />;
  const empty = c.lines.length === 0;
  return (
    <div className="page-flow checkout-page dine-in-checkout">
      <PageHeader title={t('yourOrder')} />
      <p className="dine-in-table-number">
        {t('tableNumber')} <bdi dir="ltr">{c.table.tableNumber}</bdi>
      </p>
      {empty ? (
        <p className="empty-state">
          {t('emptyBasket')}{' '}
          {c.tableSplit ? null : (
            <Link to={to(dineInPaths.menu)} className="btn btn-secondary">
              {t('addItems')}
            </Link>
          )}
        </p>
      ) : (
        <ul className="basket-lines">
          {c.lines.map((line, i) => (
            <BasketLineItem key={line.lineId} line={line} priced={c.basket.priced.lines[i]} />
          ))}
        </ul>
      )}
      {empty ? null : (
        <div className="field">
          <label htmlFor="dine-in-special">{t('specialRequest')}</label>
          <textarea
            id="dine-in-special"
            className="textarea"
            maxLength={500}
            placeholder={t('specialRequestPlaceholder')}
            value={special}
            onChange={(e) => getBasket().setSpecialInstructions(e.target.value)}
          />
        </div>
      )}
      {empty ? null : <TipSlot basketTotalFils={c.basket.priced.totals.amountAfterDiscountFils} />}
      {c.amounts.hasPreviousOrders || !empty ? (
        <Button variant="secondary" onClick={c.openSplit} aria-haspopup="dialog">
          {c.split ? t('splitApplied', { type: t(SPLIT_TYPE_KEY[c.split.type]) }) : t('splitBill')}
        </Button>
      ) : null}
      {c.splitOpen && c.tableState ? (
        <Suspense fallback={null}>
          <SplitBillModal
            open
            onOpenChange={(open) => (open ? c.openSplit() : c.closeSplit())}
            table={c.tableState}
            {...splitBasketOf(c.lines, c.basket.priced)}
            value={c.split}
            onApply={(choice) => dineInSession(brandId).getState().setSplit(choice)}
            onClear={() => dineInSession(brandId).getState().setSplit(null)}
          />
        </Suspense>
      ) : null}
      <DineInSummary lines={c.amounts.lines} taxRatePercent={c.basket.taxRatePercent} />
      <TimingChoice offered={c.offered} value={c.timing} onChange={c.chooseTiming} />
      <TotalBar totalFils={c.amounts.payableFils}>
        {c.placeShown ? (
          <Button
            disabled={!c.timing}
            onClick={() => c.timing && c.toPaymentOptions(t(timingTitleKey(c.timing)))}
          >
            {t('placeOrder')}
          </Button>
        ) : null}
      </TotalBar>
    </div>
  );
}
