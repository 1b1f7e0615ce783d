import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useStaffMe, useStoreAvailability } from '../api/kitchen-calls.ts';
import { formatUntil } from '../lib/format.ts';
import type { useKitchenBoard } from '../lib/use-kitchen-board.ts';
import { BlacklistPanel } from './blacklist-panel.tsx';
import { StorePanel } from './store-panel.tsx';
import { TablesPanel } from './tables-panel.tsx';

/**
 * The board's tools (issue 17): the store picker (only when the member works in several stores;
 * names from staff/me's `stores`, every store the member works in, delivery-only ones included;
 * the id's start only until they load), the "Paused until HH:mm" badge while the store is paused
 * (its availability, decision 0030), the "Menu & store" button opening StorePanel, the "Tables"
 * button opening TablesPanel when the brand takes dine-in (issue 18), the "Blocked numbers" button
 * opening BlacklistPanel for the brand's owner only (issue 19, `owner`), the live/polling
 * state, the "Enable sound" toggle (its click is the gesture browsers require before a sound) and
 * sign-out.
 */
export function BoardToolbar({
  board,
  token,
  storeIds,
  owner = false,
  onSignOut,
}: {
  board: ReturnType<typeof useKitchenBoard>;
  token: string;
  storeIds: string[];
  /** Whether the signed-in member is the brand's owner (issue 19: only the owner sees the blacklist). */
  owner?: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const { language, pick } = useLanguage();
  const stores = useStaffMe(token).data?.stores ?? [];
  const availability = useStoreAvailability(token, board.storeId).data;
  const [panel, setPanel] = useState<'store' | 'tables' | 'blacklist' | null>(null);
  const dineIn = useBrand().setting.isDineInEnabled;
  const nameOf = (id: string) => {
    const store = stores.find((s) => s.id === id);
    return store ? pick(store.name) || store.name.en : id.slice(0, 8);
  };
  const pausedUntil = availability?.isPaused ? availability.ordersPausedUntil : null;
  return (
    <div className="kitchen-tools">
      {storeIds.length > 1 ? (
        <label className="kitchen-store">
          <span>{t('storeLabel')}</span>
          <select
            className="input"
            value={board.storeId ?? ''}
            onChange={(e) => board.setStoreId(e.target.value)}
          >
            {storeIds.map((id) => (
              <option key={id} value={id}>
                {nameOf(id)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pausedUntil ? (
        <span className="kitchen-paused-badge">
          {isolateNumbers(t('panel.pausedUntil', { time: `<n>${formatUntil(pausedUntil, language)}</n>` }))}
        </span>
      ) : null}
      {board.storeId ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-haspopup="dialog"
          onClick={() => setPanel('store')}
        >
          {t('panel.open')}
        </button>
      ) : null}
      {board.storeId && dineIn ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-haspopup="dialog"
          onClick={() => setPanel('tables')}
        >
          {t('tables.open')}
        </button>
      ) : null}
      {owner ? (
        <button
          type="button"
          className="btn btn-secondary"
          aria-haspopup="dialog"
          onClick={() => setPanel('blacklist')}
        >
          {t('blacklist.open')}
        </button>
      ) : null}
      <span role="status" className={board.live ? 'kitchen-live' : 'kitchen-polling'}>
        {board.live ? t('live') : t('polling')}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        aria-pressed={board.sound}
        onClick={board.toggleSound}
      >
        {board.sound ? t('soundOn') : t('soundOff')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onSignOut}>
        {t('signOut')}
      </button>
      {panel === 'store' && board.storeId ? (
        <StorePanel
          key={board.storeId}
          token={token}
          storeId={board.storeId}
          storeName={nameOf(board.storeId)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'tables' && board.storeId ? (
        <TablesPanel
          key={board.storeId}
          token={token}
          storeId={board.storeId}
          storeName={nameOf(board.storeId)}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'blacklist' && owner ? (
        <BlacklistPanel token={token} onClose={() => setPanel(null)} />
      ) : null}
    </div>
  );
}
