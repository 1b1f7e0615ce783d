import type { PricedLine } from '@sufra/pricing';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type BasketLine, getBasket } from '../../../shared/basket/basket-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { LinePrice } from '../../../shared/ui/line-price.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { BasketLineStepper } from './basket-line-stepper.tsx';

/**
 * One line of 'Your Order' (000 §2.14): title, price (the discounted total with the original
 * struck through under an automatic item discount, TOT-02, and its note), quantity controls,
 * 'Remove', and the expandable add-ons with their quantities and prices.
 */
export function BasketLineItem({ line, priced }: { line: BasketLine; priced: PricedLine | undefined }) {
  const { t } = useTranslation('basket');
  const { pick } = useLanguage();
  const title = pick(line.title);
  return (
    <li className="basket-line">
      <div className="basket-line-main">
        <span className="basket-line-title">{title}</span>
        {priced ? <LinePrice line={priced} /> : <Price fils={line.unitPriceFils * line.quantity} />}
      </div>
      <div className="basket-line-controls">
        <BasketLineStepper line={line} title={title} />
        <button
          type="button"
          className="btn btn-ghost basket-line-remove"
          onClick={() => getBasket().removeLine(line.lineId)}
          aria-label={t('removeLine', { name: title })}
        >
          {t('remove')}
        </button>
      </div>
      {line.options.length > 0 ? (
        <details className="basket-addons">
          <summary>
            {t('addOns', { count: line.options.length })} <ChevronDown size={14} aria-hidden="true" />
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
}
