import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useDineInNav } from '../lib/use-dine-in.ts';
import type { DineInSuccessState } from '../lib/use-finish-order.ts';

/**
 * The dine-in order placed /dine-in/order/order-success/{orderNumber} (002 §2.10, §4.3): the order's
 * number, 'Track order' → /dine-in/track-order/{n} and 'Home' → /dine-in, both keeping the query.
 * A PAY_LATER order (the navigation state) also shows the pay-later confirmation of 002 §2.4 —
 * 'Bon appétit! Sahtein', 'Enjoy!', 'Scan QR Code later to pay anytime!' (decision 0032, web: the
 * spec does not say on which screen; this is the screen a pay-later guest lands on).
 */
export function Component() {
  const { t } = useTranslation('dine-in');
  const { orderId = '' } = useParams();
  const { go } = useDineInNav();
  const state = useLocation().state as Partial<DineInSuccessState> | null;
  return (
    <main className="page-flow dine-in-success">
      {state?.payLater ? (
        <section className="dine-in-bon-appetit" aria-labelledby="bon-appetit">
          <h1 id="bon-appetit">{t('bonAppetit')}</h1>
          <p>{t('enjoy')}</p>
          <p className="muted">{t('scanLater')}</p>
        </section>
      ) : null}
      <p className="dine-in-order-placed">{t('orderPlaced', { number: `\u2068${orderId}\u2069` })}</p>
      <div className="table-landing-actions">
        <Button
          block
          onClick={() =>
            go(dineInPaths.trackOrder(orderId), { state: { trackingToken: state?.trackingToken ?? null } })
          }
        >
          {t('trackOrder')}
        </Button>
        <Button block variant="secondary" onClick={() => go(dineInPaths.menu)}>
          {t('home')}
        </Button>
      </div>
    </main>
  );
}
