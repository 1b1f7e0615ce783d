import { codeText, SPLIT_TYPES, type TableState } from '@sufra/contract';
import { type FormEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFils, isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { DonutChart } from './donut-chart.tsx';
import { SelectedItemsPanel } from './selected-items-panel.tsx';
import type { SplitChoice } from './split-choice.ts';
import { donutSlices } from './split-donut.ts';
import { draftNotice } from './split-draft.ts';
import type { SplitBasket, SplitInput } from './split-lines.ts';
import { CustomAmountPanel, DivideEquallyPanel } from './split-panels.tsx';
import { type SplitDraftState, useSplitDraft } from './use-split-draft.ts';
import './split.css';

/**
 * The Split Bill modal's inputs (002 §2.7; issue 18, decision 0032 IS15): the table's tab as
 * getTableLaterOrders (or the table stream) answers it, this guest's basket lines, tip and gross
 * total (fils), and the guest's current choice (`value`, null when none).
 */
export interface SplitBillModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  table: TableState;
  basket: SplitBasket;
  basketTipFils: number;
  basketGrossFils: number;
  value: SplitChoice | null;
  /** Apply (SPLIT-09): the chosen split, amounts in fils; the modal then closes. */
  onApply(choice: SplitChoice): void;
  /** 'Remove split': the guest drops their own choice (only while the table has no split bill); the modal then closes. */
  onClear(): void;
}

/**
 * The Split Bill modal (002 §2.7, §5, §9; issue 18): the three types ('Custom Amount', 'Divide
 * Equally', 'Selected Items'), locked once a split exists (SPLIT-10), each type's inputs, the donut
 * of who paid, the bill with Split Paid, My Share and Remaining Payment live, Apply (SPLIT-09) and
 * 'Remove split'. A bottom sheet on Radix Dialog (shared Modal: labelled, focus trap, Escape);
 * nothing is rendered while closed, so each opening starts from `value` or the table's split.
 * The dine-in checkout opens it, and opens it by itself when shouldOpenSplitByItself(table).
 */
export function SplitBillModal(props: SplitBillModalProps) {
  // Closed, it renders nothing and loads nothing — not even its texts, whose loading would
  // suspend the checkout around it.
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SplitBillSheet {...props} />
    </Suspense>
  );
}

/** The open modal with its title (the 'split' texts are loaded by now). */
function SplitBillSheet(props: SplitBillModalProps) {
  const { t } = useTranslation('split');
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={t('title')} variant="sheet">
      <SplitBillForm {...props} />
    </Modal>
  );
}

/** The modal's content: mounted on every opening, so its draft starts afresh (useSplitDraft). */
function SplitBillForm(props: SplitBillModalProps) {
  const { t } = useTranslation('split');
  const { api } = useLanguage();
  const input: SplitInput = {
    table: props.table,
    basket: props.basket,
    basketTipFils: props.basketTipFils,
    basketGrossFils: props.basketGrossFils,
  };
  const state = useSplitDraft(input, props.value);
  const { draft, lock, outcome } = state;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!state.applyEnabled || !outcome.ok) return;
    props.onApply(outcome.choice);
    props.onOpenChange(false);
  };
  const clear = () => {
    props.onClear();
    props.onOpenChange(false);
  };
  const notice = draftNotice(outcome);
  return (
    <form className="split-form" noValidate onSubmit={submit}>
      <fieldset className="split-types">
        <legend className="split-count-label">{t('typeLegend')}</legend>
        {SPLIT_TYPES.map((type) => (
          <label key={type} className="split-type">
            <input
              type="radio"
              name="split-type"
              value={type}
              checked={draft.type === type}
              disabled={lock.lockedType !== null && lock.lockedType !== type}
              onChange={() => state.chooseType(type)}
            />
            <span>{t(`type.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {lock.lockedType && !lock.canRemove ? <p className="muted split-hint">{t('typeLocked')}</p> : null}
      {draft.type === 'CUSTOM-AMOUNT' ? <CustomAmountPanel state={state} /> : null}
      {draft.type === 'DIVIDE-EQUALLY' ? <DivideEquallyPanel state={state} /> : null}
      {draft.type === 'SELECTED-ITEMS' ? <SelectedItemsPanel input={input} state={state} /> : null}
      <p
        className={`split-status ${notice === 'splitNoItemSelected' ? 'muted' : 'field-error'}`}
        role="status"
        aria-live="polite"
      >
        {notice ? codeText(notice, api) : null}
      </p>
      {draft.type ? <SplitDonut input={input} state={state} /> : null}
      <SplitAmounts state={state} />
      <div className="modal-actions">
        {lock.canRemove ? (
          <Button variant="ghost" onClick={clear}>
            {t('removeSplit')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!state.applyEnabled}>
          {t('apply')}
        </Button>
      </div>
    </form>
  );
}

/** The donut of the table with its spoken summary (002 §2.7). */
function SplitDonut({ input, state }: { input: SplitInput; state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const { language } = useLanguage();
  const { draft, outcome, totals } = state;
  const mine = outcome.ok ? outcome.choice.totalAmountFils : 0;
  const slices = donutSlices(input, draft, mine);
  const money = (fils: number) => isolated(formatFils(fils, language));
  const summary =
    draft.type === 'DIVIDE-EQUALLY'
      ? t('chartPeople', {
          paid: slices.filter((s) => s.kind === 'paid').length,
          people: draft.peopleAtTable,
          mine: slices.filter((s) => s.kind === 'mine').length,
        })
      : t('chartAmounts', { paid: money(totals.paidFils), bill: money(totals.billFils), mine: money(mine) });
  return <DonutChart slices={slices} summary={summary} />;
}

/** The bill, Split Paid, My Share and Remaining Payment (002 §2.6), live as the draft and the table change. */
function SplitAmounts({ state }: { state: SplitDraftState }) {
  const { t } = useTranslation('split');
  const { outcome, totals } = state;
  const rows = [
    ['bill', totals.billFils],
    ['splitPaid', totals.paidFils],
    ['myShare', outcome.ok ? outcome.choice.totalAmountFils : 0],
    ['remaining', outcome.ok ? outcome.choice.remainingAmountFils : totals.unpaidFils],
  ] as const;
  return (
    <dl className="price-summary split-amounts" aria-live="polite">
      {rows.map(([key, fils]) => (
        <div key={key} className={key === 'myShare' ? 'split-my-share' : undefined}>
          <dt>{t(key)}</dt>
          <dd>
            <Price fils={fils} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
