import { codeText } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
import { groupOfferedLines, type OfferedLine, offeredLines, type SplitInput } from './split-lines.ts';
import type { SplitDraftState } from './use-split-draft.ts';

/**
 * SELECTED-ITEMS (002 §2.7, §3 Split item, §5, SPLIT-04/05): the lines of this order ('This
 * order', the basket) and of the tab's orders (grouped by order number), each with a checkbox and,
 * once checked, a quantity stepper from 1 to remainingQunatity; the units already paid are shown
 * ('2 paid'), and a line with nothing left to pay cannot be chosen.
 */
export function SelectedItemsPanel({ input, state }: { input: SplitInput; state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const groups = groupOfferedLines(offeredLines(input));
  if (groups.length === 0) return <p className="muted split-hint">{t('nothingToSelect')}</p>;
  return (
    <div className="split-panel">
      {groups.map((group) => (
        <fieldset key={group.key} className="split-items">
          <legend className="split-items-title">
            {group.key === 'basket'
              ? t('thisOrder')
              : t('orderNumber', { number: isolated(group.orderNumber ?? '') })}
          </legend>
          <ul className="split-item-list">
            {group.lines.map((line) => (
              <SelectedItemRow key={line.uniqueId} line={line} state={state} />
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}

/** One offered line: its checkbox (the title, × quantity), the paid units, and its stepper once chosen. */
function SelectedItemRow({ line, state }: { line: OfferedLine; state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const { pick, api } = useLanguage();
  const title = pick(line.title);
  const quantity = state.draft.selected[line.uniqueId] ?? 0;
  const id = `split-item-${line.uniqueId}`;
  return (
    <li className="split-item">
      <input
        id={id}
        type="checkbox"
        checked={quantity > 0}
        disabled={line.remainingQuantity === 0}
        onChange={(e) => state.setQuantity(line.uniqueId, e.target.checked ? 1 : 0)}
      />
      <label htmlFor={id} className="split-item-name">
        {title} <bdi dir="ltr">×{line.quantity}</bdi>
        {line.paidQuantity > 0 ? (
          <span className="muted split-item-paid"> {t('paidQuantity', { count: line.paidQuantity })}</span>
        ) : null}
      </label>
      {quantity > 0 ? (
        <QuantityStepper
          size="sm"
          label={title}
          value={quantity}
          min={1}
          onDecrement={() => state.setQuantity(line.uniqueId, quantity - 1)}
          onIncrement={() => state.setQuantity(line.uniqueId, quantity + 1)}
          incrementDisabledReason={
            quantity >= line.remainingQuantity ? codeText('splitQuantityAboveRemaining', api) : null
          }
        />
      ) : null}
    </li>
  );
}
