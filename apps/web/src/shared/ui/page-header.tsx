import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Page header with a back arrow and a page title (000 §2.22). The arrow mirrors in RTL. */
export function PageHeader({ title, onBack, end }: { title: string; onBack?: () => void; end?: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return (
    <header className="page-header">
      <button
        type="button"
        className="icon-button"
        onClick={onBack ?? (() => navigate(-1))}
        aria-label={t('back')}
      >
        <ArrowLeft className="flip-rtl" aria-hidden="true" size={22} />
      </button>
      <h1 className="page-title">{title}</h1>
      <div className="page-header-end">{end}</div>
    </header>
  );
}
