import type { ServiceType } from '@sufra/contract';
import { canConfirmTiming } from '@sufra/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { getOrderSettings, type OrderTiming } from '../order-settings/order-settings-state.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { slotDayLabel, slotTimeLabel } from './format-slot.ts';
import type { TimingInfo } from './order-timing.ts';
import './timing-sheet.css';

const ASAP: OrderTiming = { type: 'ASAP', preOrderSlot: null };

/** The pre-order of `day`'s slot `slotIndex` (TIMING-03: choosing a day takes its first slot). */
function slotOf(info: TimingInfo, day: string, slotIndex = 0): OrderTiming | null {
  const time = info.slots.find((d) => d.day === day)?.slots[slotIndex];
  return time ? { type: 'PREORDER', preOrderSlot: { day, time, slotIndex } } : null;
}

/** Whether `draft` can be confirmed now (TIMING-05): ASAP while open, or a slot still offered. */
function confirmable(draft: OrderTiming | null, info: TimingInfo): boolean {
  if (!canConfirmTiming(draft, info.isOpen)) return false;
  const slot = draft?.preOrderSlot;
  return (
    draft?.type === 'ASAP' ||
    Boolean(slot && slotOf(info, slot.day, slot.slotIndex)?.preOrderSlot?.time === slot.time)
  );
}

/**
 * The timing sheet (000 §2.10, §4.4, §5 Timing): 'Delivery Timing' / 'Pickup Timing' with its
 * subtitle; the options 'ASAP' (while the store is open, TIMING-02) and 'Later (Future orders)'
 * (only when slots exist, TIMING-04); for Later two columns, the days ('Today' or 'dddd, DD MMM
 * YYYY') and that day's times ('h:mm A - h:mm A'), each at most 200 px high; 'No Slots Available'
 * when the store is closed and offers none. It opens on the timing already chosen (TIMING-07);
 * Later takes the first day's first slot and a day its first slot (TIMING-03). 'Confirm' is
 * disabled while the store is closed and nothing is chosen (TIMING-06) and keeps a valid choice in
 * the order settings, else says 'Please select a slot' (TIMING-05). Loaded when first opened.
 */
export function TimingSheet({
  service,
  info,
  current,
  today,
  readNow,
  onClose,
}: {
  service: ServiceType;
  info: TimingInfo;
  /** What the store offers at the moment of confirming (a slot may pass while the sheet is open). */
  readNow: () => TimingInfo | null;
  current: OrderTiming | null;
  /** Today in Asia/Dubai, 'YYYY-MM-DD'. */
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['timing', 'common']);
  const { language } = useLanguage();
  const [draft, setDraft] = useState<OrderTiming | null>(current);
  const [error, setError] = useState<string | null>(null);
  const delivery = service === 'DELIVERY';
  const slot = draft?.type === 'PREORDER' ? draft.preOrderSlot : null;
  const first = info.slots[0]?.day;
  const choose = (next: OrderTiming | null) => {
    setError(null);
    setDraft(next);
  };
  const confirm = () => {
    if (!confirmable(draft, readNow() ?? info)) return setError(t('selectSlot'));
    getOrderSettings().setTiming(draft);
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? null : onClose())}
      variant="sheet"
      title={t(delivery ? 'deliveryTitle' : 'pickupTitle')}
      description={t(delivery ? 'deliverySubtitle' : 'pickupSubtitle')}
      actions={
        <Button block onClick={confirm} disabled={!info.isOpen && !draft}>
          {t('confirm')}
        </Button>
      }
    >
      <fieldset className="timing-options">
        <legend className="sr-only">{t(delivery ? 'deliveryTitle' : 'pickupTitle')}</legend>
        <label className="timing-option">
          <input
            type="radio"
            name="timing-type"
            checked={draft?.type === 'ASAP'}
            disabled={!info.isOpen}
            onChange={() => choose(ASAP)}
          />
          <span>{t('common:asap')}</span>
          {info.isOpen ? null : <span className="label-pill label-danger">{t('common:storeClosed')}</span>}
        </label>
        {info.laterAvailable && first ? (
          <label className="timing-option">
            <input
              type="radio"
              name="timing-type"
              checked={draft?.type === 'PREORDER'}
              onChange={() => choose(slotOf(info, first))}
            />
            <span>{t('later')}</span>
          </label>
        ) : null}
      </fieldset>
      {!info.isOpen && !info.laterAvailable ? (
        <p className="empty-state" role="status">
          {t('noSlots')}
        </p>
      ) : null}
      {slot ? (
        <div className="slot-picker">
          <fieldset className="slot-column">
            <legend className="slot-column-title">{t('day')}</legend>
            {info.slots.map((d) => (
              <label key={d.day} className="slot-choice">
                <input
                  type="radio"
                  name="slot-day"
                  checked={slot.day === d.day}
                  onChange={() => choose(slotOf(info, d.day))}
                />
                <span>{slotDayLabel(d.day, today, language, t('common:today'))}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="slot-column">
            <legend className="slot-column-title">{t('time')}</legend>
            {(info.slots.find((d) => d.day === slot.day)?.slots ?? []).map((time, index) => (
              <label key={time} className="slot-choice">
                <input
                  type="radio"
                  name="slot-time"
                  checked={slot.time === time}
                  onChange={() => choose(slotOf(info, slot.day, index))}
                />
                <span className="slot-time">{slotTimeLabel(time, language)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
