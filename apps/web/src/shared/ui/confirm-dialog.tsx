import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** The confirm modal of 000 §2.22: a title, a message and No / Yes. Closing it (Escape, outside) is No. */
export function ConfirmDialog({
  open,
  title,
  message,
  onYes,
  onNo,
}: {
  open: boolean;
  title: string;
  message: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onOpenChange={(o) => (o ? null : onNo())}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onClick={onNo}>
            {t('no')}
          </Button>
          <Button onClick={onYes}>{t('yes')}</Button>
        </>
      }
    />
  );
}
