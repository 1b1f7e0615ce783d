import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * The full screen of a table link that is not valid (decision 0032: 404 tableNotFound — a
 * missing or wrong token, an unknown table): the catalogue's `tableNotFound` text (repeated in the
 * dine-in texts, word for word) and 'Go to Home'.
 */
export function TableNotFound({ onHome }: { onHome(): void }) {
  const { t } = useTranslation('dine-in');
  return (
    <main className="full-screen-state" role="alert">
      <h1>{t('tableNotFound')}</h1>
      <Button onClick={onHome}>{t('goToHome')}</Button>
    </main>
  );
}
