import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { usePickupStores } from '../../../shared/queries/stores.ts';
import type { useKitchenBoard } from '../lib/use-kitchen-board.ts';

/**
 * The board's tools (issue 17): the store picker (only when the member works in several stores;
 * names from the brand's store list, the id's start otherwise), the live/polling state, the
 * "Enable sound" toggle (its click is the gesture browsers require before a sound) and sign-out.
 */
export function BoardToolbar({
  board,
  storeIds,
  onSignOut,
}: {
  board: ReturnType<typeof useKitchenBoard>;
  storeIds: string[];
  onSignOut: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const { pick } = useLanguage();
  const stores = usePickupStores(storeIds.length > 1).data?.stores ?? [];
  const nameOf = (id: string) => {
    const store = stores.find((s) => s._id === id);
    return store ? pick(store.translations).name : id.slice(0, 8);
  };
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
    </div>
  );
}
