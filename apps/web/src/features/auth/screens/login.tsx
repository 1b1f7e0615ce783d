import { passwordLessLogin, TIMERS } from '@sufra/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { callApi } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSession } from '../../../shared/stores/brand-stores.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { markCodeSent } from '../lib/pending-login.ts';
import { formatAsYouType, hasNonDigits, validPhone } from '../lib/phone.ts';
import '../auth.css';

/**
 * Sign-in, phone entry (002 §2.11, §5): 'Verification'; the WhatsApp number with the dial code
 * shown apart (default AE, +971), formatted as typed, Arabic-Indic digits converted; 'Send Code'
 * only for a valid mobile; then the code screen with the phone and the 'from' location. A user who
 * already holds a token is sent back (login-only, 002 §2.1).
 */
export function Component() {
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const { api } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: unknown } | null)?.from;
  if (token) return <Navigate to={paths.home} replace />;
  const e164 = validPhone(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!e164) return setError(t('workingMobileNumber'));
    setBusy(true);
    setError(null);
    try {
      const sent = await callApi(
        passwordLessLogin,
        {
          brandId: brand.brand._id,
          phoneNumber: e164,
          countryObj: { countryCode: 'AE', dialCode: '971' },
          userType: 'CUSTOMER',
        },
        { language: api },
      );
      markCodeSent(brand.brand._id, sent.phoneNumber);
      await new Promise((r) => setTimeout(r, TIMERS.otpSentStateDelayMs));
      navigate(paths.verifyOtp, {
        state: {
          phoneNumber: sent.phoneNumber,
          maskedPhoneNumber: sent.maskedPhoneNumber,
          countryObj: { countryCode: 'AE', dialCode: '971' },
          from,
        },
      });
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className="page-flow auth-page">
      <PageHeader title={t('verification')} />
      <h2 className="auth-title">{t('enterYourWhatsApp')}</h2>
      <p className="muted">{t('weWillSend')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="phone">{t('whatsAppNumber')}</label>
          <div className="phone-input" dir="ltr">
            <span className="phone-dial" aria-hidden="true">
              +971
            </span>
            <input
              id="phone"
              className="input"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="050 123 4567"
              value={value}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'phone-error' : 'phone-hint'}
              onChange={(e) => {
                setError(hasNonDigits(e.target.value) ? t('workingMobileNumber') : null);
                setValue(formatAsYouType(e.target.value));
              }}
            />
          </div>
          <span id="phone-hint" className="sr-only">
            {t('dialCodeHint')}
          </span>
          {error ? (
            <p id="phone-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" block busy={busy} disabled={!e164}>
          {t('sendCode')}
        </Button>
      </form>
    </div>
  );
}
