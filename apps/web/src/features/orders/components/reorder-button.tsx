import type { Order } from '@sufra/contract';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useReorder } from '../api/reorder.ts';
import type { LeftOutLine } from '../lib/reorder.ts';

/**
 * 'Reorder' (issue 17; decision 0029) on Your Orders and Order Details: adds the order's lines to
 * the basket at today's prices (useReorder), then says so and names, in the UI language, every
 * line left out and why (no longer on the menu, sold out, an option no longer offered), with a
 * link to the basket; when nothing could be added, says that instead.
 */
export function ReorderButton({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const reorder = useReorder();
  const plan = reorder.data;
  const reason = (l: LeftOutLine) =>
    l.reason.kind === 'option'
      ? t('reorderReason.option', { option: l.reason.option[language] })
      : t(`reorderReason.${l.reason.kind}`);
  return (
    <div className="reorder">
      <Button variant="secondary" block busy={reorder.isPending} onClick={() => reorder.mutate(order)}>
        <RotateCcw size={18} aria-hidden="true" /> {reorder.isPending ? t('reordering') : t('reorder')}
      </Button>
      {reorder.error ? (
        <p role="alert" className="field-error">
          {reorder.error.message}
        </p>
      ) : null}
      {plan ? (
        <div className="reorder-result notice" role="status">
          <p>{plan.lines.length > 0 ? t('reorderAdded') : t('reorderNothing')}</p>
          {plan.leftOut.length > 0 ? (
            <>
              <p>{t('reorderLeftOut')}</p>
              <ul>
                {plan.leftOut.map((l) => (
                  <li key={l.lineId}>
                    <bdi>{l.title[language]}</bdi> — {reason(l)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {plan.lines.length > 0 ? (
            <Link to={outlet ? paths.storeBasket : paths.brandBasket} className="btn btn-primary">
              {t('viewBasket')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
