import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { DeliveryHeader } from '../../../shared/delivery/delivery-header.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import '../delivery.css';

/**
 * The outlet brand's home for delivery (000 §2.9, 001 §2.3 'from the store or home flow'): the
 * brand, then either the delivery header of the chosen place with 'View menu', or 'Where should we
 * deliver' / 'We need your location…' with 'Set Delivery Location'.
 */
export function Component() {
  const brand = useBrand();
  const { t } = useTranslation('delivery');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const zone = useOrderSettings((s) => s.delivery.zone);
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  return (
    <div className="page-flow delivery-home">
      <header className="delivery-home-brand">
        <BrandMark size={56} />
        <div>
          <h1 className="page-title">{brandName}</h1>
          <p className="muted">{language === 'ar' ? brand.setting.taglineAR : brand.setting.taglineEN}</p>
        </div>
      </header>
      {zone && storeId ? (
        <>
          <DeliveryHeader onChange={() => navigate(paths.selectDeliveryArea)} />
          <Link to={paths.storeDetail} className="btn btn-primary btn-block">
            {t('viewMenu')}
          </Link>
        </>
      ) : (
        <section className="card delivery-start" aria-labelledby="where-deliver">
          <h2 id="where-deliver" className="section-title">
            {t('whereDeliver')}
          </h2>
          <p className="muted">{t('whereDeliverText')}</p>
          <Link to={paths.selectDeliveryArea} className="btn btn-primary btn-block">
            {t('setDeliveryLocation')}
          </Link>
        </section>
      )}
    </div>
  );
}
