import { useTranslation } from 'react-i18next';
import { type ShownMessage, shownText } from '../../../shared/i18n/shown-message.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';

/**
 * Checkout's dialogs: 'Message' with the problem or failure (`error`: a catalogue code written in
 * the UI language, or a text shown as it is — shownText), 'menu updated' (000 §2.22: not
 * dismissible; 'Refresh') and the pickup store change question (001 §2.8 'Change': No / Yes).
 */
export function CheckoutModals({
  error,
  onCloseError,
  menuUpdated,
  onRefresh,
  changeStore,
}: {
  error: ShownMessage | null;
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
        description={error ? shownText(error, api) : ''}
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
