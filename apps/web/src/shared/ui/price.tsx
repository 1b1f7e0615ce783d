import { useTranslation } from 'react-i18next';
import { formatFils } from '../format/money.ts';
import type { UiLanguage } from '../i18n/i18n.ts';

/**
 * An amount in fils, formatted for the UI language ('AED 25.00'; '25.00 AED' in Arabic, TOT-22),
 * kept left-to-right inside RTL text (DESIGN). `minus` marks an amount taken off (a discount
 * line of the price summary) with a minus sign before it.
 */
export function Price({
  fils,
  className,
  minus = false,
}: {
  fils: number;
  className?: string;
  minus?: boolean;
}) {
  const { i18n } = useTranslation();
  const language = (i18n.language === 'ar' ? 'ar' : 'en') as UiLanguage;
  return (
    <bdi dir="ltr" className={['price', className ?? ''].join(' ').trim()}>
      {minus ? '−' : ''}
      {formatFils(fils, language)}
    </bdi>
  );
}
