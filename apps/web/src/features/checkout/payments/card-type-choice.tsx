import type { ReactNode } from 'react';
import { type CardSelectionType, usePaymentSelection } from './payment-selection.ts';

/**
 * A card-type radio of the credit-card option (001 §4.7): the new card, or the device wallet
 * (001 §4.11) — checked while the selection's type is `type`, choosing it sets that type; the
 * `icon` and the `label` beside it.
 */
export function CardTypeChoice({
  type,
  disabled,
  icon,
  label,
}: {
  type: Exclude<CardSelectionType, null>;
  disabled: boolean;
  icon: ReactNode;
  label: string;
}) {
  const current = usePaymentSelection((s) => s.type);
  return (
    <label className="saved-card saved-card-choice new-card-choice">
      <input
        type="radio"
        name="saved-card"
        checked={current === type}
        disabled={disabled}
        onChange={() => usePaymentSelection.getState().setType(type)}
      />
      {icon}
      <span>{label}</span>
    </label>
  );
}
