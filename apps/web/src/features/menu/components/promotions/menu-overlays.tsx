import type { Discount } from '@sufra/contract';
import { useEffect, useState } from 'react';
import { useBrand } from '../../../../shared/brand/brand-context.tsx';
import { useSession } from '../../../../shared/session/session-state.ts';
import { sessionFlag, welcomeCoupon } from '../../lib/welcome-coupon.ts';
import { PromoBannerOverlay } from './promo-banner-overlay.tsx';
import { WelcomeCoupon } from './welcome-coupon.tsx';

/**
 * The menu home's overlays, one at a time: the brand's promotional banner (000 §2.19) while
 * setting.promotionalBannerConfig.showBanner is on and it was not closed in this session (closing
 * it is "showBanner false for the session"); then the welcome coupon (000 §4.9, DISC-22), once
 * per session (isAlreadyShowedWelcomeCouponModal), when the brand lists a welcome coupon. Neither
 * opens over the 'Update your profile' modal (002 §2.13) of a customer who signed in without a
 * name: they wait until it is done, one dialog at a time.
 */
export function MenuOverlays({ coupons }: { coupons: readonly Discount[] }) {
  const brand = useBrand();
  const brandId = brand.brand._id;
  const banner = brand.setting.promotionalBannerConfig;
  const [bannerOpen, setBannerOpen] = useState(
    () => Boolean(banner?.showBanner) && !sessionFlag.get(brandId, 'promoBannerClosed'),
  );
  const [welcome, setWelcome] = useState<Discount | null>(null);
  const profileFirst = useSession((s) => Boolean(s.token) && !s.user?.name);
  useEffect(() => {
    if (profileFirst || bannerOpen || sessionFlag.get(brandId, 'welcomeShown')) return;
    const coupon = welcomeCoupon(coupons);
    if (!coupon) return;
    sessionFlag.set(brandId, 'welcomeShown');
    setWelcome(coupon);
  }, [coupons, bannerOpen, brandId, profileFirst]);
  if (profileFirst) return null;
  return (
    <>
      {bannerOpen && banner ? (
        <PromoBannerOverlay
          banner={banner}
          onClose={() => {
            sessionFlag.set(brandId, 'promoBannerClosed');
            setBannerOpen(false);
          }}
        />
      ) : null}
      {welcome ? <WelcomeCoupon discount={welcome} onClose={() => setWelcome(null)} /> : null}
    </>
  );
}
