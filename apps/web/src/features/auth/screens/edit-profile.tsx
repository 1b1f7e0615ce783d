import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ProfileFields } from '../components/profile-modal.tsx';
import '../auth.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

/** Edit Profile (002 §2.13): Name (mandatory), Email (optional) and Save ('Saving ...' while busy). */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="page-flow auth-page">
      <PageHeader title={t('editProfile')} />
      <ProfileFields
        onSaved={() => {
          notify(t('profileSaved'), 'success');
          navigate(sp(paths.settings));
        }}
      />
    </div>
  );
}
