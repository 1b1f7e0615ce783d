import { Minus, Plus } from 'lucide-react';

/**
 * A labelled − value + stepper of a count (DIVIDE-EQUALLY's peopleAtTable and forPeople, 002
 * §2.7), in the UI kit's stepper style: each button has its own label (`lessLabel`,
 * `moreLabel`); `locked` disables both (peopleAtTable set by the table's first split).
 */
export function CountStepper({
  id,
  label,
  value,
  min,
  max,
  lessLabel,
  moreLabel,
  locked = false,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  lessLabel: string;
  moreLabel: string;
  locked?: boolean;
  onChange(value: number): void;
}) {
  return (
    <div className="split-count">
      <span id={`${id}-label`} className="split-count-label">
        {label}
      </span>
      <fieldset className="stepper" aria-labelledby={`${id}-label`}>
        <button
          type="button"
          className="stepper-button"
          aria-label={lessLabel}
          disabled={locked || value <= min}
          onClick={() => onChange(value - 1)}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <output id={id} className="stepper-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={moreLabel}
          disabled={locked || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </fieldset>
    </div>
  );
}
