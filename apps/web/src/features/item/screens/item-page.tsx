import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { ItemDetail } from '../../../shared/item/item-detail.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/**
 * Item detail as a page (000 §2.12): /item/{itemId}/{catId} (brand-based; after adding, home)
 * and /store/item/{itemId}/{catId} (outlet-based; after adding, the store page).
 */
export function Component() {
  const { itemId = '', catId = '' } = useParams();
  const brand = useBrand();
  const navigate = useNavigate();
  const { t } = useTranslation('item');
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const after = outlet ? paths.storeDetail : paths.home;
  return (
    <div className="page-flow" style={{ marginInline: 'auto' }}>
      <PageHeader title={t('itemDetails')} onBack={() => navigate(after)} />
      <ItemDetail
        itemId={itemId}
        categoryId={catId}
        onDone={() => navigate(after, { state: { fromItemScreen: true } })}
        onContinue={() => navigate(after)}
      />
    </div>
  );
}
