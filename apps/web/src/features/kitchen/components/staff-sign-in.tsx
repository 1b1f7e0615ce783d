import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useStaffSendCode, useStaffVerifyCode } from '../api/kitchen-calls.ts';
import type { StaffSession } from '../lib/staff-session.ts';

/**
 * The board's own staff sign-in (issue 17, decision 0027): phone → staff/send-code, then the
 * 4-digit code → staff/verify-code; `onSignedIn` receives the staff token and member. Refusals
 * show the API's message (the catalogue's, in the UI language) in an alert.
 */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const { t } = useTranslation('kitchen');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useStaffSendCode();
  const verify = useStaffVerifyCode();
  const error = (sentTo ? verify.error : send.error) as ApiError | Error | null;

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(
      { phoneNumber: phone, countryObj: { countryCode: 'AE', dialCode: '971' } },
      { onSuccess: (data) => setSentTo(data.maskedPhoneNumber) },
    );
  };
  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate(
      { phoneNumber: phone, countryObj: { countryCode: 'AE', dialCode: '971' }, verificationCode: code },
      { onSuccess: (data) => onSignedIn({ token: data.token, staff: data.staff }) },
    );
  };

  return (
    <section className="kitchen-sign-in card" aria-labelledby="kitchen-sign-in-title">
      <h1 id="kitchen-sign-in-title">{t('signInTitle')}</h1>
      <p className="muted">{t('signInIntro')}</p>
      {sentTo === null ? (
        <form onSubmit={onSend}>
          <div className="field">
            <label htmlFor="kitchen-phone">{t('phoneLabel')}</label>
            <input
              id="kitchen-phone"
              className="input"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              inputMode="tel"
              required
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </div>
          <Button type="submit" block busy={send.isPending}>
            {t('sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={onVerify}>
          <p>
            {t('codeSentTo')} <bdi dir="ltr">{sentTo}</bdi>
          </p>
          <div className="field">
            <label htmlFor="kitchen-code">{t('codeLabel')}</label>
            <input
              id="kitchen-code"
              className="input"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <Button type="submit" block busy={verify.isPending}>
            {t('verify')}
          </Button>
          <Button variant="ghost" block onClick={() => setSentTo(null)}>
            {t('changePhone')}
          </Button>
        </form>
      )}
      {error ? (
        <p role="alert" className="field-error">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
