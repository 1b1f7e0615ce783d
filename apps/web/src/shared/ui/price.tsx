import { useTranslation } from 'react-i18next';
import { formatFils } from '../format/money.ts';
import type { UiLanguage } from '../i18n/i18n.ts';

/** An amount in fils, formatted for the UI language, kept left-to-right inside RTL text (DESIGN). */
export function Price({ fils, className }: { fils: number; className?: string }) {
  const { i18n } = useTranslation();
  const language = (i18n.language === 'ar' ? 'ar' : 'en') as UiLanguage;
  return (
    <bdi dir="ltr" className={['price', className ?? ''].join(' ').trim()}>
      {formatFils(fils, language)}
    </bdi>
  );
}
