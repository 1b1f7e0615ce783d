import type { Store } from '@sufra/contract';
import { Clock, MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { HeroMedia } from './hero-media.tsx';

/** WhatsApp link of a store's contact (000 §2.9 contact button). */
const whatsAppHref = (contact: string) => `https://wa.me/${contact.replace(/\D/g, '')}`;

/**
 * The brand / store header (000 §2.6, §2.9): hero (HeroMedia: the video, image or placeholder),
 * title (store name, else brand name), description (tagline on the brand page, store description
 * on the store page), 'Pickup from' with the address, the average prep time, and the contact button.
 * A closed store shows 'Store is closed' in place of the prep time, for as long as the page is
 * open (000 §2.9, §4.5): closed is `open` when given (the page's order timing, which follows the
 * clock), else the answer's storeInfo.isOpened.
 */
export function BrandHero({
  store,
  open,
  storePage = false,
  delivery = false,
}: {
  store?: Store | null;
  /** Whether the store is open now (useOrderTiming); default storeInfo.isOpened. */
  open?: boolean;
  storePage?: boolean;
  /** Delivery (000 §2.9): the delivery header below tells where and when; no 'Pickup from' and prep time. */
  delivery?: boolean;
}) {
  const brand = useBrand();
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const title = storePage && store ? pick(store.translations).name : brandName;
  const tagline =
    storePage && store
      ? pick(store.translations).description
      : language === 'ar'
        ? brand.setting.taglineAR
        : brand.setting.taglineEN;
  const isOpen = open ?? store?.isOpened;
  return (
    <header className="hero">
      <HeroMedia
        showBannerVideo={brand.setting.showBannerVideo}
        video={brand.setting.brandVideoHomeBG}
        image={brand.setting.brandImageHomeBG}
      />
      <div className="hero-body">
        <h1 className="hero-title">{title}</h1>
        {tagline ? <p className="hero-tagline">{tagline}</p> : null}
        {store ? (
          <ul className="hero-facts">
            {delivery ? null : (
              <li>
                <MapPin size={16} aria-hidden="true" />
                <span>
                  {t('pickupFrom')} {pick(store.translations).name}
                  {store.manualAddress ? (
                    <span className="muted hero-address">{storeAddress(store, language)}</span>
                  ) : null}
                </span>
              </li>
            )}
            {delivery && isOpen ? null : isOpen ? (
              <li>
                <Clock size={16} aria-hidden="true" />{' '}
                {t('prepTime', { minutes: store.averagePrepTimeForPickup })}
              </li>
            ) : (
              <li className="hero-closed">
                <span className="label-pill label-danger">{t('storeClosed')}</span>
              </li>
            )}
            {store.whatsAppContact ? (
              <li>
                <a
                  href={whatsAppHref(store.whatsAppContact)}
                  target="_blank"
                  rel="noreferrer"
                  className="hero-contact"
                >
                  <MessageCircle size={16} aria-hidden="true" /> {t('contactStore')}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
