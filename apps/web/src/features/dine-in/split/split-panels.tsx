import { toLatinDigits } from '@sufra/contract';
import { aedToFils, filsToAed } from '@sufra/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFils, isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { CountStepper } from './count-stepper.tsx';
import type { SplitDraftState } from './use-split-draft.ts';

/** AED text with 2 decimals of an amount in fils ('' for a value that is not a number). */
const aedText = (fils: number) => (Number.isFinite(fils) ? filsToAed(fils).toFixed(2) : '');

/**
 * CUSTOM-AMOUNT (002 §2.7, §9, SPLIT-01): a slider (step 0.1 AED) and an amount field (2 decimals,
 * Latin or Arabic-Indic digits, TOT-23) kept in sync, from 0 to the bill − splitPayed. The amount
 * may be typed exactly (the slider only reaches multiples of 0.1); a value out of range or not a
 * number stays as typed and the modal shows its refusal (002 §5: it clears the split).
 */
export function CustomAmountPanel({ state }: { state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const { language } = useLanguage();
  const { minFils, maxFils, stepFils } = state.amountRange;
  const amountFils = state.draft.amountFils;
  const [text, setText] = useState(() => aedText(amountFils));
  const typed = (value: string) => {
    // TOT-23: Arabic-Indic digits and the Arabic decimal separator are read as Latin.
    const raw = toLatinDigits(value).replace(/[\u066B,]/g, '.');
    setText(raw);
    const aed = raw.trim() === '' ? 0 : Number(raw);
    state.setAmount(Number.isFinite(aed) ? aedToFils(aed) : Number.NaN);
  };
  const slid = (raw: string) => {
    const fils = aedToFils(Number(raw));
    setText(aedText(fils));
    state.setAmount(fils);
  };
  const sliderFils = Number.isFinite(amountFils) ? Math.min(Math.max(amountFils, minFils), maxFils) : minFils;
  return (
    <div className="split-panel">
      <label htmlFor="split-amount" className="split-count-label">
        {t('amount')}
      </label>
      <input
        id="split-amount"
        className="input split-amount-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={text}
        onChange={(e) => typed(e.target.value)}
        onBlur={() => setText(aedText(amountFils))}
      />
      <input
        className="split-amount-slider"
        type="range"
        aria-label={t('amountSlider')}
        aria-valuetext={aedText(sliderFils)}
        min={filsToAed(minFils)}
        max={filsToAed(maxFils)}
        step={filsToAed(stepFils)}
        value={filsToAed(sliderFils)}
        onChange={(e) => slid(e.target.value)}
      />
      <p className="muted split-hint">
        {t('amountUpTo', { amount: isolated(formatFils(maxFils, language)) })}
      </p>
    </div>
  );
}

/**
 * DIVIDE-EQUALLY (002 §2.7, §5, §9, SPLIT-02/03): steppers for peopleAtTable (1–50; locked once
 * the table has one; changing it resets forPeople to 1) and forPeople (1 to the people left), and
 * the per-person amount.
 */
export function DivideEquallyPanel({ state }: { state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const { draft, limits, outcome } = state;
  return (
    <div className="split-panel">
      <CountStepper
        id="split-people"
        label={t('peopleAtTable')}
        value={draft.peopleAtTable}
        min={1}
        max={limits.maxPeople}
        lessLabel={t('fewerPeopleAtTable')}
        moreLabel={t('morePeopleAtTable')}
        locked={limits.peopleLocked}
        onChange={state.setPeopleAtTable}
      />
      {limits.peopleLocked ? <p className="muted split-hint">{t('peopleLocked')}</p> : null}
      <CountStepper
        id="split-for-people"
        label={t('forPeople')}
        value={draft.forPeople}
        min={1}
        max={Math.max(1, limits.maxForPeople)}
        lessLabel={t('fewerForPeople')}
        moreLabel={t('moreForPeople')}
        onChange={state.setForPeople}
      />
      {outcome.ok && outcome.perPersonFils !== null ? (
        <p className="split-per-person">
          <span>{t('perPerson')}</span> <Price fils={outcome.perPersonFils} />
        </p>
      ) : null}
    </div>
  );
}
