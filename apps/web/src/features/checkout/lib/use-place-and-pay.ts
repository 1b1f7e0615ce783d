import type { PaymentOption, PaymentProviderChoice, Store, User } from '@sufra/contract';
import { useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { ApiError } from '../../../shared/api/client.ts';
import type { BasketLine } from '../../../shared/basket/basket-state.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import type { DeliveryChoice } from '../../../shared/delivery/delivery-types.ts';
import { failureMessage, type ShownMessage } from '../../../shared/i18n/shown-message.ts';
import type { OrderTiming } from '../../../shared/order-settings/order-settings-state.ts';
import { type PlaceOrderInput, usePlaceOrder } from '../api/place-order.ts';
import { buildOrderPayload, type PayloadPromotions } from './order-payload.ts';

/** What 'Place Order' sends and pays with (001 §2.8 step 2), as the checkout has it at the tap. */
export interface PlaceAndPayOrder {
  store: Store;
  user: User;
  lines: readonly BasketLine[];
  promotions: PayloadPromotions;
  payment: PaymentOption;
  provider: PaymentProviderChoice;
  /** Whether the chosen option is paid by card with a provider (the card flow of decision 0022). */
  byCard: boolean;
  specialInstructions: string;
  vehicleInfo: string;
  timing: OrderTiming | null;
  /** Delivery only: the address and zone (null for pickup, or while incomplete). */
  delivery: Pick<DeliveryChoice, 'address' | 'zone'> | null;
  /** The store's name in the UI language (the hosted-iframe accessoryContent.storeName). */
  storeName: string;
  /**
   * A dine-in order (issue 18, decision 0032): the dine-in fields laid over the payload
   * (features/dine-in dineInOrderFields), what the payment collects when it is not the order's
   * Total (the payable, TOT-19: the tab or a split; fils), the checkout path a provider returns
   * to and the hosted-iframe confirmation path (both with the table link's query). Absent for
   * pickup and delivery.
   */
  dineIn?: {
    fields: Partial<PlaceOrderInput['payload']>;
    payableFils: number;
    checkoutPath: string;
    confirmPath: string;
  };
}

/**
 * How an attempt ends for the screen: paid, the message to show (a code of the card rules, or a
 * failure's text as it is: the server's in the request's language), or the menu-updated modal (000 §2.22).
 */
export interface PlaceAndPayHandlers {
  onPaid(orderNumber: string, trackingToken: string | null): void;
  onError(message: ShownMessage): void;
  onMenuUpdated(): void;
}

/**
 * Checkout's place-then-pay (001 §2.8 step 2, decision 0022 "Order first"): a new card is
 * tokenised before placing, so an invalid card places no order (001 §5.4); the order is placed
 * with this attempt's Idempotency-Key (decision 0004); a card order is then paid for
 * (payments/checkout-card.ts, loaded with the first card order) — paid → `onPaid`; on the way to
 * the provider the loader stays a moment (releaseLoader). Recovery: a failure shows its text (a
 * 'menu_updated' refusal the modal); the key is kept for a retry of the same attempt when nothing
 * was placed and the failure was the network's or the server's (0 or 5xx, or no ApiError), and
 * when a placed order's payment failed that way; any other outcome starts a new attempt (a new
 * key: a refused order, or a placed order whose payment failed — cancelled by the server).
 * `busy` is true while the attempt runs.
 */
export function usePlaceAndPay(handlers: PlaceAndPayHandlers) {
  const brand = useBrand();
  const api = useApi();
  const placeOrder = usePlaceOrder();
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';

  const place = async (order: PlaceAndPayOrder): Promise<void> => {
    const { provider, byCard } = order;
    // The card code loads with the first card order (payments/checkout-card.ts).
    const card = byCard && provider.kind !== 'none' ? await import('../payments/checkout-card.ts') : null;
    const chargeFils = order.dineIn?.payableFils ?? order.promotions.totals.orderGrossAmountFils;
    const refused = card?.cardProblem(chargeFils);
    if (refused) return handlers.onError(refused);
    setBusy(true);
    let orderPlaced = false;
    try {
      const newCard = card && provider.kind !== 'none' ? await card.tokenizeNewCard(provider) : null;
      const basePayload = buildOrderPayload({
        brandId: brand.brand._id,
        store: order.store,
        lines: order.lines,
        promotions: order.promotions,
        payment: order.payment,
        language: api.language(),
        specialInstructions: order.specialInstructions,
        vehicleInfo: order.vehicleInfo,
        user: order.user,
        timing: order.timing,
        delivery:
          order.delivery?.address && order.delivery.zone
            ? { address: order.delivery.address, zone: order.delivery.zone }
            : null,
      });
      const payload: PlaceOrderInput['payload'] = order.dineIn
        ? { ...basePayload, ...order.dineIn.fields }
        : basePayload;
      const result = await placeOrder.mutateAsync({ payload, idempotencyKey: idempotencyKey.current });
      const { orderNumber, trackingToken } = result.savedOrder;
      if (!card || provider.kind === 'none') return handlers.onPaid(orderNumber, trackingToken);
      orderPlaced = true;
      // The order waits in PENDING_PAYMENT; the provider's flow pays for it (decision 0022).
      const outcome = await card.payPlacedOrder({
        provider,
        placed: result,
        totalFils: chargeFils,
        store: { id: order.store._id, name: order.storeName },
        brand,
        userId: order.user.userId,
        api,
        newCard,
        checkoutPath: order.dineIn?.checkoutPath ?? (outlet ? paths.storeCheckout : paths.brandCheckout),
        confirmPath: order.dineIn?.confirmPath,
      });
      if (outcome.status === 'paid') return handlers.onPaid(outcome.orderNumber, trackingToken);
      // On the way to the provider the loader stays a moment (001 §4.12: 4 s; §4.13: 5 s).
      card.releaseLoader(outcome, provider, () => setBusy(false));
      idempotencyKey.current = crypto.randomUUID();
    } catch (err) {
      card?.settleWallet(false);
      setBusy(false);
      if (err instanceof ApiError && err.errorCategory === 'menu_updated') handlers.onMenuUpdated();
      else handlers.onError(failureMessage(err));
      const retryable = !(err instanceof ApiError) || err.status >= 500 || err.status === 0;
      if (!orderPlaced && retryable) return;
      // A placed order whose payment failed is cancelled (decision 0022): placing again makes a new one.
      if (orderPlaced && err instanceof ApiError && retryable) return;
      idempotencyKey.current = crypto.randomUUID();
    }
  };

  return { busy, place };
}
