import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { sanitizePageHtml } from '../lib/sanitize.ts';
import '../content.css';

/**
 * A brand's static page, /pages/s/{pageId} (000 §2.20): the title is linkTitle in the UI language
 * and the body is formattedData in the UI language (sanitised, see sanitizePageHtml), both from
 * setting.staticPages[pageId]; a back button. An unknown or inactive page shows the bad-link text.
 */
export function Component() {
  const { pageId = '' } = useParams();
  const brand = useBrand();
  const { t } = useTranslation('common');
  const { pick } = useLanguage();
  const page = brand.setting.staticPages?.[pageId];
  const active = page?.isActive ? page : null;
  const html = useMemo(() => (active ? sanitizePageHtml(pick(active.formattedData)) : ''), [active, pick]);
  if (!active) {
    return (
      <div className="page-flow">
        <PageHeader title={t('badLink')} />
      </div>
    );
  }
  return (
    <div className="page-flow static-page">
      <PageHeader title={pick(active.linkTitle)} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitizePageHtml) */}
      <article className="static-page-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
