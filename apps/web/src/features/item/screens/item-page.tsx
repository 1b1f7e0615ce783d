import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ItemDetail, type ItemDraft } from '../components/item-detail.tsx';

/**
 * Item detail as a page (000 §2.12): /item/{itemId}/{catId} (brand-based; after adding, home)
 * and /store/item/{itemId}/{catId} (outlet-based; after adding, the store page). An outlet item
 * opened by a link with no store selected sends the customer to choose one and back here, with
 * the options and quantity chosen so far (000 §4.6, issue 6): the store list returns to
 * `returnTo.pathname` with `itemDraft` in the navigation state.
 */
export function Component() {
  const { itemId = '', catId = '' } = useParams();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = (location.state as { itemDraft?: ItemDraft } | null)?.itemDraft ?? null;
  const { t } = useTranslation('item');
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const after = outlet ? paths.storeDetail : paths.home;
  // Closing (000 §2.12): back to the screen the item was opened from, at its scroll position
  // (000 §2.4); opened by a link in a new tab, to the menu with fromItemScreen.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(after, { state: { fromItemScreen: true } });
  };
  return (
    <div className="page-flow" style={{ marginInline: 'auto' }}>
      <PageHeader title={t('itemDetails')} onBack={back} />
      <ItemDetail
        itemId={itemId}
        categoryId={catId}
        onDone={() => navigate(after, { state: { fromItemScreen: true } })}
        onContinue={() => navigate(after)}
        draft={draft}
        onSelectStore={(itemDraft) =>
          navigate(paths.home, { state: { returnTo: { pathname: location.pathname, itemDraft } } })
        }
      />
    </div>
  );
}
