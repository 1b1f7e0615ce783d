import type { PricedLine } from '@sufra/pricing';
import { CodedText } from '../i18n/coded-text.tsx';
import { Price } from './price.tsx';

/**
 * A basket line's price (TOT-02): its total at the discounted unit price; when an automatic item
 * discount applies, the original total struck through before it; and the item discount's note
 * (the item cap 'Maximum Discount for this item is …', or the minimum) when there is one (DISC-11), in the
 * catalogue's words (loaded when a note first shows).
 */
export function LinePrice({ line, className }: { line: PricedLine; className?: string }) {
  const discounted = line.itemDiscountFils > 0;
  return (
    <span className={['line-price', className ?? ''].join(' ').trim()}>
      {discounted ? (
        <s className="line-price-original muted">
          <Price fils={line.lineTotalFils} />
        </s>
      ) : null}
      <Price fils={line.lineTotalFils - line.itemDiscountFils} />
      {line.itemDiscountNote ? (
        <span className="line-price-note">
          <CodedText message={line.itemDiscountNote} />
        </span>
      ) : null}
    </span>
  );
}
