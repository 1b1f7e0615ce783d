import type { Store } from '@sufra/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getBasket, useBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { nowSeconds, useNowSeconds } from '../../../shared/promotions/use-now.ts';
import { usePickupStores } from '../../../shared/queries/stores.ts';
import { effectiveTiming, storeRowBadges, timingInfo } from '../../../shared/timing/order-timing.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { filterStores } from '../lib/filter-stores.ts';

/**
 * Outlet-based home `/`: the brand and its pickup stores (001 §2.7): search 'Search for a store';
 * per row the name, the address and 'Available for' with 'Quick Orders' (open) and 'Pre Orders'
 * (a pickup pre-order can be placed), or 'Store is closed' — a closed row cannot be chosen (000
 * §4.5, TIMING-10; storeRowBadges). Choosing another store than the basket's asks first (001
 * §2.8). The chosen store comes with its timing — ASAP when open, else its first pre-order slot
 * (001 §4.6, TIMING-01) — and its menu is next.
 */
export function Component() {
  const brand = useBrand();
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { returnTo?: { pathname: string; itemDraft?: unknown } } | null)
    ?.returnTo;
  const { data, isLoading, error } = usePickupStores();
  const [term, setTerm] = useState('');
  const [confirm, setConfirm] = useState<Store | null>(null);
  const basketStore = useBasket((s) => s.lines[0]?.storeId ?? null);
  const now = useNowSeconds();
  const stores = useMemo(() => filterStores(data?.stores ?? [], term, language), [data, term, language]);
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;

  const choose = (store: Store, force = false) => {
    if (!force && basketStore && basketStore !== store._id) return setConfirm(store);
    const settings = getOrderSettings();
    if (force) getBasket().clear();
    settings.setServiceType('PICKUP');
    settings.setSelectedStoreId(store._id);
    settings.setTiming(effectiveTiming(null, timingInfo(store, 'PICKUP', nowSeconds())));
    // Sent here from an item opened by a link (000 §4.6): back to that item with what was chosen.
    if (returnTo) navigate(returnTo.pathname, { replace: true, state: { itemDraft: returnTo.itemDraft } });
    else navigate(paths.storeDetail);
  };

  return (
    <div className="outlet-home">
      <header className="hero">
        <div className="hero-media" aria-hidden="true">
          {brand.setting.brandImageHomeBG ? (
            <img src={brand.setting.brandImageHomeBG} alt="" width={960} height={200} />
          ) : (
            <div className="hero-placeholder">
              <BrandMark size={72} />
            </div>
          )}
        </div>
        <div className="hero-body">
          <h1 className="hero-title">{brandName}</h1>
          <p className="hero-tagline">
            {language === 'ar' ? brand.setting.taglineAR : brand.setting.taglineEN}
          </p>
        </div>
      </header>
      <h2 className="section-title">{t('chooseStore')}</h2>
      <input
        type="search"
        className="input store-search"
        placeholder={t('searchStore')}
        aria-label={t('searchStore')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      {isLoading ? <SkeletonList rows={2} label={t('loadingStores')} /> : null}
      {error ? (
        <p role="alert" className="empty-state">
          {error.message}
        </p>
      ) : null}
      {data && data.stores.length === 0 ? <p className="empty-state">{t('pickupPaused')}</p> : null}
      <ul className="store-list">
        {stores.map((store) => {
          const { quickOrders: quick, preOrders: pre, closed } = storeRowBadges(store, 'PICKUP', now);
          return (
            <li key={store._id}>
              <button
                type="button"
                className="store-row"
                onClick={() => choose(store)}
                disabled={closed}
                aria-describedby={`avail-${store._id}`}
              >
                <BrandMark size={44} />
                <span className="store-row-text">
                  <span className="store-row-name">{pick(store.translations).name}</span>
                  <span className="muted store-row-address">{storeAddress(store, language)}</span>
                  <span id={`avail-${store._id}`} className="store-row-badges">
                    {closed ? (
                      <span className="label-pill label-danger">{t('storeClosed')}</span>
                    ) : (
                      <>
                        <span className="muted">{t('availableFor')}</span>
                        {quick ? <span className="label-pill label-success">{t('quickOrders')}</span> : null}
                        {pre ? <span className="label-pill">{t('preOrders')}</span> : null}
                      </>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={confirm !== null}
        onOpenChange={(o) => (o ? null : setConfirm(null))}
        title={t('changeStoreTitle')}
        description={t('changeStoreMessage')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('no')}
            </Button>
            <Button onClick={() => confirm && choose(confirm, true)}>{t('yes')}</Button>
          </>
        }
      />
    </div>
  );
}
