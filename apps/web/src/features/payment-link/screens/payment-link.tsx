import {
  type IntegrationLike,
  PAYMENT_GATEWAY_CATEGORY,
  type PaymentLinkInfo,
  providerKindOf,
  resolvePaymentProvider,
} from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { applyBrandTheme } from '../../../shared/brand/theme.ts';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { usePaymentLinkInfo } from '../api/payment-link-calls.ts';
import { LinkCardFields, type LinkTokenizer } from '../components/link-card-fields.tsx';
import { formatLinkDate } from '../lib/link-flow.ts';
import { type LinkKind, useLinkPayment } from '../lib/use-link-payment.ts';
import '../payment-link.css';

/**
 * The link's card kind and whether the sandbox serves it, from the brand's public integrations of
 * that kind (the server checked LINK-02 before answering the link). Null for an unknown gateway.
 */
function linkProvider(brand: ResolvedBrand, gateway: string): { kind: LinkKind; sandbox: boolean } | null {
  const kind = providerKindOf(gateway);
  if (kind !== 'card-elements' && kind !== 'card-frames') return null;
  const sameKind = (brand.activeIntegrations as IntegrationLike[]).filter(
    (i) => i.category === PAYMENT_GATEWAY_CATEGORY && providerKindOf(i.name) === kind,
  );
  const choice = resolvePaymentProvider(sameKind);
  return choice.kind === kind ? { kind, sandbox: choice.sandbox } : { kind, sandbox: false };
}

/**
 * The public payment-link page `/payment-link/{cartId}` (001 §2.12, §3.14, §4.15, §5.5; under the
 * brand's `/{domainName}` on the temporary domain, the router's basename): header with the
 * brand's logo and name; '#cartId', the creation date DD-MM-YYYY, the amount in AED 'Tax
 * included', 'Purpose of payment', 'Message'; unpaid: the 'Pay with new card' radio (new_card,
 * selected) with the card fields and 'continue to payment' ('Payment processing…' while busy);
 * paid (VERIFIED): the receipt. 'Explore  other products' (→ the brand home) when the link is not
 * NOT_VERIFIED and no error modal is open. An unknown link: the error page (logo, name, text);
 * a gateway that is not enabled: also in a modal (LINK-02).
 */
