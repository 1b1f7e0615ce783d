import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/button.tsx';

/**
 * Offline modal (000 §2.4, §4.1): 'Oops', the offline text and 'Refresh', which reloads. It is
 * part of the first screen's code, so it shows offline, when no lazy chunk can load; hidden again
 * when the browser is back online. Built on the native `<dialog>` (`showModal()`: the page behind
 * is inert and focus stays inside) rather than Radix, so the first screen's JavaScript does not
 * carry a dialog library (issue 6: initial JS ≤ 110 KB). Not dismissible: Escape is ignored.
 */
export function OfflineModal() {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal modal-dialog native-modal"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id={titleId} className="modal-title">
        {t('offlineTitle')}
      </h2>
      <p id={messageId} className="modal-description">
        {t('offlineMessage')}
      </p>
      <div className="modal-actions">
        <Button onClick={() => window.location.reload()}>{t('refresh')}</Button>
      </div>
    </dialog>
  );
}
