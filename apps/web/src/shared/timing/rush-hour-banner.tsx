import { isRushHour, secondsToNextRushCheck } from '@sufra/pricing';
import { Hourglass, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand-context.tsx';
import { nowSeconds } from '../promotions/use-now.ts';
import './timing.css';

/** sessionStorage, or null where the browser refuses it (private modes): the dismissal then lasts for the page. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The rush-hour banner of a delivery store page (000 §2.9, §4.11; RUSH-01…-03): 'It's taking
 * longer than usual to deliver due to high demand' while packages/pricing isRushHour holds
 * (Asia/Dubai windows, decision 0017), evaluated again at the next window boundary or midnight
 * (secondsToNextRushCheck). Dismissing it hides it until that boundary, for the browser session
 * (decision 0021): the next rush window shows it again.
 */
export function RushHourBanner() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const key = `sufra:${brand.brand._id}:rushDismissedUntil`;
  const [now, setNow] = useState(nowSeconds);
  const [dismissedUntil, setDismissedUntil] = useState(() => Number(session()?.getItem(key)) || 0);
  useEffect(() => {
    const timer = setTimeout(() => setNow(nowSeconds()), secondsToNextRushCheck(now) * 1000);
    return () => clearTimeout(timer);
  }, [now]);
  if (!isRushHour(now) || now < dismissedUntil) return null;
  const dismiss = () => {
    const until = now + secondsToNextRushCheck(now);
    session()?.setItem(key, String(until));
    setDismissedUntil(until);
  };
  return (
    <div className="rush-banner" role="status">
      <Hourglass size={18} aria-hidden="true" />
      <p>{t('rushHour')}</p>
      <button type="button" className="icon-button" aria-label={t('close')} onClick={dismiss}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
