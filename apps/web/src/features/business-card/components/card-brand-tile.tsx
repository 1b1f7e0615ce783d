import type { CardBrand } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ContactLinks } from './contact-links.tsx';

/**
 * One permitted brand of the card (002 §2.22): its home background image
 * (setting.brandImageHomeBG; without one, a band of the brand's colour), its name in the UI language, 'Discounts !' with its non-hidden
 * discount names (the server sends only those), its loyalty block when loyalty is active
 * ("a loyalty block when loyalty is active"; decision 0035: per brand), 'Order Now!' to
 * `/{temporaryDomainName}` (ROUTE-21; a full page load: the storefront starts there), and — when
 * `showContacts` (the brands' mobile numbers differ) — 'Whatsapp us!' (whatsAppContact, else
 * mobileNumber) and a phone link.
 */
export function CardBrandTile({ item, showContacts }: { item: CardBrand; showContacts: boolean }) {
  const { t } = useTranslation('business-card');
  const { pick } = useLanguage();
  const name = pick({ en: item.brand.brandName, ar: item.brand.brandNameAR || item.brand.brandName });
  const headingId = `bcard-brand-${item.brand._id}`;
  const loyalty = item.loyalty.isLoyaltyActive ? item.loyalty : null;
  return (
    <li className="bcard-tile card" aria-labelledby={headingId}>
      {item.setting.brandImageHomeBG ? (
        <img className="bcard-tile-image" src={item.setting.brandImageHomeBG} alt="" loading="lazy" />
      ) : (
        <div
          className="bcard-tile-band"
          aria-hidden="true"
          style={
            /^#[0-9a-f]{3,8}$/i.test(item.setting.color) ? { background: item.setting.color } : undefined
          }
        />
      )}
      <div className="bcard-tile-body">
        <h3 id={headingId} className="bcard-tile-name">
          {item.setting.brandLogoFirst ? (
            <img src={item.setting.brandLogoFirst} alt="" width={32} height={32} className="bcard-logo" />
          ) : null}
          <span>{name}</span>
        </h3>
        {item.discounts.length > 0 ? (
          <section className="bcard-discounts" aria-label={`${t('discounts')} ${name}`}>
            <h4>{t('discounts')}</h4>
            <ul>
              {item.discounts.map((d) => (
                <li key={`${d.discountName.en}|${d.discountName.ar}`}>{pick(d.discountName)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {loyalty ? (
          <section className="bcard-loyalty" aria-label={`${t('loyaltyTitle')} ${name}`}>
            <h4>{t('loyaltyTitle')}</h4>
            {loyalty.specificToDelivery.isActive && loyalty.specificToDelivery.cashbackPercentage > 0 ? (
              <p>
                {isolateNumbers(
                  t('loyaltyCashback', { percent: loyalty.specificToDelivery.cashbackPercentage }),
                )}
              </p>
            ) : null}
            {loyalty.redeemablePercentagePerOrder > 0 ? (
              <p>{isolateNumbers(t('loyaltyRedeem', { percent: loyalty.redeemablePercentagePerOrder }))}</p>
            ) : null}
          </section>
        ) : null}
        <a
          className="btn btn-primary bcard-order"
          href={`/${item.setting.temporaryDomainName}`}
          aria-label={t('orderNowFrom', { brand: name })}
        >
          {t('orderNow')}
        </a>
        {showContacts ? (
          <ContactLinks
            whatsApp={item.whatsAppContact || item.mobileNumber}
            phone={item.mobileNumber}
            whatsAppText={t('whatsappUs')}
            whatsAppLabel={t('whatsappBrand', { brand: name })}
            phoneText={t('call')}
            phoneLabel={`${t('callBrand', { brand: name })} ${item.mobileNumber}`}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * Whether the per-brand contact links show (002 §2.22, UI-07: "shown only when the brands' mobile
 * numbers differ"): true when the brands carry at least two different mobile numbers ('' — a brand
 * without a store number — is one of them; such a brand shows no links of its own; decision 0035).
 */
export function brandContactsDiffer(brands: readonly Pick<CardBrand, 'mobileNumber'>[]): boolean {
  return new Set(brands.map((b) => b.mobileNumber)).size > 1;
}
