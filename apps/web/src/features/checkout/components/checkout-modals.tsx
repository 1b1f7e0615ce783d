import { localizeMessage } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';

/**
 * Checkout's dialogs: 'Message' with the problem or failure (`error`, in the UI language —
 * localizeMessage turns a catalogue English text into Arabic), 'menu updated' (000 §2.22: not
 * dismissible; 'Refresh') and the pickup store change question (001 §2.8 'Change': No / Yes).
 */
export function CheckoutModals({
  error,
  onCloseError,
  menuUpdated,
  onRefresh,
  changeStore,
}: {
  error: string | null;
  onCloseError(): void;
  menuUpdated: boolean;
  onRefresh(): void;
  changeStore: { open: boolean; setOpen(open: boolean): void; confirm(): void };
}) {
  const { t } = useTranslation('checkout');
  const { api } = useLanguage();
  return (
    <>
      <Modal
        open={error !== null}
        onOpenChange={(o) => (o ? null : onCloseError())}
        title={t('message')}
        description={error ? localizeMessage(error, api) : ''}
        actions={<Button onClick={onCloseError}>{t('close')}</Button>}
      />
      <Modal
        open={menuUpdated}
        title={t('message')}
        description={t('menuUpdated')}
        dismissible={false}
        actions={<Button onClick={onRefresh}>{t('refresh')}</Button>}
      />
      <Modal
        open={changeStore.open}
        onOpenChange={changeStore.setOpen}
        title={t('changeStoreTitle')}
        description={t('changeStoreMessage')}
        actions={
          <>
            <Button variant="secondary" onClick={() => changeStore.setOpen(false)}>
              {t('no')}
            </Button>
            <Button onClick={changeStore.confirm}>{t('yes')}</Button>
          </>
        }
      />
    </>
  );
}
