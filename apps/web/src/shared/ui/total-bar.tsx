import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from './price.tsx';

/** The floating bottom bar with 'Total (inc. Tax)' and the screen's one action (000 §2.14, 001 §2.8). */
export function TotalBar({ totalFils, children }: { totalFils: number; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="bottom-bar">
      <div className="bottom-bar-inner total-bar">
        <div>
          <span className="muted">{t('totalIncTax')}</span>
          <strong>
            <Price fils={totalFils} />
          </strong>
        </div>
        {children}
      </div>
    </div>
  );
}
