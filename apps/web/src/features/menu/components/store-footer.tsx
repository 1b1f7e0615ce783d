import type { Store } from '@sufra/contract';
import { Clock, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { PLATFORM_VENDOR } from '../../../shared/config/vendor.ts';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { CardLogos } from '../../../shared/ui/card-logos.tsx';
import './store-footer.css';

/**
 * The footer of the menu homes (000 §2.21): the brand name, the tagline (EN or AR) and the store
 * name; 'Delivery happens within {averagePrepTime}' (for pickup: 'Ready for pickup within …',
 * decision 0100 IS-FT1), the store phone (a tel: link, kept left-to-right) and the store address
 * in the UI language; a 'Links' list of the brand's active static pages, each opening
 * /pages/s/{key}; 'Accepted Cards' with three card-scheme marks; and the 'powered by' line.
 */
export function StoreFooter({ store }: { store?: Store | null }) {
  const brand = useBrand();
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const serviceType = useOrderSettings((s) => s.serviceType);
  const brandName = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR || brand.brand.brandName });
  const tagline = pick({ en: brand.setting.taglineEN, ar: brand.setting.taglineAR });
  const links = Object.entries(brand.setting.staticPages ?? {}).filter(([, page]) => page.isActive);
  const delivery = serviceType === 'DELIVERY';
  const minutes = store ? (delivery ? store.averagePrepTime : store.averagePrepTimeForPickup) : null;
  const address = store ? storeAddress(store, language) : '';
  const vendorName = pick(PLATFORM_VENDOR.name);
  return (
    <footer className="store-footer">
      <h2 className="sr-only">{t('footerLabel')}</h2>
      <div className="store-footer-brand">
        <BrandMark size={40} />
        <div>
          <p className="store-footer-name">{brandName}</p>
          {tagline ? <p className="muted">{tagline}</p> : null}
          {store ? <p>{pick(store.translations).name}</p> : null}
        </div>
      </div>
      {store ? (
        <ul className="store-footer-facts">
          {minutes !== null && minutes > 0 ? (
            <li>
              <Clock size={16} aria-hidden="true" />
              <span>
                {isolateNumbers(t(delivery ? 'footerDeliveryWithin' : 'footerPickupWithin', { minutes }))}
              </span>
            </li>
          ) : null}
          {store.mobileNumber ? (
            <li>
              <Phone size={16} aria-hidden="true" />
              <a href={`tel:${store.mobileNumber.replace(/[^\d+]/g, '')}`} aria-label={t('footerCall')}>
                <bdi dir="ltr">{store.mobileNumber}</bdi>
              </a>
            </li>
          ) : null}
          {address ? (
            <li>
              <MapPin size={16} aria-hidden="true" />
              <address>{address}</address>
            </li>
          ) : null}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <nav className="store-footer-links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="store-footer-title">
            {t('footerLinks')}
          </h2>
          <ul>
            {links.map(([key, page]) => (
              <li key={key}>
                <Link to={paths.staticPage(key)}>{pick(page.linkTitle)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="store-footer-cards" aria-labelledby="footer-cards-title">
        <h2 id="footer-cards-title" className="store-footer-title">
          {t('footerAcceptedCards')}
        </h2>
        <CardLogos labels={{ visa: t('cardVisa'), mastercard: t('cardMastercard'), amex: t('cardAmex') }} />
      </section>
      <p className="store-footer-powered muted">
        {t('footerPoweredBy')}{' '}
        {PLATFORM_VENDOR.url ? (
          <a href={PLATFORM_VENDOR.url} target="_blank" rel="noreferrer">
            {vendorName}
          </a>
        ) : (
          <span>{vendorName}</span>
        )}
      </p>
    </footer>
  );
}
