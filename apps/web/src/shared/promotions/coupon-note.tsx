import type { EligibleItem } from '@sufra/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../brand/brand-context.tsx';
import { paths } from '../config/paths.ts';
import { formatAed } from '../format/money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { AlertBanner } from '../ui/alert-banner.tsx';

/**
 * A discount warning in the 'Note:' banner (000 §2.16) — the server's refusal as it sent it, in
 * the UI language — and, for a specific-items refusal with items (DISC-09), 'View applicable
 * items', which lists them (title, price) as links to each item.
 */
export function CouponNote({
  note,
  eligibleItems,
}: {
  note: string;
  eligibleItems: readonly EligibleItem[];
}) {
  const { t } = useTranslation('promotions');
  const { language, pick } = useLanguage();
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  return (
    <div className="coupon-note">
      <AlertBanner kind="warning" title={t('note')}>
        {note}
      </AlertBanner>
      {eligibleItems.length > 0 ? (
        <>
          <button
            type="button"
            className="btn btn-ghost"
            aria-expanded={open}
            aria-controls="applicable-items"
            onClick={() => setOpen((o) => !o)}
          >
            {t('viewApplicableItems')}
          </button>
          {open ? (
            <ul id="applicable-items" className="applicable-items" aria-label={t('applicableItems')}>
              {eligibleItems.map((item) => (
                <li key={item.itemId}>
                  <Link
                    to={
                      outlet
                        ? paths.storeItem(item.itemId, item.categoryId)
                        : paths.brandItem(item.itemId, item.categoryId)
                    }
                  >
                    {pick(item.title)}
                  </Link>
                  <bdi dir="ltr" className="price">
                    {formatAed(item.price, language)}
                  </bdi>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
