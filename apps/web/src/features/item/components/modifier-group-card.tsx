import type { ModifierGroup } from '@sufra/contract';
import { aedToFils, isSingleChoice, type SelectedOption } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../shared/ui/price.tsx';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper.tsx';
import { optionOutOfStock } from '../lib/item-rules.ts';

/**
 * A modifier group as a card (DESIGN; 000 §5): 'Required' or 'Optional · choose up to N';
 * radios for a single choice, checkboxes for several, and a stepper for a chosen option whose
 * maximumOrderQuantity is 2 or more (its floor is 0, which removes it: IS21). An option out of
 * stock (stock enabled, none left — how a sold-out option comes, issue 17) carries 'Out of stock'
 * and cannot be chosen unless it already is (so it can be taken off).
 */
export function ModifierGroupCard({
  group,
  selection,
  error,
  onToggle,
  onQuantity,
  language,
}: {
  group: ModifierGroup;
  selection: SelectedOption[];
  error: string | null;
  onToggle(optionId: string): void;
  onQuantity(optionId: string, quantity: number): void;
  language: 'en' | 'ar';
}) {
  const { t } = useTranslation('item');
  const single = isSingleChoice(group);
  const required = group.minimumAllowedSelection > 0;
  const name = group.translations[language].name;
  const errorId = `group-error-${group._id}`;
  return (
    <fieldset
      className={`group-card${error ? ' group-card-error' : ''}`}
      data-group={group._id}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="group-legend">
        <span className="group-name">{name}</span>
        <span className={`label-pill${required ? ' label-required' : ''}`}>
          {required
            ? t('required')
            : t('optionalUpTo', { count: single ? 1 : group.maximumAllowedSelection })}
        </span>
      </legend>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="group-options">
        {group.modifiers.map((m) => {
          const chosen = selection.find((s) => s.optionId === m._id);
          const id = `opt-${m._id}`;
          const soldOut = optionOutOfStock(m);
          return (
            <li key={m._id} className="group-option">
              <input
                id={id}
                type={single ? 'radio' : 'checkbox'}
                name={`group-${group._id}`}
                checked={Boolean(chosen)}
                disabled={soldOut && !chosen}
                onChange={() => onToggle(m._id)}
                onClick={single && chosen && !required ? () => onToggle(m._id) : undefined}
              />
              <label htmlFor={id} className="group-option-label">
                <span>{m.translations[language].name}</span>
                {m.price > 0 ? (
                  <span className="muted">
                    + <Price fils={aedToFils(m.price)} />
                  </span>
                ) : null}
                {soldOut ? <span className="label-pill label-danger">{t('outOfStock')}</span> : null}
              </label>
              {chosen && !single && m.maximumOrderQuantity >= 2 ? (
                <QuantityStepper
                  size="sm"
                  value={chosen.quantity}
                  min={1}
                  removable
                  label={m.translations[language].name}
                  onDecrement={() => onQuantity(m._id, chosen.quantity - 1)}
                  onIncrement={() => onQuantity(m._id, chosen.quantity + 1)}
                  incrementDisabledReason={
                    chosen.quantity >= m.maximumOrderQuantity
                      ? t('maxQuantityAllowed', {
                          quantity: m.maximumOrderQuantity,
                          name: m.translations[language].name,
                        })
                      : m.isStockEnabled && chosen.quantity >= m.availableStock
                        ? t('maxAvailable')
                        : null
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
