import type { MenuItem, SoldOutEntry, StoreAvailability } from '@sufra/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { usePickupStoreMenu } from '../../../shared/queries/menus.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import {
  type AvailabilityRequest,
  useAvailabilityChange,
  useStoreAvailability,
} from '../api/kitchen-calls.ts';
import { formatUntil } from '../lib/format.ts';

/** The pause lengths offered (minutes, decision 0030); 0 (resume) has its own button. */
const PAUSE_CHOICES = [15, 30, 60] as const;
/** The extra preparation times offered as one tap (minutes; any 0–120 may be typed). */
const QUICK_EXTRA_PREP = [0, 10, 20, 30] as const;

/** A number kept left-to-right inside a translated text (isolateNumbers). */
const ltr = (value: string | number) => `<n>${value}</n>`;

/**
 * The "Menu & store" panel of the kitchen board (issue 17 "Sold out and busy", decisions 0028 and
 * 0030), a Radix dialog over the board for the selected store `storeId` (`storeName` in its title):
 * - pause new ASAP orders for 15 / 30 / 60 min or resume (staffPauseStore), "Paused until HH:mm"
 *   while paused;
 * - extra preparation time 0–120 min, quick 0/10/20/30 or typed (staffSetExtraPrep);
 * - sold out: the store's menu items (menus/get-pickup-store-menu of the store), searchable by name,
 *   the ones sold out now first with when that ends, each with a "Sold out" switch; marking uses the
 *   chosen end ("until next opening", the default, or "until turned back") (staffSetSoldOut). Sold-out
 *   modifier options (the availability answer lists them) can be turned back; the menu has no option
 *   ids to mark new ones. A brand-wide mark is shown but not switchable here.
 * Every change refetches the availability; a refusal shows the catalogue's message in an alert.
 */
