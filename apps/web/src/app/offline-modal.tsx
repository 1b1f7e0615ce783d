import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/button.tsx';
import { Modal } from '../shared/ui/modal.tsx';

/**
 * Offline modal (000 §2.4, §4.1): 'Oops', the offline text and 'Refresh', which reloads. Part of
 * the first screen's code, so it shows offline, when no lazy chunk can load; hidden again when
 * the browser is back online.
 */
export function OfflineModal() {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      title={t('offlineTitle')}
      description={t('offlineMessage')}
      dismissible={false}
      actions={<Button onClick={() => window.location.reload()}>{t('refresh')}</Button>}
    />
  );
}
