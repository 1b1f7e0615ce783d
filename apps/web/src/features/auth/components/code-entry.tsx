import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, TIMERS, toLatinDigits } from '@sufra/contract';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { getSession } from '../../../shared/session/session-state.ts';
import { useSendOtpCode } from '../api/send-otp-code.ts';
import { useVerifyAccount } from '../api/verify-account.ts';
import { codeForm } from '../lib/code-form.ts';
import { typedInto } from '../lib/otp.ts';
import { clearCodeSent, markCodeSent, resendSecondsLeft } from '../lib/pending-login.ts';

/** What the code entry needs: the phone the code was sent to (002 §2.12, from the phone entry). */
export interface CodeEntryProps {
  phoneNumber: string;
  maskedPhoneNumber: string;
  countryObj: { countryCode: string; dialCode: string };
  /** Called once the server accepted the code, before the session is stored (the page stops guarding). */
  onVerifying(): void;
  /** Called after the customer is signed in (session stored, other tabs told): where to go next. */
  onVerified(): void;
}

/**
 * The code verification of 002 §2.12, §4.5, shared by the page (/auth/verify-otp) and the popup
 * variant (issue 19): 'Verify your' with the blinking messaging app, the masked phone, 4 one-digit
 * boxes (typing moves on, Backspace moves back, a pasted code fills them, Arabic-Indic digits
 * converted), 4 digits submit by themselves, 'I haven't received the code • N sec' from 30 then a
 * resend link. On success the user is stored for this brand and `onVerified` decides where to
 * go. After a refused code the boxes are cleared and the first one has the focus (issue 6).
 */
export function CodeEntry({
  phoneNumber,
  maskedPhoneNumber,
  countryObj,
  onVerifying,
  onVerified,
}: CodeEntryProps) {
  const brand = useBrand();
  const { t } = useTranslation('auth');
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
  const phone = phoneNumber;
  // Issue 6: the resend deadline is kept (sessionStorage, absolute time): a reload continues the countdown.
  const [seconds, setSeconds] = useState<number>(() => resendSecondsLeft(brandId, phone));
  const [refused, setRefused] = useState(0);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
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

  const body = { phoneNumber, countryObj };

  const submit = handleSubmit(async ({ code }) => {
    clearErrors();
    try {
      const { token, user } = await verify.mutateAsync({ body, verificationCode: code });
      onVerifying();
      getSession().signIn(token, user);
      clearCodeSent(brandId, phoneNumber);
      localStorage.setItem('sufra:loginEvent', String(Date.now()));
      onVerified();
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
      markCodeSent(brandId, phoneNumber);
      setSeconds(TIMERS.otpResendCooldownSeconds);
    } catch (err) {
      setError('root.server', { message: (err as Error).message });
    }
  };

  return (
    <>
      <h2 className="auth-title">
        {t('verifyYour')} <span className="blink">{t('whatsApp')}</span>
      </h2>
      <p className="muted">
        {t('weSendCode')}{' '}
        <bdi dir="ltr" className="otp-phone">
          {maskedPhoneNumber}
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
    </>
  );
}