export function StorePanel({
  token,
  storeId,
  storeName,
  onClose,
}: {
  token: string;
  storeId: string;
  storeName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const availability = useStoreAvailability(token, storeId);
  const change = useAvailabilityChange(token, storeId);
  const run = (request: AvailabilityRequest) => {
    change.reset();
    change.mutate(request);
  };
  const state = availability.data;
  const title = t('panel.title', { store: storeName });
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={title} variant="sheet">
      <div className="kitchen-panel">
        {change.error ? (
          <p role="alert" className="field-error">
            {change.error.message}
          </p>
        ) : null}
        {availability.error ? (
          <p role="alert" className="field-error">
            {availability.error.message}
          </p>
        ) : null}
        {state ? (
          <>
            <PauseSection state={state} busy={change.isPending} onChange={run} />
            <ExtraPrepSection
              key={state.extraPrepMinutes}
              state={state}
              busy={change.isPending}
              onChange={run}
            />
            <SoldOutSection storeId={storeId} state={state} busy={change.isPending} onChange={run} />
          </>
        ) : availability.isPending ? (
          <p role="status">{t('panel.loading')}</p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('panel.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** What every section receives: the store's state now, whether a change runs, and how to ask one. */
interface SectionProps {
  state: StoreAvailability;
  busy: boolean;
  onChange: (request: AvailabilityRequest) => void;
}

/** Pause new orders: 15 / 30 / 60 min, Resume; "Paused until HH:mm" or "Taking orders". */
function PauseSection({ state, busy, onChange }: SectionProps) {
  const { t } = useTranslation('kitchen');
  const { language } = useLanguage();
  const id = useId();
  const paused = state.isPaused && state.ordersPausedUntil !== null;
  return (
    <section className="kitchen-panel-section" aria-labelledby={id}>
      <h3 id={id}>{t('panel.pause.heading')}</h3>
      <p role="status" className={paused ? 'kitchen-paused' : 'muted'}>
        {paused && state.ordersPausedUntil
          ? isolateNumbers(
              t('panel.pausedUntil', { time: ltr(formatUntil(state.ordersPausedUntil, language)) }),
            )
          : t('panel.pause.open')}
      </p>
      <p className="muted">{t('panel.pause.hint')}</p>
      <div className="kitchen-quick">
        {PAUSE_CHOICES.map((m) => (
          <button
            key={m}
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => onChange({ kind: 'pause', minutes: m })}
          >
            {isolateNumbers(t('panel.pause.for', { n: ltr(m) }))}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !paused}
          onClick={() => onChange({ kind: 'pause', minutes: 0 })}
        >
          {t('panel.pause.resume')}
        </button>
      </div>
    </section>
  );
}

/** Extra preparation time: quick 0/10/20/30 (saved at once) or a typed 0–120 and Save. */
function ExtraPrepSection({ state, busy, onChange }: SectionProps) {
  const { t } = useTranslation('kitchen');
  const id = useId();
  const [minutes, setMinutes] = useState(String(state.extraPrepMinutes));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ kind: 'extraPrep', minutes: Number(minutes) });
  };
  return (
    <section className="kitchen-panel-section" aria-labelledby={id}>
      <h3 id={id}>{t('panel.extraPrep.heading')}</h3>
      <p className="muted">
        {isolateNumbers(t('panel.extraPrep.current', { n: ltr(state.extraPrepMinutes) }))}
      </p>
      <form onSubmit={submit}>
        <fieldset className="kitchen-quick">
          <legend>{t('panel.extraPrep.quick')}</legend>
          {QUICK_EXTRA_PREP.map((m) => (
            <button
              key={m}
              type="button"
              className={`btn ${m === state.extraPrepMinutes ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={m === state.extraPrepMinutes}
              disabled={busy}
              onClick={() => onChange({ kind: 'extraPrep', minutes: m })}
            >
              {isolateNumbers(t('panel.minutes', { n: ltr(`+${m}`) }))}
            </button>
          ))}
        </fieldset>
        <div className="kitchen-inline">
          <div className="field">
            <label htmlFor={`${id}-minutes`}>{t('panel.extraPrep.label')}</label>
            <input
              id={`${id}-minutes`}
              className="input"
              type="number"
              dir="ltr"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              required
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {t('panel.extraPrep.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** One row of the sold-out list: an item of the menu, or a sold-out option (from the availability). */
interface Row {
  kind: 'item' | 'option';
  id: string;
  name: { en: string; ar: string };
  entry: SoldOutEntry | null;
}

/**
 * The rows of the sold-out list (issue 17): every item of the store's menu once, and every option
 * sold out now; those sold out first (in the availability's order), the rest in the menu's order;
 * only the rows whose English or Arabic name contains `search` (case-insensitive).
 */
export function soldOutRows(
  items: readonly MenuItem[],
  soldOut: readonly SoldOutEntry[],
  search: string,
): Row[] {
  const marks = new Map(soldOut.map((e) => [`${e.kind}:${e.id}`, e]));
  const rows: Row[] = soldOut.map((e) => ({ kind: e.kind, id: e.id, name: e.name, entry: e }));
  const seen = new Set(rows.map((r) => `${r.kind}:${r.id}`));
  for (const item of items) {
    const key = `item:${item._id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      kind: 'item',
      id: item._id,
      name: { en: item.translations.en.title, ar: item.translations.ar.title },
      entry: marks.get(key) ?? null,
    });
  }
  const q = search.trim().toLocaleLowerCase();
  return q ? rows.filter((r) => `${r.name.en}\n${r.name.ar}`.toLocaleLowerCase().includes(q)) : rows;
}

/** Sold out: the "until" choice for new marks, the search and the list with a switch per row. */
function SoldOutSection({ storeId, state, busy, onChange }: SectionProps & { storeId: string }) {
  const { t } = useTranslation('kitchen');
  const { language, pick } = useLanguage();
  const id = useId();
  const menu = usePickupStoreMenu(storeId);
  const [search, setSearch] = useState('');
  const [until, setUntil] = useState<'next-opening' | 'back'>('next-opening');
  const items = useMemo(() => (menu.data?.storeMenu.categories ?? []).flatMap((c) => c.items), [menu.data]);
  const rows = useMemo(() => soldOutRows(items, state.soldOut, search), [items, state.soldOut, search]);
  const toggle = (row: Row) => {
    const target = row.kind === 'item' ? { itemId: row.id } : { optionId: row.id };
    if (row.entry) onChange({ kind: 'soldOut', ...target, soldOut: false });
    else
      onChange({
        kind: 'soldOut',
        ...target,
        soldOut: true,
        until: until === 'back' ? null : 'next-opening',
      });
  };
  const untilText = (entry: SoldOutEntry) =>
    entry.until
      ? isolateNumbers(t('panel.soldOut.until', { time: ltr(formatUntil(entry.until, language)) }))
      : t('panel.soldOut.untilBack');
  return (
    <section className="kitchen-panel-section" aria-labelledby={id}>
      <h3 id={id}>{t('panel.soldOut.heading')}</h3>
      <fieldset className="kitchen-choice">
        <legend>{t('panel.soldOut.markUntil')}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-until`}
            checked={until === 'next-opening'}
            onChange={() => setUntil('next-opening')}
          />{' '}
          {t('panel.soldOut.nextOpening')}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-until`}
            checked={until === 'back'}
            onChange={() => setUntil('back')}
          />{' '}
          {t('panel.soldOut.turnedBack')}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('panel.soldOut.search')}</label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {menu.isPending ? <p role="status">{t('panel.soldOut.loading')}</p> : null}
      {menu.error ? (
        <p role="alert" className="field-error">
          {menu.error.message}
        </p>
      ) : null}
      {!menu.isPending && rows.length === 0 ? <p className="muted">{t('panel.soldOut.none')}</p> : null}
      <ul className="kitchen-soldout" aria-label={t('panel.soldOut.heading')}>
        {rows.map((row) => {
          const name = pick(row.name) || row.name.en;
          const brandWide = row.entry?.scope === 'brand';
          return (
            <li key={`${row.kind}:${row.id}`} className={row.entry ? 'is-sold-out' : undefined}>
              <span className="kitchen-soldout-name">
                {name}
                {row.kind === 'option' ? (
                  <span className="label-pill">{t('panel.soldOut.option')}</span>
                ) : null}
                {row.entry ? (
                  <small>
                    {untilText(row.entry)}
                    {brandWide ? ` · ${t('panel.soldOut.brandWide')}` : ''}
                  </small>
                ) : null}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={row.entry !== null}
                aria-label={t('panel.soldOut.toggle', { name })}
                className={`kitchen-switch${row.entry ? ' is-on' : ''}`}
                disabled={busy || brandWide}
                onClick={() => toggle(row)}
              >
                <span aria-hidden="true">{row.entry ? t('panel.soldOut.on') : t('panel.soldOut.off')}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
