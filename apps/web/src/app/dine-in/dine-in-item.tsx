import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDineInNav } from '../../features/dine-in/lib/use-dine-in.ts';
import { ItemDetail } from '../../features/item/components/item-detail.tsx';
import { dineInPaths } from '../../shared/config/dine-in-paths.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

/**
 * A dine-in item as a page, /dine-in/item/{itemId}/{catId} (002 §2.5): the item detail of the
 * query's store (the gate selected it); after adding, back to the dine-in menu with the query.
 * Quantity ≥ 1, within the stock ('Maximum available quantity reached'), only while the store is
 * open and the item in stock — the item detail's rules. Never asks for a location or a store.
 */
export function Component() {
  const { itemId = '', catId = '' } = useParams();
  const { t } = useTranslation('item');
  const { go } = useDineInNav();
  const back = () => go(dineInPaths.menu, { state: { fromItemScreen: true } });
  return (
    <div className="page-flow" style={{ marginInline: 'auto' }}>
      <PageHeader title={t('itemDetails')} onBack={back} />
      <ItemDetail itemId={itemId} categoryId={catId} onDone={back} onContinue={back} />
    </div>
  );
}
