import { zodResolver } from '@hookform/resolvers/zod';
import { codeText, type SelectedTip } from '@sufra/contract';
import { TIP_PRESET_FRACTIONS, tipFils } from '@sufra/pricing';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { type CustomTipValues, customTipForm, latinAmount } from '../lib/tip-form.ts';

type Mode = 'none' | 'custom' | number;

/**
 * The tip (000 §2.18, TIP-01…-04): 'No tip', the presets 7 %, 10 % ('Most Common') and 15 % of
 * the Basket Total (each with its amount), and 'Custom Tip' — an amount typed in Latin or
 * Arabic-Indic digits (TOT-23), at least 1 AED, rounded to 2 decimals, added with 'Add tip'; an
 * empty amount changes nothing; a bad one shows the catalogue's invalidTip text in the UI
 * language (the form keeps the code, issue 16). The choice is kept with the basket (removed
 * with it, TIP-06).
 */
export function TipPicker({ basketTotalFils }: { basketTotalFils: number }) {
  const { t } = useTranslation('promotions');
  const { api } = useLanguage();
  const tip = useBasket((s) => s.selectedTip);
  const [mode, setMode] = useState<Mode>(tip ? (tip.type === 'custom' ? 'custom' : tip.value) : 'none');
  const form = useForm<CustomTipValues, unknown, { amount: number | null }>({
    resolver: zodResolver(customTipForm),
    defaultValues: { amount: tip?.type === 'custom' ? tip.value.toFixed(2) : '' },
  });
  const choose = (next: Mode) => {
    setMode(next);
    form.clearErrors();
    // Choosing 'Custom Tip' drops a preset: the total then shows no tip until an amount is added.
    if (next === 'none' || (next === 'custom' && tip?.type !== 'custom')) getBasket().setTip(null);
    else if (typeof next === 'number') getBasket().setTip({ type: 'default', value: next });
  };
  const addCustom = form.handleSubmit(({ amount }) => {
    if (amount !== null) getBasket().setTip({ type: 'custom', value: amount } satisfies SelectedTip);
  });
  const message = form.formState.errors.amount?.message;
  const error = message ? codeText(message, api) : null;
  return (
    <fieldset className="tip-picker">
      <legend className="section-title">{t('tipTitle')}</legend>
      <div className="tip-options">
        <label className="tip-option">
          <input type="radio" name="tip" checked={mode === 'none'} onChange={() => choose('none')} />
          <span>{t('noTip')}</span>
        </label>
        {TIP_PRESET_FRACTIONS.map((value) => (
          <label key={value} className="tip-option">
            <input type="radio" name="tip" checked={mode === value} onChange={() => choose(value)} />
            <span>
              <bdi dir="ltr">{Math.round(value * 100)}%</bdi>{' '}
              {value === 0.1 ? <span className="tip-common">{t('mostCommon')}</span> : null}
            </span>{' '}
            <Price fils={tipFils({ type: 'default', value }, basketTotalFils)} className="muted tip-amount" />
          </label>
        ))}
        <label className="tip-option">
          <input type="radio" name="tip" checked={mode === 'custom'} onChange={() => choose('custom')} />
          <span>{t('customTip')}</span>
        </label>
      </div>
      {mode === 'custom' ? (
        <form className="tip-custom" noValidate onSubmit={addCustom}>
          <label htmlFor="custom-tip">{t('customTipAmount')}</label>
          <div className="coupon-form-row">
            <input
              id="custom-tip"
              className="input"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'custom-tip-error' : undefined}
              {...form.register('amount', {
                onChange: (e) => {
                  const latin = latinAmount(e.target.value);
                  if (latin !== e.target.value) form.setValue('amount', latin);
                },
              })}
            />
            <Button type="submit" variant="secondary">
              {t('addTip')}
            </Button>
          </div>
          {error ? (
            <p id="custom-tip-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </fieldset>
  );
}
