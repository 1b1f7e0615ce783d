import type { StoreAreaEntry } from '@sufra/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { useBrand } from '../brand/brand-context.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { findDeliveryStore } from './api/stores-for-point.ts';
import { applyDeliveryChoice, basketOfOtherStore } from './delivery-choice.ts';
import type { DeliveryAddress, DeliveryPoint } from './delivery-types.ts';

interface Pending {
  entry: StoreAreaEntry;
  point: DeliveryPoint;
  address: DeliveryAddress | null;
}

/**
 * Choosing a delivery point or address (001 §4.4): finds the store that delivers there
 * (ADDR-12, ADDR-13: none → the paused-delivery text as `error`), asks 'Your existing basket will
 * be cleared if you change your address?…' when the basket holds another store's lines (ADDR-15),
 * then selects it (applyDeliveryChoice). `choose` resolves true once chosen; `confirm` is the
 * dialog to render.
 */
export function useChooseAddress(onChosen: () => void) {
  const brand = useBrand();
  const { t } = useTranslation('delivery');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const choose = async (point: DeliveryPoint, address: DeliveryAddress | null = null) => {
    setBusy(true);
    setError(null);
    try {
      const entry = await findDeliveryStore(brand.brand._id, point);
      if (!entry) return setError(t('deliveryPaused'));
      if (basketOfOtherStore(entry.storeId._id)) return setPending({ entry, point, address });
      applyDeliveryChoice(entry, point, address);
      onChosen();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('deliveryPaused'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = (
    <ConfirmDialog
      open={pending !== null}
      title={t('changeAddressTitle')}
      message={t('changeAddressConfirm')}
      onNo={() => setPending(null)}
      onYes={() => {
        if (!pending) return;
        applyDeliveryChoice(pending.entry, pending.point, pending.address);
        setPending(null);
        onChosen();
      }}
    />
  );
  return { choose, busy, error, clearError: () => setError(null), confirm };
}