export function Component() {
  const { cartId = '' } = useParams();
  const brand = useBrand();
  const { t } = useTranslation('payment-link');
  const { language } = useLanguage();
  const query = usePaymentLinkInfo(cartId);
  const info = query.data;
  const provider = info ? linkProvider(brand, info.paymentGateway) : null;
  const tokenizer = useRef<LinkTokenizer | null>(null);
  const [selected, setSelected] = useState<string | null>('new_card');
  const [gatewayModalClosed, setGatewayModalClosed] = useState(false);
  const payment = useLinkPayment({
    basename: brand.basename,
    domainName: brand.setting.temporaryDomainName ?? '',
    domainType: brand.domainType === 'CUSTOM_DOMAIN' ? 'CUSTOM_DOMAIN' : 'TEMPORARAY_DOMAIN',
    info,
    kind: provider?.kind ?? null,
    tokenizer,
    refetch: () => query.refetch(),
  });
  const brandName =
    language === 'ar' ? brand.brand.brandNameAR || brand.brand.brandName : brand.brand.brandName;
  const toggleLanguage = async () => {
    const next = language === 'ar' ? 'en' : 'ar';
    await changeLanguage(next);
    applyBrandTheme(brand, next);
  };
  const errorText = query.error ? query.error.message : null;
  // By the failure's catalogue code (issue 16), never its text.
  const gatewayOff = query.error instanceof ApiError && query.error.code === 'paymentLinkGatewayNotEnabled';
  const modalOpen = payment.modal !== null || (gatewayOff && !gatewayModalClosed);

  return (
    <div className="payment-link-page">
      <header className="payment-link-header">
        <BrandMark size={40} />
        <span className="payment-link-brand">{info?.brand.name ?? brandName}</span>
        <span className="payment-link-spacer" />
        <button
          type="button"
          className="btn btn-ghost"
          onClick={toggleLanguage}
          lang={language === 'ar' ? 'en' : 'ar'}
        >
          {t('switchLanguage')}
        </button>
      </header>
      <main id="main" className="payment-link-main">
        {query.isLoading ? <SkeletonList rows={3} label={t('loading')} /> : null}
        {errorText ? (
          <section className="payment-link-card payment-link-error" aria-labelledby="link-error">
            <h1 id="link-error" className="payment-link-title">
              {t('pageTitle')}
            </h1>
            <p role="alert">{errorText}</p>
          </section>
        ) : null}
        {info && info.paymentStatus === 'VERIFIED' ? <Receipt info={info} /> : null}
        {info && info.paymentStatus === 'NOT_VERIFIED' ? (
          <section className="payment-link-card" aria-labelledby="link-title">
            <LinkSummary info={info} />
            {payment.verifying ? (
              <p role="status" className="link-info">
                {t('verifying')}
              </p>
            ) : (
              <form
                className="payment-link-form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void payment.pay(selected);
                }}
              >
                <fieldset className="payment-link-methods">
                  <legend className="payment-link-label">{t('paymentMethod')}</legend>
                  <label className="payment-link-radio">
                    <input
                      type="radio"
                      name="payment-method"
                      value="new_card"
                      checked={selected === 'new_card'}
                      onChange={() => setSelected('new_card')}
                    />
                    <span>{t('payWithNewCard')}</span>
                  </label>
                  {selected === 'new_card' && provider ? (
                    <LinkCardFields
                      brandId={brand.brand._id}
                      sandbox={provider.sandbox}
                      tokenizer={tokenizer}
                    />
                  ) : null}
                </fieldset>
                {payment.inline ? (
                  <p className="link-info link-info-error" role="alert">
                    {payment.inline}
                  </p>
                ) : null}
                <button
                  type="submit"
                  className="btn btn-primary btn-block"
                  disabled={payment.busy}
                  aria-busy={payment.busy}
                >
                  {payment.busy ? t('paymentProcessing') : t('continueToPayment')}
                </button>
              </form>
            )}
          </section>
        ) : null}
        {info && info.paymentStatus !== 'NOT_VERIFIED' && !modalOpen ? (
          <Link to="/" className="btn btn-secondary btn-block payment-link-explore">
            {t('exploreOtherProducts')}
          </Link>
        ) : null}
      </main>
      <Modal
        open={modalOpen}
        onOpenChange={(open) => {
          if (open) return;
          payment.closeModal();
          setGatewayModalClosed(true);
        }}
        title={t('errorTitle')}
        description={payment.modal ?? errorText ?? ''}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              payment.closeModal();
              setGatewayModalClosed(true);
            }}
          >
            {t('close')}
          </button>
        }
      />
    </div>
  );
}

/** '#cartId', the creation date, the amount 'Tax included', purpose and message (001 §2.12). */
function LinkSummary({ info }: { info: PaymentLinkInfo }) {
  const { t } = useTranslation('payment-link');
  return (
    <>
      <div className="payment-link-head">
        <h1 id="link-title" className="payment-link-title">
          <bdi dir="ltr">#{info.cartId}</bdi>
        </h1>
        <span className="muted">
          {t('createdOn')} <bdi dir="ltr">{formatLinkDate(info.linkCreationDate)}</bdi>
        </span>
      </div>
      <div className="payment-link-amount">
        <Price fils={aedToFils(info.amount)} className="payment-link-price" />
        <span className="muted">{t('taxIncluded')}</span>
      </div>
      <dl className="payment-link-facts">
        <Fact term={t('purposeOfPayment')}>{info.purposeOfPayment}</Fact>
        {info.message ? <Fact term={t('message')}>{info.message}</Fact> : null}
      </dl>
    </>
  );
}

/** The paid view (001 §2.12, LINK-04): 'Payment completed', 'Your Receipt', receipt number, date, total, message, purpose. */
function Receipt({ info }: { info: PaymentLinkInfo }) {
  const { t } = useTranslation('payment-link');
  return (
    <section className="payment-link-card payment-link-receipt" aria-labelledby="receipt-title">
      <p className="payment-link-done" role="status">
        {t('paymentCompleted')}
      </p>
      <h1 id="receipt-title" className="payment-link-title">
        {t('yourReceipt')}
      </h1>
      <dl className="payment-link-facts">
        <Fact term={t('receiptNumber')}>
          <bdi dir="ltr">#{info.cartId}</bdi>
        </Fact>
        <Fact term={t('paymentDate')}>
          <bdi dir="ltr">{formatLinkDate(info.updatedAt)}</bdi>
        </Fact>
        <Fact term={t('total')}>
          <Price fils={aedToFils(info.amount)} />
        </Fact>
        {info.message ? <Fact term={t('message')}>{info.message}</Fact> : null}
        <Fact term={t('purposeOfPayment')}>{info.purposeOfPayment}</Fact>
      </dl>
    </section>
  );
}

/** One fact of a link's summary or receipt: its term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
