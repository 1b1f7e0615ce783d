import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import type { BoardActionRequest } from '../api/kitchen-calls.ts';
import type { BoardOrder } from '../lib/board.ts';

/** The actions that ask for details first (issue 17): a preparation time, a reason (reject, cancel), a courier. */
export type DialogKind = 'accept' | 'reject' | 'cancelOrder' | 'dispatch';

/** The preparation times offered as one tap (minutes; any 5–90 may be typed). */
const QUICK_PREP_MINUTES = [10, 15, 20, 30, 45, 60] as const;

/**
 * The dialog of an action that needs details (issue 17), on the shared Radix modal: accept — a
 * preparation time (quick buttons or a number, 5–90 min); reject — a reason (required); cancelOrder
 * — a reason (required; sent as status CANCELLED with the reason, issue 17); dispatch —
 * the courier's name, phone and optional vehicle. `error` is the last refusal's message (shown in
 * an alert); `onSubmit` receives the request to send.
 */
export function ActionDialog({
  order,
  kind,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  order: BoardOrder;
  kind: DialogKind;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (request: BoardActionRequest) => void;
}) {
  const { t } = useTranslation('kitchen');
  const [minutes, setMinutes] = useState('20');
  const [reason, setReason] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [vehicle, setVehicle] = useState('');
  const number = `<n>${order.orderNumber}</n>`;
  const title = t(`${kind}.title`, { number });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'accept') onSubmit({ kind: 'accept', prepMinutes: Number(minutes) });
    else if (kind === 'reject') onSubmit({ kind: 'reject', reason: reason.trim() });
    else if (kind === 'cancelOrder') onSubmit({ kind: 'status', status: 'CANCELLED', reason: reason.trim() });
    else
      onSubmit({
        kind: 'courier',
        name: name.trim(),
        phone: phone.trim(),
        vehicle: vehicle.trim() || undefined,
      });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title.replace(/<\/?n>/g, '')}
      titleHidden
    >
      <form onSubmit={submit} className="kitchen-dialog">
        <h2 className="modal-title">{isolateNumbers(title)}</h2>
        {kind === 'accept' ? (
          <>
            <fieldset className="kitchen-quick">
              <legend>{t('accept.quick')}</legend>
              {QUICK_PREP_MINUTES.map((m) => (
                <button
                  key={m}
                  type="button"
                  className={`btn ${String(m) === minutes ? 'btn-primary' : 'btn-secondary'}`}
                  aria-pressed={String(m) === minutes}
                  onClick={() => setMinutes(String(m))}
                >
                  {isolateNumbers(t('accept.minutes', { n: `<n>${m}</n>` }))}
                </button>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor="kitchen-prep">{t('accept.prepLabel')}</label>
              <input
                id="kitchen-prep"
                className="input"
                type="number"
                dir="ltr"
                min={5}
                max={90}
                step={1}
                required
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
            </div>
          </>
        ) : null}
        {kind === 'reject' || kind === 'cancelOrder' ? (
          <div className="field">
            <label htmlFor="kitchen-reason">{t(`${kind}.reasonLabel`)}</label>
            <textarea
              id="kitchen-reason"
              className="textarea"
              required
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        ) : null}
        {kind === 'dispatch' ? (
          <>
            <div className="field">
              <label htmlFor="kitchen-courier-name">{t('dispatch.nameLabel')}</label>
              <input
                id="kitchen-courier-name"
                className="input"
                required
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="kitchen-courier-phone">{t('dispatch.phoneLabel')}</label>
              <input
                id="kitchen-courier-phone"
                className="input"
                type="tel"
                dir="ltr"
                required
                maxLength={40}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="kitchen-courier-vehicle">{t('dispatch.vehicleLabel')}</label>
              <input
                id="kitchen-courier-vehicle"
                className="input"
                maxLength={100}
                value={vehicle}
                onChange={(e) => setVehicle(e.target.value)}
              />
            </div>
          </>
        ) : null}
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant={kind === 'reject' || kind === 'cancelOrder' ? 'danger' : 'primary'}
            busy={busy}
          >
            {t('actions.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
