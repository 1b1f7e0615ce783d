import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ProfileFields } from '../components/profile-modal.tsx';
import '../auth.css';

/** Edit Profile (002 §2.13): Name (mandatory), Email (optional) and Save ('Saving ...' while busy). */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="page-flow auth-page">
      <PageHeader title={t('editProfile')} />
      <ProfileFields
        onSaved={() => {
          notify(t('profileSaved'), 'success');
          navigate(paths.settings);
        }}
      />
    </div>
  );
}
