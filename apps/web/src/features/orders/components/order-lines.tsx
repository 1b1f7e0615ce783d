import type { Order } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The lines of a placed order (002 §2.18 '{quantity}x {title}' with price × quantity; issue 6): each
 * line lays out its quantity and name, the chosen options on their own line below, and the price
 * in its own column at the inline end, isolated left-to-right (`<bdi dir="ltr">`) so it never runs
 * into the name or the options ('PepsiAED 30.00'), in English and in Arabic.
 */
export function OrderLines({ lines }: { lines: Order['orderedMenu'] }) {
  const { pick } = useLanguage();
  return (
    <ul className="order-lines">
      {lines.map((l) => (
        <li key={l._id} className="order-line">
          <div className="order-line-text">
            <span className="order-line-title">
              <bdi dir="ltr" className="order-line-qty">
                {l.quantity}x
              </bdi>{' '}
              <span className="order-line-name">{pick(l.translations).title}</span>
            </span>
            {l.options.length ? (
              <span className="order-line-options muted">
                {l.options.map((o) => pick(o.translations).optionName).join(pick({ en: ', ', ar: '، ' }))}
              </span>
            ) : null}
          </div>
          <Price className="order-line-price" fils={aedToFils(l.price) * l.quantity} />
        </li>
      ))}
    </ul>
  );
}
