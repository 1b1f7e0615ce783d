import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  onIncrement(): void;
  onDecrement(): void;
  /** The + control is disabled, with this reason as its label/tooltip (000 §5: 'Maximum available quantity reached'). */
  incrementDisabledReason?: string | null;
  /** Lowest value; at it the − control removes (when `removable`) or is disabled. */
  min?: number;
  removable?: boolean;
  /** What the stepper counts, for labels ('Burger'). */
  label: string;
  size?: 'sm' | 'md';
}

/** The quantity widget (000 §2.22: min 1, max 99, default 1), with labelled − and + buttons. */
export function QuantityStepper({
  value,
  onIncrement,
  onDecrement,
  incrementDisabledReason,
  min = 1,
  removable = false,
  label,
  size = 'md',
}: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const atMin = value <= min;
  const removing = atMin && removable;
  return (
    <fieldset className={`stepper stepper-${size}`}>
      <legend className="sr-only">{t('quantityOf', { name: label })}</legend>
      <button
        type="button"
        className="stepper-button"
        onClick={onDecrement}
        disabled={atMin && !removable}
        aria-label={removing ? t('removeItem', { name: label }) : t('decrease', { name: label })}
      >
        {removing ? <Trash2 size={16} aria-hidden="true" /> : <Minus size={16} aria-hidden="true" />}
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper-button"
        onClick={onIncrement}
        disabled={Boolean(incrementDisabledReason)}
        title={incrementDisabledReason ?? undefined}
        aria-label={incrementDisabledReason ?? t('increase', { name: label })}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
