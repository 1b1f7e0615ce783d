import type { SavedAddress, StoreAreaEntry } from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-provider.tsx';
import { ApiError } from '../api/client.ts';
import { useBrand } from '../brand/brand-context.tsx';
import { getOrderSettings } from '../order-settings/order-settings-state.ts';
import { brandMenuQuery } from '../queries/menus.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { brandDeliveryMethodQuery, savedAddressTerms } from './api/area-calls.ts';
import { findDeliveryStore } from './api/stores-for-point.ts';
import { entryFromTerms, placeOfTerms, savedAddressArea } from './area-rules.ts';
import { applyDeliveryChoice, basketOfOtherStore, fromSaved } from './delivery-choice.ts';
import type { DeliveryAddress, DeliveryPlace, DeliveryPoint } from './delivery-types.ts';

interface Pending {
  entry: StoreAreaEntry;
  point: DeliveryPoint;
  address: DeliveryAddress | null;
  place: DeliveryPlace | null;
  /** Which question is asked: another branch (ADDR-14) or another store's basket (ADDR-15). */
  ask?: 'branch' | 'basket';
}

/** The delivery branch already chosen (its zone's store), or null. */
const deliveryBranch = (): string | null => getOrderSettings().delivery.zone?.storeId ?? null;

/**
 * Choosing a delivery point or address (001 §4.4): finds the store that delivers there
 * (ADDR-12, ADDR-13: none → the paused-delivery text as `error`), asks 'Your existing basket will
 * be cleared if you change your address?…' when the basket holds another store's lines (ADDR-15),
 * then selects it (applyDeliveryChoice). `choose` resolves once chosen; `chooseSaved` takes a
 * saved address — by its coordinates (outlet), or, for a brand-based catalogue with an area-based
 * method, by its area (ADDR-21 brand-based reading, chooseSavedArea); `confirm` is the dialog to render.
 */
/** ADDR-06: whether a saved address has numeric coordinates.lat and .lng (the browser does not parse answers with zod). */
export const hasCoordinates = (saved: Pick<SavedAddress, 'coordinates'>): boolean => {
  const c = saved.coordinates as { lat?: unknown; lng?: unknown } | null | undefined;
  return (
    typeof c?.lat === 'number' &&
    Number.isFinite(c.lat) &&
    typeof c.lng === 'number' &&
    Number.isFinite(c.lng)
  );
};

export function useChooseAddress(onChosen: () => void) {
  const brand = useBrand();
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('delivery');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  /**
   * Selects the entry now, or asks first: another branch than the one chosen (ADDR-14: 'the
   * selected branch does not deliver to your location…'), or a basket of another store (ADDR-15).
   */
  const select = (chosen: Pending) => {
    const branch = deliveryBranch();
    if (branch && branch !== chosen.entry.storeId._id) return setPending({ ...chosen, ask: 'branch' });
    if (basketOfOtherStore(chosen.entry.storeId._id)) return setPending({ ...chosen, ask: 'basket' });
    applyDeliveryChoice(chosen.entry, chosen.point, chosen.address, chosen.place);
    onChosen();
  };

  /** Runs a lookup with the busy flag; a refusal's text (or `fallback`) becomes `error`. */
  const run = async (lookup: () => Promise<string | null>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      const problem = await lookup();
      if (problem) setError(problem);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : fallback);
    } finally {
      setBusy(false);
    }
  };

  const choose = (point: DeliveryPoint, address: DeliveryAddress | null = null) =>
    run(async () => {
      const entry = await findDeliveryStore(api, point, deliveryBranch());
      if (!entry) return t('deliveryPaused');
      select({ entry, point, address, place: null });
      return null;
    }, t('deliveryPaused'));

  /**
   * ADDR-21, brand-based reading (001 §4.4): the saved address's area is checked for the shipping
   * method (ADDR-08: missing ids → 'Unfortunately, the store does not deliver to your location
   * at this time'), then the store's fee for it is fetched (get-delivery-area-info); the address
   * becomes the delivery address with that area's terms.
   */
  const chooseSavedArea = (saved: SavedAddress) =>
    run(async () => {
      const settings = getOrderSettings();
      const method =
        settings.delivery.zone?.place?.method ??
        (await queryClient.fetchQuery(brandDeliveryMethodQuery(api)));
      if (!method) return t('noDeliveryMethod');
      if (method === 'MAPPED_AREA_BASED') {
        const entry = await findDeliveryStore(api, fromSaved(saved), deliveryBranch());
        if (!entry) return t('deliveryPaused');
        select({ entry, point: fromSaved(saved), address: fromSaved(saved), place: null });
        return null;
      }
      const ids = savedAddressArea(saved, method);
      const store = (await queryClient.fetchQuery(brandMenuQuery(api))).storeInfo;
      if (!ids || !store) return t('storeDoesNotDeliver');
      const terms = await savedAddressTerms(api, store._id, method, ids);
      if (!terms) return t('storeDoesNotDeliver');
      const address = fromSaved(saved);
      select({
        entry: entryFromTerms(store, terms),
        point: address,
        address,
        place: placeOfTerms(method, terms),
      });
      return null;
    }, t('storeDoesNotDeliver'));

  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const chooseSaved = (saved: SavedAddress) => {
    // ADDR-06 (001 §5.2): a saved address without coordinates.lat/lng gives the generic error.
    if (!hasCoordinates(saved)) {
      setError(t('defaultError', { ns: 'common' }));
      return Promise.resolve();
    }
    return outlet ? choose(fromSaved(saved), fromSaved(saved)) : chooseSavedArea(saved);
  };

  const confirm = (
    <ConfirmDialog
      open={pending !== null}
      title={t(pending?.ask === 'branch' ? 'changeBranchTitle' : 'changeAddressTitle')}
      message={t(pending?.ask === 'branch' ? 'changeBranchConfirm' : 'changeAddressConfirm')}
      onNo={() => setPending(null)}
      onYes={() => {
        if (!pending) return;
        applyDeliveryChoice(pending.entry, pending.point, pending.address, pending.place);
        setPending(null);
        onChosen();
      }}
    />
  );
  return { choose, chooseSaved, busy, error, clearError: () => setError(null), confirm };
}
