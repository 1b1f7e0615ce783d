import { Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTypeChoice } from './card-type-choice.tsx';
import { prepareWallet } from './wallet.ts';

/**
 * The device-wallet choice (001 §4.11, PAY-14): offered only with the card-elements provider
 * (the panel checks it), when the device supports a wallet (Stripe's Payment Request,
 * canMakePayment, for the order's total `totalFils`); choosing it sets the type WALLET.
 * Nothing is shown on a device without a wallet.
 */
export function WalletChoice({
  publishableKey,
  totalFils,
  disabled,
}: {
  publishableKey: string;
  totalFils: number;
  disabled: boolean;
}) {
  const { t } = useTranslation('payments');
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareWallet(publishableKey, totalFils).then((ok) => live && setSupported(ok));
    return () => {
      live = false;
    };
  }, [publishableKey, totalFils]);
  if (!supported) return null;
  return (
    <CardTypeChoice
      type="WALLET"
      disabled={disabled}
      icon={<Wallet size={20} aria-hidden="true" />}
      label={t('payWithWallet')}
    />
  );
}
