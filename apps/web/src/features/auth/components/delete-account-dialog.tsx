import { toLatinDigits } from '@sufra/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAed, isolated } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * 'Delete my account' (issue 19, decision 0034), in two steps. First the warning: what goes
 * (profile, addresses, cards), what stays (the orders, without name and phone), the wallet
 * balance forfeited (AED, isolated for RTL) when above 0, 'You cannot undo this action', and
 * 'Send Code'. Then the code sent to the masked phone (Latin or Arabic-Indic digits, 4) and
 * 'Delete my account'; a refusal ('Invalid verification code', 'Code has expired', …) shows the
 * API's message. `onDeleted` runs once the API answered `{ deleted: true }`.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  walletBalance,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The wallet's balance in AED, or null when unknown. */
  walletBalance: number | null;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const mutation = useDeleteAccount();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (next) return;
    setSentTo(null);
    setCode('');
    setError(null);
    onOpenChange(false);
  };
  const sendCode = async () => {
    setError(null);
    try {
      const answer = await mutation.mutateAsync({});
      if ('codeSent' in answer) setSentTo(answer.maskedPhoneNumber);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const confirm = async () => {
    setError(null);
    try {
      const answer = await mutation.mutateAsync({ code });
      if ('deleted' in answer) onDeleted();
    } catch (e) {
      setError((e as Error).message);
      setCode('');
    }
  };
  const warning = (
    <>
      <span className="delete-account-line">{t('deleteAccountWhat')}</span>
      {walletBalance !== null && walletBalance > 0 ? (
        <strong className="delete-account-line">
          {t('deleteAccountWallet', { amount: isolated(formatAed(walletBalance, language)) })}
        </strong>
      ) : null}
      <span className="delete-account-line">{t('deleteAccountSignInAgain')}</span>
      <span className="delete-account-line">{t('deleteAccountUndo')}</span>
    </>
  );
  const errorLine = error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('deleteAccountTitle')}
      description={
        sentTo === null ? (
          warning
        ) : (
          <>
            {t('deletionCodeSent')}{' '}
            {/* The masked phone has no strong character: isolated left-to-right, as on verify-otp. */}
            <bdi dir="ltr">{sentTo}</bdi>
          </>
        )
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('cancel')}
          </Button>
          {sentTo === null ? (
            <Button variant="danger" busy={mutation.isPending} onClick={sendCode}>
              {t('sendCode')}
            </Button>
          ) : (
            <Button variant="danger" busy={mutation.isPending} disabled={code.length !== 4} onClick={confirm}>
              {t('deleteMyAccount')}
            </Button>
          )}
        </>
      }
    >
      {sentTo !== null ? (
        <div className="field">
          <label htmlFor="delete-account-code">{t('deletionCode')}</label>
          <input
            id="delete-account-code"
            className="input delete-account-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={4}
            value={code}
            aria-invalid={Boolean(error)}
            onChange={(e) => setCode(toLatinDigits(e.target.value).replace(/\D/g, '').slice(0, 4))}
          />
          <button type="button" className="btn btn-ghost" onClick={sendCode} disabled={mutation.isPending}>
            {t('resendCode')}
          </button>
        </div>
      ) : null}
      {errorLine}
    </Modal>
  );
}
