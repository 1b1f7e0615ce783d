import type { DeliveryMethod } from '@sufra/contract';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAed } from '../../format/money.ts';
import { isolateNumbers } from '../../i18n/isolate.tsx';
import { storeAddress } from '../../i18n/store-address.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useOrderSettings } from '../../order-settings/order-settings-state.ts';
import { Modal } from '../../ui/modal.tsx';
import { useChooserOpen } from '../../ui/open-choosers.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { isSamePlace } from '../area-rules.ts';
import { areaGroups, filterAreaGroups } from './area-groups.ts';
import { useBrandDeliveryAreas } from './brand-delivery-areas.ts';
import { useChooseArea } from './use-choose-area.tsx';
import './area-picker.css';

/** The picker's title and search box by method (001 §2.4 'Select country' / 'Select city' / 'Select Area'). */
const TEXTS = {
  COUNTRY_BASED: { title: 'selectCountryTitle', search: 'searchCountry' },
  CITY_BASED: { title: 'selectCityTitle', search: 'searchCity' },
  AREA_BASED: { title: 'selectAreaTitle', search: 'searchArea' },
  MAPPED_AREA_BASED: { title: 'selectAreaTitle', search: 'searchArea' },
} as const satisfies Record<DeliveryMethod, { title: string; search: string }>;

/**
 * The delivery area picker (001 §2.5, area modal; §2.4 bottom sheet): a sheet with the search box
 * ('Search for an area' / 'a city' / 'a country', by the brand's method), the brand's delivery
 * places from delivery-method/get-brand-delivery-areas (sent with updateMethod true) as a
 * collapsible list of cities, each with its areas, named in the current language (a city- or
 * country-based brand: one list of cities or countries), the selected one ticked; 'Loading'
 * while the list (or the chosen area's stores) loads; the area error message (the server's
 * text: no method, a failed call, an area no store serves); an empty list when there are no
 * places (ADDR-20), and 'We didn’t find any results for {term}' when the search matches none.
 * Choosing runs ADDR-11 (useChooseArea); several stores show the store list. A loaded method
 * other than the one the current choice was made under clears that choice (ADDR-20). Loaded with
 * React.lazy by the screens that open it.
 */
export function AreaPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const { pick, language } = useLanguage();
  const areas = useBrandDeliveryAreas(open);
  const selected = useOrderSettings((s) => s.delivery.zone?.place ?? null);
  const [term, setTerm] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const chooser = useChooseArea(onClose);
  // 000 §2.8, IS37: the 'View Basket' bar hides while the picker (or its store list) is open.
  useChooserOpen(open);
  const method = areas.data?.deliveryMethod ?? null;

  const groups = useMemo(
    () => (areas.data ? areaGroups(areas.data.deliveryMethod, areas.data.deliveryAreas) : []),
    [areas.data],
  );
  const shown = filterAreaGroups(groups, term);
  const texts = TEXTS[method ?? 'AREA_BASED'];
  const error = chooser.error ?? (areas.error ? areas.error.message : null);
  const loading = areas.isLoading || chooser.busy;
  const searching = term.trim().length > 0;
  const toggle = (key: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <>
      <Modal
        open={open && !chooser.confirmOpen}
        onOpenChange={(o) => (o ? null : onClose())}
        variant="sheet"
        title={t(chooser.stores ? 'selectStore' : texts.title)}
      >
        <div className="area-picker">
          {chooser.stores ? null : (
            <div className="place-search-box">
              <Search size={18} aria-hidden="true" />
              <input
                type="search"
                className="input"
                placeholder={t(texts.search)}
                aria-label={t(texts.search)}
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                autoComplete="off"
              />
            </div>
          )}
          {loading ? (
            <div className="area-loading" role="status" aria-label={t('loading')}>
              <span>{t('loading')}</span>
              <Skeleton height={18} width="70%" />
              <Skeleton height={18} width="55%" />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="form-error">
              {error}
            </p>
          ) : null}
          {!areas.isLoading && areas.data && groups.length === 0 ? (
            <p className="empty-state">{t('noDeliveryAreas')}</p>
          ) : null}
          {searching && groups.length > 0 && shown.length === 0 ? (
            <p className="muted" role="status">
              {t('noPlaces', { term: term.trim() })}
            </p>
          ) : null}
          {chooser.stores ? (
            <ul className="area-list" aria-label={t('selectStore')}>
              {chooser.stores.entries.map((e) => (
                <li key={e._id}>
                  <button type="button" className="area-row area-store" onClick={() => chooser.pickStore(e)}>
                    <strong>{pick(e.storeId.translations).name}</strong>
                    <span className="muted">{storeAddress(e.storeId, language)}</span>
                    <span className="muted">
                      {isolateNumbers(t('deliveryFeeIs', { amount: formatAed(e.deliveryFee, language) }))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            shown.map((g) => {
              const expanded = searching || !collapsed.has(g.key);
              const listId = `area-group-${g.key}`;
              return (
                <section key={g.key} className="area-group">
                  {g.name ? (
                    <h3 className="area-city-heading">
                      <button
                        type="button"
                        className="area-city"
                        aria-expanded={expanded}
                        aria-controls={listId}
                        onClick={() => toggle(g.key)}
                      >
                        <span>{pick(g.name)}</span>
                        <ChevronDown size={18} aria-hidden="true" className="area-city-chevron" />
                      </button>
                    </h3>
                  ) : null}
                  <ul
                    id={listId}
                    className="area-list"
                    hidden={!expanded}
                    aria-label={g.name ? pick(g.name) : t(texts.title)}
                  >
                    {g.options.map((o) => {
                      const current = isSamePlace(selected, o.place);
                      return (
                        <li key={o.id}>
                          <button
                            type="button"
                            className="area-row"
                            aria-current={current || undefined}
                            disabled={chooser.busy}
                            onClick={() => chooser.choose(o)}
                          >
                            <span>{pick(o.name)}</span>
                            {current ? <Check size={18} aria-hidden="true" className="area-tick" /> : null}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              );
            })
          )}
        </div>
      </Modal>
      {chooser.confirm}
    </>
  );
}
