import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import '../auth.css';

/**
 * Access Blocked (/blocked; 002 §2.2 'Access Blocked', §2.15; 000 §2.3 RT09): the text 'Your
 * access has been blocked. Please contact support for assistance.' and a 'Go to Home' button to
 * the brand home — '/' on a custom domain, else '/{temporaryDomainName}/': the router's basename
 * applies the prefix (paths.ts), so the button goes to paths.home.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <main className="full-screen-state access-blocked">
      <Ban aria-hidden="true" size={48} className="access-blocked-icon" />
      <h1>{t('accessBlocked')}</h1>
      <p>{t('accessBlockedText')}</p>
      <Button onClick={() => navigate(paths.home)}>{t('goToHome')}</Button>
    </main>
  );
}
