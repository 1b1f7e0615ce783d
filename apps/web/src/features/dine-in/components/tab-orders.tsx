import type { PayLaterOrder } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The orders on the table's tab (002 §2.4; decision 0032: every guest sees the lines and amounts,
 * never who ordered): per order its number, its lines with quantities and options, and its total.
 */
export function TabOrders({ orders }: { orders: readonly PayLaterOrder[] }) {
  const { t } = useTranslation('dine-in');
  const { pick } = useLanguage();
  if (orders.length === 0) return null;
  return (
    <section className="section tab-orders" aria-labelledby="tab-orders-title">
      <h2 id="tab-orders-title" className="section-title">
        {t('onTheTable')}
      </h2>
      {orders.map((o) => (
        <article key={o._id} className="card tab-order">
          <h3 className="tab-order-number">{t('orderNumber', { number: o.orderNumber })}</h3>
          <ul className="summary-lines">
            {o.orderedMenu.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines do not move.
              <li key={i}>
                <span>
                  <bdi dir="ltr">{l.quantity}×</bdi> {pick(l.translations).title}
                </span>
              </li>
            ))}
          </ul>
          <p className="tab-order-total">
            <Price fils={aedToFils(o.totalOrderPrice)} />
          </p>
        </article>
      ))}
    </section>
  );
}
