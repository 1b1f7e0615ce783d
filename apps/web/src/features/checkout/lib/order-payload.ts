import type { Discount, PaymentOption, SelectedTip, Store, User } from '@sufra/contract';
import { filsToAed, type OrderTotals } from '@sufra/pricing';
import { toOrderLines } from '../../../shared/basket/order-lines.ts';

/** The basket line fields the payload reads (000 §3 Cart line; prices in fils). */
interface PayloadLine {
  itemId: string;
  categoryId: string;
  quantity: number;
  unitPriceFils: number;
  options: Array<{ optionId: string; modifierGroupId: string; quantity: number; priceFils: number }>;
}

/** The promotions of the order as the browser priced them (usePricedBasket). */
export interface PayloadPromotions {
  totals: Pick<
    OrderTotals,
    | 'originalPriceFils'
    | 'orderGrossAmountFils'
    | 'tipAmountFils'
    | 'discountAmountFils'
    | 'loyaltyAmountFils'
    | 'cashBackFils'
  >;
  /** The coupon applied to the order (checked by pricing), or null. */
  coupon: Pick<Discount, '_id' | 'discountCode' | 'discountType' | 'discountAmount'> | null;
  selectedTip: SelectedTip | null;
  loyaltyApplied: boolean;
}

/**
 * Payment options listed for pickup (001 §5.4): never PAY_LATER; CREDIT_CARD only with an
 * active card integration, and then first; the others in the store's order.
 */
export function listedPaymentOptions(
  options: readonly PaymentOption[],
  hasCardGateway: boolean,
): PaymentOption[] {
  const shown = options.filter(
    (o) => o.paymentType !== 'PAY_LATER' && (o.paymentType !== 'CREDIT_CARD' || hasCardGateway),
  );
  return [
    ...shown.filter((o) => o.paymentType === 'CREDIT_CARD'),
    ...shown.filter((o) => o.paymentType !== 'CREDIT_CARD'),
  ];
}

/**
 * The place-order payload of an ASAP pickup order (001 §7.3, §2.8 step 2): the lines with AED
 * prices (toOrderLines), the pickup order type in both languages, the vehicle info when given, the
 * customer's contact, and the amounts the customer saw, to 2 decimals (TOT-21):
 * `itemsTotalPrice` — Σ line totals before any discount (the server's items total);
 * `totalOrderPrice` — the Total (orderGrossAmount); `tipAmount` and `selectedTip` (TIP-07);
 * `discountApplied` only when a coupon is applied (DISC-23); `loyaltyApplied` only when loyalty
 * is applied and redeems more than 0 (LOY-07). The server prices the order again and refuses a
 * difference (menu-updated flow).
 */
export function buildPickupOrderPayload(input: {
  brandId: string;
  store: Pick<Store, '_id' | 'taxRate'>;
  lines: readonly PayloadLine[];
  promotions: PayloadPromotions;
  payment: PaymentOption;
  language: 'EN' | 'AR';
  specialInstructions: string;
  vehicleInfo: string;
  user: Pick<User, 'phoneNumber' | 'name' | 'email'>;
}) {
  const { brandId, store, lines, payment, user } = input;
  const { totals, coupon, selectedTip, loyaltyApplied } = input.promotions;
  const vehicle = input.vehicleInfo.trim();
  return {
    brandId,
    storeId: store._id,
    orderType: { type: 'PICKUP' as const, EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
    timingType: 'ASAP' as const,
    paymentType: payment.paymentType,
    selectedPaymentMethod: { EN: payment.EN, AR: payment.AR },
    orderedMenu: toOrderLines(lines),
    itemsTotalPrice: filsToAed(totals.originalPriceFils),
    totalOrderPrice: filsToAed(totals.orderGrossAmountFils),
    taxRate: store.taxRate,
    tipAmount: filsToAed(totals.tipAmountFils),
    selectedTip: totals.tipAmountFils > 0 ? selectedTip : null,
    ...(coupon
      ? {
          discountApplied: {
            discountAmountAvailedByCustomer: filsToAed(totals.discountAmountFils),
            discountValue: coupon.discountAmount,
            discountId: coupon._id,
            discountCode: coupon.discountCode,
            discountType: coupon.discountType,
          },
        }
      : {}),
    ...(loyaltyApplied && totals.loyaltyAmountFils > 0
      ? {
          loyaltyApplied: {
            redeemAmount: filsToAed(totals.loyaltyAmountFils),
            cashBackAmount: filsToAed(totals.cashBackFils),
          },
        }
      : {}),
    orderLanguage: input.language,
    orderLevelSpecialRequest: input.specialInstructions,
    pickupVehicleInfo: vehicle || undefined,
    pickupTiming: { asap: true, time: null },
    orderingPlatform: 'web',
    userInfo: { brandId, phoneNumber: user.phoneNumber, name: user.name, email: user.email },
  };
}
