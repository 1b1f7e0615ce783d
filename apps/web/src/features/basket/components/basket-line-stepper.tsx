import { TIMERS } from '@sufra/contract';
import { canIncrementLine } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { type BasketLine, getBasket } from '../../../shared/basket/basket-state.ts';
import { codedText } from '../../../shared/i18n/coded-text.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';

/**
 * The quantity control of one basket line (000 §2.14, §4.7), shared by the basket page and the
 * desktop basket column: − at 1 removes the line; + only within the item's stock and cap
 * (`canIncrementLine`), else the refusal message for `TIMERS.cartErrorClearMs` and the
 * 'Maximum available quantity reached' hint (the
 * refusal's text comes from the catalogue, loaded on the first refusal). `title` is the line's title in the UI language.
 */
export function BasketLineStepper({ line, title }: { line: BasketLine; title: string }) {
  const { t } = useTranslation('basket');
  const { api } = useLanguage();
  const basket = getBasket();
  const inc = canIncrementLine(line);
  return (
    <QuantityStepper
      size="sm"
      value={line.quantity}
      label={title}
      removable
      onDecrement={() => basket.setQuantity(line.lineId, line.quantity - 1)}
      onIncrement={() =>
        inc.ok
          ? basket.setQuantity(line.lineId, line.quantity + 1)
          : void codedText(inc.reason, api).then((text) => notify(text, 'danger', TIMERS.cartErrorClearMs))
      }
      incrementDisabledReason={inc.ok ? null : t('maxAvailable')}
    />
  );
}
