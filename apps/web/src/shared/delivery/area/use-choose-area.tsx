import type { StoreAreaEntry } from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-provider.tsx';
import { ApiError } from '../../api/client.ts';
import { getBasket } from '../../basket/basket-state.ts';
import { getOrderSettings } from '../../order-settings/order-settings-state.ts';
import { brandMenuQuery } from '../../queries/menus.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { storesForPlace } from '../api/area-calls.ts';
import { isSamePlace, placeWithEntry, storesChoice } from '../area-rules.ts';
import { applyDeliveryChoice, clearDeliveryChoice } from '../delivery-choice.ts';
import type { AreaOption } from './area-groups.ts';

/** The stores an area found when more than one can deliver (ADDR-11 step 4). */
interface StoreChoice {
  option: AreaOption;
  entries: StoreAreaEntry[];
}

/**
 * Choosing an area in the area picker (001 §4.3, ADDR-11; decision 0020):
 * 1. the place already selected closes the picker and changes nothing; another one, while the
 *    basket holds lines, first asks 'Your existing basket will be cleared if you change your
 *    address? Would you like to continue' (ADDR-15's text; No keeps everything);
 * 2. the basket, the delivery address, point and zone, the store and the timing are reset
 *    (clearDeliveryChoice; the menu follows the area: its query is keyed by it);
 * 3. the stores for the place are fetched (storesForPlace: by area id, by mapped area id, or the
 *    brand's store's terms for a city or a country);
 * 4. exactly one that can deliver (ADDR-13) is selected (applyDeliveryChoice with the place) and
 *    `onChosen` runs; more than one → `stores`, for the store picker (`pickStore`); none → the
 *    paused-delivery text; no store for the place → 'Unfortunately, the store does not deliver to
 *    your location at this time';
 * 5. a failure shows the server's text as `error`, with the area and the store left reset (the
 *    flow starts from a modal, so it stays there).
 */
export function useChooseArea(onChosen: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('delivery');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AreaOption | null>(null);
  const [stores, setStores] = useState<StoreChoice | null>(null);

  const select = (option: AreaOption, entry: StoreAreaEntry) => {
    applyDeliveryChoice(entry, null, null, placeWithEntry(option.place, entry));
    setStores(null);
    onChosen();
  };

  const run = async (option: AreaOption) => {
    clearDeliveryChoice(true);
    setBusy(true);
    setError(null);
    setStores(null);
    try {
      const brandStore = async () => (await queryClient.fetchQuery(brandMenuQuery(api))).storeInfo;
      const entries = await storesForPlace(api, option.place, brandStore);
      if (entries === null) return setError(t('storeDoesNotDeliver'));
      const found = storesChoice(entries);
      if (found.kind === 'none') return setError(t('deliveryPaused'));
      if (found.kind === 'one') return select(option, found.entry);
      setStores({ option, entries: found.entries });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('storeDoesNotDeliver'));
    } finally {
      setBusy(false);
    }
  };

  const choose = (option: AreaOption) => {
    if (isSamePlace(getOrderSettings().delivery.zone?.place, option.place)) return onChosen();
    if (getBasket().lines.length > 0) return setConfirming(option);
    void run(option);
  };

  const confirm = (
    <ConfirmDialog
      open={confirming !== null}
      title={t('changeAddressTitle')}
      message={t('changeAddressConfirm')}
      onNo={() => setConfirming(null)}
      onYes={() => {
        const option = confirming;
        setConfirming(null);
        if (option) void run(option);
      }}
    />
  );

  return {
    choose,
    busy,
    error,
    stores,
    pickStore: (entry: StoreAreaEntry) => stores && select(stores.option, entry),
    confirm,
    confirmOpen: confirming !== null,
  };
}
