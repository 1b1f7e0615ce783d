import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useNavigationType } from 'react-router';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { clearOrderPlaced, orderJustPlaced } from '../../../shared/navigation/after-order.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { PriceSummary } from '../../../shared/ui/price-summary.tsx';
import { TotalBar } from '../../../shared/ui/total-bar.tsx';
import { BasketLineStepper } from '../components/basket-line-stepper.tsx';
import { useBasketView } from '../lib/use-basket-view.ts';
import '../basket.css';

/**
 * The basket (000 §2.14, §4.7; /store/basket, and /basket for the brand-based catalogue, IS50):
 * 'Order Details', 'Your Order' lines with quantity controls (+ only within the stock, else
 * 'Maximum available quantity reached' for 3 s; − at 1 removes), the add-ons, 'Add Items', the
 * price summary (000 §2.15), 'Special instructions', the pickup vehicle field when the store asks
 * for it, and 'Review Order' — to checkout when signed in, else to login (000 §6).
 */
export function Component() {
  const { t } = useTranslation('basket');
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const special = useBasket((s) => s.specialInstructions);
  const vehicle = useBasket((s) => s.vehicleInfo);
  const { lines, store, outlet, taxRatePercent, totals, review } = useBasketView();
  const menuPath = outlet ? paths.storeDetail : paths.home;
  const basket = getBasket();

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
          {lines.map((line) => {
            const title = pick(line.title);
            return (
              <li key={line.lineId} className="basket-line">
                <div className="basket-line-main">
                  <span className="basket-line-title">{title}</span>
                  <Price fils={line.unitPriceFils * line.quantity} />
                </div>
                <div className="basket-line-controls">
                  <BasketLineStepper line={line} title={title} />
                  <button
                    type="button"
                    className="btn btn-ghost basket-line-remove"
                    onClick={() => basket.removeLine(line.lineId)}
                    aria-label={t('removeLine', { name: title })}
                  >
                    {t('remove')}
                  </button>
                </div>
                {line.options.length > 0 ? (
                  <details className="basket-addons">
                    <summary>
                      {t('addOns', { count: line.options.length })}{' '}
                      <ChevronDown size={14} aria-hidden="true" />
                    </summary>
                    <ul>
                      {line.options.map((o) => (
                        <li key={o.optionId}>
                          <span>
                            <bdi dir="ltr">{o.quantity}×</bdi> {pick(o.name)}
                          </span>
                          {o.priceFils > 0 ? <Price fils={o.priceFils * o.quantity} /> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="section card" aria-label={t('priceSummary')}>
        <PriceSummary
          itemsTotalFils={totals.itemsTotalFils}
          taxFils={totals.taxFils}
          totalFils={totals.totalFils}
          taxRatePercent={taxRatePercent}
        />
      </section>
      <div className="field">
        <label htmlFor="special">{t('specialInstructions')}</label>
        <textarea
          id="special"
          className="textarea"
          maxLength={500}
          placeholder={t('specialPlaceholder')}
          value={special}
          onChange={(e) => basket.setSpecialInstructions(e.target.value)}
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
            onChange={(e) => basket.setVehicleInfo(e.target.value)}
          />
        </div>
      ) : null}
      <TotalBar totalFils={totals.totalFils}>
        <Button onClick={review}>{t('reviewOrder')}</Button>
      </TotalBar>
    </div>
  );
}
