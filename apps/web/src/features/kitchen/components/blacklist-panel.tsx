import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useBlacklist, useSetBlacklisted } from '../api/kitchen-blacklist.ts';
import { formatUntil } from '../lib/format.ts';

/** A phone kept left-to-right inside a translated text (isolateNumbers). */
const ltr = (value: string) => `<n>${value}</n>`;

/**
 * The "Blocked numbers" panel of the kitchen board (issue 19, decision 0033), for the brand's
 * owner only, a dialog over the board like "Menu & store": the brand's blocked phones (E.164,
 * left-to-right in Arabic too, newest first, with when they were blocked), a phone field with
 * 'Block number' (the server normalises it to E.164 and answers whether it changed), and
 * 'Unblock' per number. A blocked number cannot sign in, order or pay at the brand (002 §2.15,
 * §6). Refusals show the catalogue's message in an alert.
 */
export function BlacklistPanel({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation('kitchen');
  const { language } = useLanguage();
  const id = useId();
  const list = useBlacklist(token);
  const change = useSetBlacklisted(token);
  const [phone, setPhone] = useState('');
  const [done, setDone] = useState<{ phone: string; block: boolean; changed: boolean } | null>(null);
  const submit = (block: boolean, phoneNumber: string) => {
    setDone(null);
    change.reset();
    change.mutate(
      { phoneNumber, block },
      {
        onSuccess: (data) => {
          setDone({ phone: data.phoneNumber ?? phoneNumber, block, changed: data.changed });
          if (block) setPhone('');
        },
      },
    );
  };
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    if (phone.trim()) submit(true, phone.trim());
  };
  const numbers = list.data?.numbers ?? [];
  const doneText = done
    ? done.block
      ? t(done.changed ? 'blacklist.added' : 'blacklist.alreadyAdded', { phone: ltr(done.phone) })
      : t('blacklist.removed', { phone: ltr(done.phone) })
    : null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('blacklist.title')}
      variant="sheet"
    >
      <div className="kitchen-panel">
        <p className="muted">{t('blacklist.intro')}</p>
        <form className="kitchen-blacklist-form" onSubmit={onAdd}>
          <label htmlFor={`${id}-phone`}>{t('blacklist.phoneLabel')}</label>
          <input
            id={`${id}-phone`}
            className="input"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="off"
            placeholder="+971501234567"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <button type="submit" className="btn btn-danger" disabled={change.isPending || !phone.trim()}>
            {t('blacklist.add')}
          </button>
        </form>
        {change.error ? (
          <p role="alert" className="field-error">
            {change.error.message}
          </p>
        ) : null}
        {list.error ? (
          <p role="alert" className="field-error">
            {list.error.message}
          </p>
        ) : null}
        {doneText ? (
          <p role="status" className="muted">
            {isolateNumbers(doneText)}
          </p>
        ) : null}
        {list.data ? (
          numbers.length === 0 ? (
            <p className="muted">{t('blacklist.empty')}</p>
          ) : (
            <ul className="kitchen-blacklist">
              {numbers.map((n) => (
                <li key={n.phoneNumber}>
                  <span>
                    <bdi dir="ltr" className="kitchen-blacklist-phone">
                      {n.phoneNumber}
                    </bdi>
                    <span className="muted">
                      {' · '}
                      {isolateNumbers(
                        t('blacklist.since', { time: ltr(formatUntil(n.createdAt, language)) }),
                      )}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={change.isPending}
                    aria-label={t('blacklist.removeLabel', { phone: n.phoneNumber })}
                    onClick={() => submit(false, n.phoneNumber)}
                  >
                    {t('blacklist.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : list.isPending ? (
          <p role="status">{t('blacklist.loading')}</p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('panel.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
