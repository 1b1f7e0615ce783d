import { localMoment } from '@sufra/pricing';
import { CalendarClock, Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { Button } from '../ui/button.tsx';
import { slotDayLabel, slotLabel, slotTimeLabel } from './format-slot.ts';
import type { OrderTimingView } from './use-order-timing.ts';
import './timing.css';

// The sheet and its texts load when the customer first asks to change the time (issue 6: the
// menu's first screen does not carry them).
const TimingSheet = lazy(() => import('./timing-sheet.tsx').then((m) => ({ default: m.TimingSheet })));

/**
 * The order's time, with 'Change' opening the timing sheet (000 §2.10) whenever there is a choice
 * to make (pre-order slots, or a pre-order to change back). Two forms:
 * - `card` (checkout step 1, 001 §2.8, TIMING-14): 'Delivery Time' / 'Pickup Time' with 'ASAP', or
 *   the slot's day ('Today' or 'dddd, DD MMM YYYY') and time; a closed store without slots reads
 *   'The store is currently closed, please try again soon';
 * - `notice` (the store page and the brand home, 000 §2.7–§2.9): the pre-order banner 'You are
 *   ordering for {day}, {time}' (TIMING-13) while a pre-order is set, the time row while ASAP can
 *   be changed to a pre-order, nothing otherwise.
 */
export function OrderTimingCard({ view, variant }: { view: OrderTimingView; variant: 'card' | 'notice' }) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const { service, info, timing } = view;
  if (!info) return null;
  const title = t(service === 'DELIVERY' ? 'deliveryTime' : 'pickupTime');
  const slot = timing?.type === 'PREORDER' ? timing.preOrderSlot : null;
  const today = localMoment(view.now).date;
  const day = slot ? slotDayLabel(slot.day, today, language, t('today')) : '';
  const time = slot ? slotTimeLabel(slot.time, language) : '';
  const canChange = info.laterAvailable || slot !== null;
  if (variant === 'notice' && !(slot || (timing && canChange))) return null;
  const value = slot
    ? slotLabel(slot, today, language, t('today'))
    : timing
      ? t('asap')
      : t('storeClosedTryAgain');
  const Icon = slot ? CalendarClock : Clock;

  return (
    <>
      <div className={variant === 'card' ? 'card timing-card' : 'timing-card timing-notice'}>
        <Icon size={20} aria-hidden="true" className="timing-card-icon" />
        {variant === 'notice' && slot ? (
          <p className="timing-card-body" role="status">
            {t('orderingFor', { day, time })}
          </p>
        ) : (
          <div className="timing-card-body">
            <span className="muted">{title}</span>
            <strong>{value}</strong>
          </div>
        )}
        {canChange ? (
          <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`${t('change')}: ${title}`}>
            {t('change')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <TimingSheet
            service={service}
            info={info}
            current={timing}
            today={today}
            readNow={view.readNow}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
