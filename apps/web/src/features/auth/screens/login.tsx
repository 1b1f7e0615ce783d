import { zodResolver } from '@hookform/resolvers/zod';
import { type MessageKey, TIMERS } from '@sufra/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { useSession } from '../../../shared/session/session-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { usePasswordLessLogin } from '../api/password-less-login.ts';
import type { CodeEntryProps } from '../components/code-entry.tsx';
import { markCodeSent } from '../lib/pending-login.ts';
import { formatAsYouType, hasNonDigits } from '../lib/phone.ts';
import { phoneForm } from '../lib/phone-form.ts';
import { popupSignInTarget } from '../lib/popup-target.ts';
import '../auth.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

// The popup's code step loads only when a popup sign-in sends a code (the page keeps its first JS).
const CodeEntry = lazy(() => import('../components/code-entry.tsx').then((m) => ({ default: m.CodeEntry })));

/**
 * Sign-in, phone entry (002 §2.11, §5): 'Verification'; the WhatsApp number with the dial code
 * shown apart (default AE, +971), formatted as typed, Arabic-Indic digits converted; 'Send Code'
 * only for a valid mobile; then the code screen with the phone and the 'from' location. A user who
 * already holds a token is sent back (login-only, 002 §2.1).
 * Popup variant (002 §2.12, issue 19, decision 0037): opened with `state.popup` (the loyalty popup's
 * Login), the code is asked in a dialog over this page, and success goes to the store page or home
 * (popupSignInTarget) instead of 'from'.
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const token = useSession((s) => s.token);
  const sendCode = usePasswordLessLogin();
  const { control, handleSubmit, formState, setError, clearErrors } = useForm<
    { phone: string },
    unknown,
    { phone: string }
  >({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: '' },
    // The field's own check runs as typed (below): re-validating a half-typed number would
    // show the error before the customer has finished.
    reValidateMode: 'onSubmit',
  });
  const { field } = useController({ control, name: 'phone' });
  const from = (location.state as { from?: unknown } | null)?.from;
  const popup = (location.state as { popup?: unknown } | null)?.popup === true;
  const [codeFor, setCodeFor] = useState<Omit<CodeEntryProps, 'onVerifying' | 'onVerified'> | null>(null);
  // Set once the popup's code is accepted: the token must not send the page home meanwhile.
  const popupSignedIn = useRef(false);
  // Issue 6 (decision 0100 IS-NAV1): Back from checkout steps onto this sign-in page, which the
  // sign-in redirect left in the history; a signed-in customer goes on back (to the basket).
  const backOverLogin =
    Boolean(token && from) &&
    navigationType === 'POP' &&
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  useEffect(() => {
    if (backOverLogin) navigate(-1);
  }, [backOverLogin, navigate]);
  if (token && popupSignedIn.current) return null;
  if (token) return backOverLogin ? null : <Navigate to={sp(paths.home)} replace />;
  const valid = phoneForm.safeParse({ phone: field.value }).success;
  const busy = formState.isSubmitting;
  // The schema's only text is the spec's; a server refusal is shown as the server wrote it (in the request's language).
  const error = formState.errors.phone
    ? t('workingMobileNumber')
    : (formState.errors.root?.server?.message ?? null);

  const submit = handleSubmit(async ({ phone: e164 }) => {
    try {
      const sent = await sendCode.mutateAsync({
        phoneNumber: e164,
        countryObj: { countryCode: 'AE', dialCode: '971' },
      });
      markCodeSent(brand.brand._id, sent.phoneNumber);
      await new Promise((r) => setTimeout(r, TIMERS.otpSentStateDelayMs));
      if (popup) {
        const countryObj = { countryCode: 'AE', dialCode: '971' };
        setCodeFor({ phoneNumber: sent.phoneNumber, maskedPhoneNumber: sent.maskedPhoneNumber, countryObj });
        return;
      }
      navigate(sp(paths.verifyOtp), {
        state: {
          phoneNumber: sent.phoneNumber,
          maskedPhoneNumber: sent.maskedPhoneNumber,
          countryObj: { countryCode: 'AE', dialCode: '971' },
          from,
        },
      });
    } catch (err) {
      setError('root.server', { message: (err as Error).message });
    }
  });

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
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'phone-error' : 'phone-hint'}
              onChange={(e) => {
                // 002 §5: a letter or sign is refused at once; typing anything else clears the error.
                if (hasNonDigits(e.target.value))
                  setError('phone', { type: 'custom', message: 'workingMobileNumber' satisfies MessageKey });
                else clearErrors();
                field.onChange(formatAsYouType(e.target.value));
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
        <Button type="submit" block busy={busy} disabled={!valid}>
          {t('sendCode')}
        </Button>
      </form>
      <Modal
        open={codeFor !== null}
        onOpenChange={(o) => (o ? null : setCodeFor(null))}
        title={t('verification')}
      >
        {codeFor ? (
          <Suspense fallback={null}>
            <CodeEntry
              {...codeFor}
              onVerifying={() => {
                popupSignedIn.current = true;
              }}
              onVerified={() => {
                const s = getOrderSettings();
                const target = popupSignInTarget(
                  {
                    serviceType: s.serviceType,
                    selectedStoreId: s.selectedStoreId,
                    hasArea: s.delivery.zone !== null,
                  },
                  paths,
                );
                navigate(sp(target), { replace: true });
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
