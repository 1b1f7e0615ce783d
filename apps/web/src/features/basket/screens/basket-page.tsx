import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useNavigationType } from 'react-router';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatAed, formatFils, isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { clearOrderPlaced, orderJustPlaced } from '../../../shared/navigation/after-order.ts';
import { deliveryApplies } from '../../../shared/promotions/delivery-applies.ts';
import { PromotionsPanel } from '../../../shared/promotions/promotions-panel.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PriceSummary } from '../../../shared/ui/price-summary.tsx';
import { TotalBar } from '../../../shared/ui/total-bar.tsx';
import { BasketLineItem } from '../components/basket-line-item.tsx';
import { useBasketView } from '../lib/use-basket-view.ts';
import '../basket.css';

/**
 * The basket (000 §2.14, §4.7; /store/basket, and /basket for the brand-based catalogue, IS50):
 * 'Order Details', the free-delivery banner where the store delivers (WAIVER-04), 'Your Order'
 * lines with quantity controls (+ only within the stock; − at 1 removes), their item discounts
 * and add-ons, 'Add Items', the price summary (000 §2.15), on the outlet basket the vouchers and
 * the loyalty toggle (000 §2.16, §2.17; the brand-based catalogue has them at checkout, 001
 * §2.9), 'Special instructions', the pickup vehicle field when the store asks for it, and the
 * bottom bar: 'Add {remaining} more' below the minimum order (TOT-12), else 'Review Order' — to
 * checkout when signed in, else to login (000 §6).
 */
export function Component() {
  const brand = useBrand();
  // The promotions texts load with the basket's, so the vouchers and loyalty show with the page.
  const { t } = useTranslation(['basket', 'promotions']);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const special = useBasket((s) => s.specialInstructions);
  const vehicle = useBasket((s) => s.vehicleInfo);
  const { lines, store, outlet, basket: priced, menuPath, review } = useBasketView();
  const { totals } = priced.priced;
  const freeOver = deliveryApplies(store, brand.setting.isDeliveryEnabled)
    ? store?.deliveryChargesWaiverInfo.onOrderAmount
    : null;

  // Issue 6 (decision 0100 IS-NAV1): Back from the order's success page lands here with the
  // basket emptied by the order; the customer expects the menu, not an empty basket.
  if (lines.length === 0 && navigationType === 'POP' && orderJustPlaced())
    return <Navigate to={menuPath} replace />;
  if (lines.length > 0 && orderJustPlaced()) clearOrderPlaced();
  if (lines.length === 0) {
    return (
      <div className="page-flow basket-page">
        <PageHeader title={t('cart')} onBack={() => navigate(menuPath)} />
        <div className="empty-state">
          <p>{t('emptyBasket')}</p>
          <Link to={paths.home} className="btn btn-primary">
            {t('addMoreItems')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page-flow basket-page">
      <PageHeader title={t('cart')} onBack={() => navigate(menuPath)} />
      <h2 className="basket-heading">{t('orderDetails')}</h2>
      <p className="muted basket-subtitle">{t('subtitle')}</p>
      {freeOver?.isEnabled ? (
        <p className="alert-banner alert-info">
          {t('promotions:freeDeliveryOver', { amount: isolated(formatAed(freeOver.amount, language)) })}
        </p>
      ) : null}
      <section className="section" aria-labelledby="your-order">
        <div className="section-head">
          <h3 id="your-order" className="section-title">
            {t('yourOrder')}
          </h3>
          <Link to={menuPath} className="btn btn-ghost">
            {t('addItems')}
          </Link>
        </div>
        <ul className="basket-lines">
          {lines.map((line, i) => (
            <BasketLineItem key={line.lineId} line={line} priced={priced.priced.lines[i]} />
          ))}
        </ul>
      </section>
      <section className="section card" aria-label={t('priceSummary')}>
        <PriceSummary lines={priced.summary} taxRatePercent={priced.taxRatePercent} />
      </section>
      {outlet ? (
        <section className="section basket-promotions" aria-label={t('promotions:offersAndCredits')}>
          <PromotionsPanel variant="voucher" basket={priced} />
        </section>
      ) : null}
      <div className="field">
        <label htmlFor="special">{t('specialInstructions')}</label>
        <textarea
          id="special"
          className="textarea"
          maxLength={500}
          placeholder={t('specialPlaceholder')}
          value={special}
          onChange={(e) => getBasket().setSpecialInstructions(e.target.value)}
        />
      </div>
      {store?.vehicleInfoForPickup.isActive ? (
        <div className="field">
          <label htmlFor="vehicle">{t('addVehicleInfo')}</label>
          <input
            id="vehicle"
            className="input"
            placeholder={t('vehiclePlaceholder')}
            value={vehicle}
            onChange={(e) => getBasket().setVehicleInfo(e.target.value)}
          />
        </div>
      ) : null}
      <TotalBar totalFils={totals.orderGrossAmountFils}>
        {totals.remainingToMinimumFils > 0 ? (
          <Link to={menuPath} className="btn btn-primary">
            {t('addMore', { amount: isolated(formatFils(totals.remainingToMinimumFils, language)) })}
          </Link>
        ) : (
          <Button onClick={review}>{t('reviewOrder')}</Button>
        )}
      </TotalBar>
    </div>
  );
}
