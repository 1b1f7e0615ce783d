import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSession } from '../../../shared/stores/brand-stores.ts';
import { orderInfoQuery } from '../api/order-info.ts';
import { ShareTrackingLink } from '../components/share-tracking-link.tsx';
import '../orders.css';

/**
 * Order confirmation `/order/order-success/{orderNumber}` (002 §2.16, 001 §4.9 reading A —
 * IS06): 'Confirmation', 'Thank you for your Order', the order number, 'Track Order' to
 * /track-order/{orderNumber}, links to 'Your Orders' and the menu, and 'Share with Friends' (a
 * WhatsApp share link) only when the brand has a storeFrontURL. 'Share tracking link' (issue 5,
 * decision 0007) copies the order's tracking link; its token comes from the place-order answer
 * (navigation state) or, after a reload, from order/get-order-info.
 */
export function Component() {
  const { orderNumber = '' } = useParams();
  const brand = useBrand();
  const { t } = useTranslation('orders');
  const { pick } = useLanguage();
  const sessionToken = useSession((s) => s.token);
  const stateToken = (useLocation().state as { trackingToken?: string } | null)?.trackingToken ?? null;
  const info = useQuery({
    ...orderInfoQuery({ brandId: brand.brand._id, id: orderNumber || null, sessionToken }),
    enabled: Boolean(orderNumber && sessionToken && !stateToken),
  });
  const trackingToken = stateToken ?? info.data?.order.trackingToken ?? null;
  const brandName = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR || brand.brand.brandName });
  const shareText = brand.storeFrontURL
    ? t('shareText', { brandName, link: brand.storeFrontURL, interpolation: { escapeValue: false } })
    : null;
  return (
    <section className="page-flow order-success" aria-labelledby="success-title">
      <div className="card order-success-card">
        <CheckCircle2 size={64} aria-hidden="true" className="success-icon" />
        <h1 id="success-title">{t('confirmation')}</h1>
        <p className="success-thanks">{t('thankYou')}</p>
        <p className="success-number">
          {t('orderNumber')} <bdi dir="ltr">#{orderNumber}</bdi>
        </p>
      </div>
      <div className="success-actions">
        <Link to={paths.trackOrder(orderNumber)} className="btn btn-primary btn-block">
          {t('trackOrder')}
        </Link>
        {trackingToken ? <ShareTrackingLink orderNumber={orderNumber} trackingToken={trackingToken} /> : null}
        <Link to={paths.myOrders} className="btn btn-secondary btn-block">
          {t('yourOrders')}
        </Link>
        {shareText ? (
          <a
            href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
            target="_blank"
            rel="noreferrer"
            className="btn btn-secondary btn-block"
          >
            <Share2 size={18} aria-hidden="true" /> {t('shareWithFriends')}
          </a>
        ) : null}
        <Link to={paths.home} className="btn btn-ghost btn-block">
          {t('backToMenu')}
        </Link>
      </div>
    </section>
  );
}
