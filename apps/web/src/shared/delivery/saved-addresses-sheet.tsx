import { Check, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrderSettings, useOrderSettings } from '../order-settings/order-settings-state.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal } from '../ui/modal.tsx';
import { useRemoveAddress, useUserAddresses } from './api/user-addresses.ts';
import { formatAddress } from './delivery-choice.ts';
import { useChooseAddress } from './use-choose-address.tsx';
import './delivery.css';
import { useLanguage } from '../i18n/use-language.ts';

/**
 * The saved-address list (001 §2.6): a sheet titled 'Saved Addresses' ('Select Delivery Address'
 * in checkout) with 'Add new address'; per address a row with the type label and the formatted
 * address, a tick on the selected one (listed first, ADDR-17) and a delete action on the others
 * ('Do you really want to delete this address?' / 'You cannot undo this action'; ADDR-16).
 * Choosing one finds its store — or, brand-based, its area's terms — (ADDR-21) through
 * useChooseAddress; 'No saved addresses' when empty.
 */
export function SavedAddressesSheet({
  open,
  onClose,
  inCheckout = false,
  onAddNew,
  onChosen,
}: {
  open: boolean;
  onClose: () => void;
  inCheckout?: boolean;
  onAddNew: () => void;
  onChosen: () => void;
}) {
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const selectedId = useOrderSettings((s) => s.delivery.address?.savedId ?? null);
  const { addresses, isLoading } = useUserAddresses(selectedId);
  const remove = useRemoveAddress();
  const [deleting, setDeleting] = useState<string | null>(null);
  const chooser = useChooseAddress(() => {
    onClose();
    onChosen();
  });

  const confirmDelete = async () => {
    const id = deleting;
    setDeleting(null);
    if (!id) return;
    await remove.mutateAsync(id).catch(() => undefined);
    // Deleting the selected address clears it (ADDR-16).
    if (id === selectedId) getOrderSettings().setDelivery({ address: null });
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(o) => (o ? null : onClose())}
        variant="sheet"
        title={t(inCheckout ? 'selectDeliveryAddress' : 'savedAddresses')}
        actions={
          <Button variant="secondary" block onClick={onAddNew}>
            <Plus size={18} aria-hidden="true" />
            {t('addNewAddress')}
          </Button>
        }
      >
        <div className="address-sheet-body">
          {isLoading ? <p className="muted">{t('loading')}</p> : null}
          {!isLoading && addresses.length === 0 ? (
            <p className="empty-state">{t('noSavedAddresses')}</p>
          ) : null}
          {chooser.error ? (
            <p role="alert" className="form-error">
              {chooser.error}
            </p>
          ) : null}
          <ul className="address-list">
            {addresses.map((a) => {
              const selected = a._id === selectedId;
              return (
                <li key={a._id} className="address-row">
                  <button
                    type="button"
                    className="address-row-main"
                    aria-current={selected || undefined}
                    disabled={chooser.busy}
                    onClick={() => chooser.chooseSaved(a)}
                  >
                    <strong>{t(a.addressType)}</strong>
                    <span className="muted">{formatAddress(a, language)}</span>
                  </button>
                  {selected ? (
                    <Check className="address-row-tick" size={20} aria-label={t('selected')} role="img" />
                  ) : (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('deleteAddress', { label: t(a.addressType) })}
                      onClick={() => setDeleting(a._id)}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteConfirmTitle')}
        message={t('deleteConfirmText')}
        onNo={() => setDeleting(null)}
        onYes={confirmDelete}
      />
      {chooser.confirm}
    </>
  );
}
