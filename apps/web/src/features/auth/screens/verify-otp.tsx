import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, TIMERS, toLatinDigits } from '@sufra/contract';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { getSession } from '../../../shared/session/session-state.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSendOtpCode } from '../api/send-otp-code.ts';
import { useVerifyAccount } from '../api/verify-account.ts';
import { codeForm } from '../lib/code-form.ts';
import { typedInto } from '../lib/otp.ts';
import { clearCodeSent, codeSentThisSession, markCodeSent, resendSecondsLeft } from '../lib/pending-login.ts';
import '../auth.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

interface VerifyState {
  phoneNumber: string;
  maskedPhoneNumber: string;
  countryObj: { countryCode: string; dialCode: string };
  from?: { pathname?: string; search?: string };
}

/**
 * Code verification (002 §2.12, §4.5): 4 one-digit boxes (typing moves on, Backspace moves back,
 * a pasted code fills them, Arabic-Indic digits converted); 4 digits submit by themselves; the
 * masked phone; 'I haven't received the code • N sec' from 30, then a resend link. On success the
 * user is stored for this brand and the customer goes to 'from', else the basket when it has
 * items, else home. Without navigation state, or without a code sent in this tab, the screen returns
 * to login; a reload keeps the screen and its countdown (issue 6, see pending-login.ts). After a
 * refused code the boxes are cleared and the first one has the focus (issue 6).
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const state = useLocation().state as VerifyState | null;
  const empty = () => Array<string>(LIMITS.otpDigits).fill('');
  const { watch, setValue, handleSubmit, formState, setError, clearErrors } = useForm<
    { code: string[] },
    unknown,
    { code: string }
  >({ resolver: zodResolver(codeForm), defaultValues: { code: empty() } });
  const digits = watch('code');
  const setDigits = (next: string[]) => setValue('code', next);
  // The server's refusal ('Invalid verification code', a resend failure), in the request's language.
  const error = formState.errors.root?.server?.message ?? null;
  const busy = formState.isSubmitting;
  const brandId = brand.brand._id;
  const phone = state?.phoneNumber ?? '';
  // Issue 6: the resend deadline is kept (sessionStorage, absolute time): a reload continues the countdown.
  const [seconds, setSeconds] = useState<number>(() => resendSecondsLeft(brandId, phone));
  const [refused, setRefused] = useState(0);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // Set once the code is accepted: the sent-code record is gone by then, and the screen must not
  // bounce to login (and from there home) while the navigation to 'from' is under way.
  const signedIn = useRef(false);
  const verify = useVerifyAccount();
  const sendAgain = useSendOtpCode();

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(resendSecondsLeft(brandId, phone)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, brandId, phone]);
  useEffect(() => boxes.current[0]?.focus(), []);
  // Issue 6: after a refused code the boxes are cleared and the first one takes the focus.
  useEffect(() => {
    if (refused > 0) boxes.current[0]?.focus();
  }, [refused]);

  if (!state?.phoneNumber || (!signedIn.current && !codeSentThisSession(brandId, state.phoneNumber)))
    return <Navigate to={sp(paths.login)} replace state={{ from: state?.from }} />;
  const body = { phoneNumber: state.phoneNumber, countryObj: state.countryObj };

  const submit = handleSubmit(async ({ code }) => {
    clearErrors();
    try {
      const { token, user } = await verify.mutateAsync({ body, verificationCode: code });
      signedIn.current = true;
      getSession().signIn(token, user);
      clearCodeSent(brandId, state.phoneNumber);
      localStorage.setItem('sufra:loginEvent', String(Date.now()));
      const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
      const basketPath = outlet ? paths.storeBasket : paths.brandBasket;
      const from = state.from?.pathname ? `${state.from.pathname}${state.from.search ?? ''}` : null;
      const target = from ?? sp(getBasket().lines.length > 0 ? basketPath : paths.home);
      navigate(target, { replace: true });
    } catch (err) {
      setError('root.server', { message: (err as Error).message });
      setDigits(empty());
      setRefused((n) => n + 1);
    }
  });

  const fill = (start: number, typed: string) => {
    const incoming = toLatinDigits(typed).replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    let i = start;
    for (const d of incoming) {
      if (i >= LIMITS.otpDigits) break;
      next[i++] = d;
    }
    setDigits(next);
    boxes.current[Math.min(i, LIMITS.otpDigits - 1)]?.focus();
    // 002 §2.12: the fourth digit submits by itself.
    if (next.every((d) => d !== '') && !busy) void submit();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    const next = [...digits];
    if (next[index]) next[index] = '';
    else if (index > 0) {
      next[index - 1] = '';
      boxes.current[index - 1]?.focus();
    }
    setDigits(next);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const resend = async () => {
    clearErrors();
    try {
      await sendAgain.mutateAsync(body);
      markCodeSent(brandId, state.phoneNumber);
      setSeconds(TIMERS.otpResendCooldownSeconds);
    } catch (err) {
      setError('root.server', { message: (err as Error).message });
    }
  };

  return (
    <div className="page-flow auth-page">
      <PageHeader title={t('verification')} />
      <h2 className="auth-title">
        {t('verifyYour')} <span className="blink">{t('whatsApp')}</span>
      </h2>
      <p className="muted">
        {t('weSendCode')}{' '}
        <bdi dir="ltr" className="otp-phone">
          {state.maskedPhoneNumber}
        </bdi>
      </p>
      <fieldset
        className="otp-boxes"
        dir="ltr"
        aria-describedby={error ? 'otp-error' : undefined}
        aria-busy={busy}
      >
        <legend className="sr-only">{t('codeLegend')}</legend>
        {digits.map((d, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the four boxes are fixed positions
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className="otp-box"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={LIMITS.otpDigits}
            aria-label={t('digitOf', { index: i + 1, count: LIMITS.otpDigits })}
            value={d}
            // Read-only, not disabled, while the code is checked: disabling would drop the focus.
            readOnly={busy}
            onChange={(e) => fill(i, typedInto(d, e.target.value))}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
      </fieldset>
      {error ? (
        <p id="otp-error" className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="resend">
        {seconds > 0 ? (
          t('notReceived', { seconds })
        ) : (
          <button type="button" className="btn btn-ghost" onClick={resend}>
            {t('resendCode')}
          </button>
        )}
      </p>
    </div>
  );
}
