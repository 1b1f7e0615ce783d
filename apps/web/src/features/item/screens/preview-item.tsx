import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { withPreviewToken } from '../../../shared/preview/preview-token.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ItemDetail } from '../components/item-detail.tsx';

/**
 * /preview/item-detail (000 §2.3 RT02, §2.20; decision 0036): "an image slider, title, price,
 * description, option sections, quantity, and a disabled 'Add N to basket' button with the price".
 * The item is the query's `item` in category `cat` (of store `store`, outlet-based); back returns
 * to the preview's menu.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('item');
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(withPreviewToken(paths.preview));
  };
  return (
    <div className="page-flow" style={{ marginInline: 'auto' }}>
      <PageHeader title={t('itemDetails')} onBack={back} />
      <ItemDetail
        itemId={params.get('item') ?? ''}
        categoryId={params.get('cat') ?? ''}
        preview={{ storeId: params.get('store') }}
        onDone={back}
        onContinue={back}
      />
    </div>
  );
}
