import { useTranslation } from 'react-i18next';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useDineInNav } from '../lib/use-dine-in.ts';

/**
 * Payment Complete /dine-in/order/payment-success (002 §2.9, §4.3: a success without an
 * orderNumber): 'Thanks, Friend! Your payment has been completed', back to /dine-in with the query.
 */
export function Component() {
  const { t } = useTranslation('dine-in');
  const { go } = useDineInNav();
  return (
    <main className="full-screen-state dine-in-success">
      <h1>{t('paymentSuccessTitle')}</h1>
      <p>{t('paymentSuccessText')}</p>
      <Button onClick={() => go(dineInPaths.menu)}>{t('backToMenu')}</Button>
    </main>
  );
}
