import type { PaymentTiming } from '@sufra/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';
import { markOrderPlaced } from '../../../shared/navigation/after-order.ts';
import { dineInSession } from './dine-in-session.ts';
import { useDineInNav } from './use-dine-in.ts';

/** What the dine-in order-success screen reads from the navigation state. */
export interface DineInSuccessState {
  trackingToken: string | null;
  /** 002 §2.4: a PAY_LATER order shows 'Bon appétit! Sahtein', 'Enjoy!', 'Scan QR Code later to pay anytime!'. */
  payLater: boolean;
}

/**
 * The outcome of a placed dine-in order (002 §4.3, §2.9, §2.10): with an orderNumber →
 * /dine-in/order/order-success/{n} (the navigation state says whether it was PAY_LATER), without →
 * /dine-in/order/payment-success, keeping the query. A guest who only paid the table's bill (an
 * empty basket: the server's payment order has a number but no dish, decision 0032) sees
 * 'Payment Complete' too — nothing of theirs is being prepared; then the cart (and its tip), the split, the
 * timing and the table kept for the session are reset, and the table's tab is asked again.
 */
export function useFinishDineInOrder() {
  const brandId = useBrand().brand._id;
  const queryClient = useQueryClient();
  const { go } = useDineInNav();
  return (orderNumber: string, trackingToken: string | null, timing: PaymentTiming | null) => {
    markOrderPlaced();
    const state: DineInSuccessState = { trackingToken, payLater: timing === 'PAY_LATER' };
    const paidTabOnly = getBasket().lines.length === 0;
    if (orderNumber && !paidTabOnly) go(dineInPaths.orderSuccess(orderNumber), { replace: true, state });
    else go(dineInPaths.paymentSuccess, { replace: true });
    getBasket().clear();
    dineInSession(brandId).getState().reset(true);
    void queryClient.invalidateQueries({ queryKey: ['table', brandId] });
  };
}
