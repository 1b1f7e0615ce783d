import type { CardSuffix } from '@sufra/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { businessCardQuery } from '../api/card-query.ts';
import { brandContactsDiffer, CardBrandTile } from '../components/card-brand-tile.tsx';
import { ContactLinks } from '../components/contact-links.tsx';

const reload = () => window.location.reload();

/** The card's error screen (002 §2.22, §6): the brand-not-found text for an unknown slug, else the default error. */
function CardError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = error instanceof ApiError && error.code === 'brandNotFound';
  return (
    <main className="full-screen-state">
      <h1>{notFound ? t('badLink') : t('defaultError')}</h1>
      <Button onClick={reload}>{t('refresh')}</Button>
    </main>
  );
}

/** The EN/AR switch of the card (decision 0035: the card has no settings page, so it carries one). */
function LanguageSwitch() {
  const { t } = useTranslation('business-card');
  const { language } = useLanguage();
  const toggle = async () => {
    const next = language === 'ar' ? 'en' : 'ar';
    // Loaded on the click, as the kitchen board does: a static import would split the entry (decision 0028).
    const { changeLanguage } = await import('../../../shared/i18n/i18n.ts');
    await changeLanguage(next);
    document.documentElement.classList.toggle('font-arabic', next === 'ar');
  };
  return (
    <button
      type="button"
      className="btn btn-ghost"
      lang={language === 'ar' ? 'en' : 'ar'}
      aria-label={t('languageLabel')}
      onClick={toggle}
    >
      {t('language')}
    </button>
  );
}

/**
 * The business-card page (002 §2.22; 000 §2.3 RT06–RT08), shown in card mode without any brand
 * (000 §2.4 step 2): a cover image (the first brand's home background; decision 0035), the card
 * title (default 'Card Title') and 'Get Your Food From Here!', the page-level messaging-app and
 * phone links to the card's phoneNumber, and the grid of the permitted brands (CardBrandTile),
 * whose own contact links show only when their mobile numbers differ. While loading, a spinner;
 * a failed load, the error screen (the brand-not-found text for an unknown slug).
 */
export function BusinessCardScreen({ card }: { card: { slug: string; suffix: CardSuffix } }) {
  const { t } = useTranslation('business-card');
  const query = useQuery(businessCardQuery(card));
  const title = query.data?.title || t('defaultTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (query.isPending)
    return (
      <main className="full-screen-state" aria-busy="true">
        <span className="spinner" role="status" aria-label={t('loadingCard')} />
      </main>
    );
  if (query.isError) return <CardError error={query.error} />;
  const data = query.data;
  const cover = data.permittedBrands.find((b) => b.setting.brandImageHomeBG)?.setting.brandImageHomeBG;
  const showBrandContacts = brandContactsDiffer(data.permittedBrands);
  return (
    <div className="bcard">
      <header className="bcard-top">
        <LanguageSwitch />
      </header>
      <main id="main" className="bcard-main">
        <section className="bcard-cover" aria-labelledby="bcard-title">
          {cover ? <img className="bcard-cover-image" src={cover} alt="" /> : null}
          <div className="bcard-cover-text">
            <h1 id="bcard-title">{title}</h1>
            <p className="bcard-tagline">{t('getYourFood')}</p>
          </div>
        </section>
        <section className="bcard-page-contacts" aria-label={t('contactUs')}>
          <ContactLinks
            whatsApp={data.phoneNumber}
            phone={data.phoneNumber}
            whatsAppText={t('whatsAppCard')}
            phoneText={t('callCard')}
          />
        </section>
        <section aria-labelledby="bcard-brands">
          <h2 id="bcard-brands" className="section-title">
            {t('brands')}
          </h2>
          <ul className="bcard-grid">
            {data.permittedBrands.map((item) => (
              <CardBrandTile key={item.brand._id} item={item} showContacts={showBrandContacts} />
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
