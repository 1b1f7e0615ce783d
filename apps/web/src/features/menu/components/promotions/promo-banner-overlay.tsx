import type { BrandSettingsData } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';

type Banner = BrandSettingsData['setting']['promotionalBannerConfig'];

/**
 * The brand's promotional banner (000 §2.19): a full-screen overlay; bannerType 'image' shows
 * bannerUrl as its background; bannerText (else 'Special offer') and bannerDescriptions are
 * optional. 'Close' hides it for the session (MenuOverlays).
 */
export function PromoBannerOverlay({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const image = banner.bannerType === 'image' && banner.bannerUrl ? banner.bannerUrl : null;
  return (
    <Modal
      open
      variant="fullscreen"
      title={banner.bannerText || t('specialOffer')}
      description={banner.bannerDescriptions || undefined}
      onOpenChange={(o) => (o ? null : onClose())}
      actions={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {image ? (
        <div
          className="promo-banner-image"
          role="img"
          aria-label={banner.bannerText || t('specialOffer')}
          style={{ backgroundImage: `url(${JSON.stringify(image)})` }}
        />
      ) : null}
    </Modal>
  );
}
