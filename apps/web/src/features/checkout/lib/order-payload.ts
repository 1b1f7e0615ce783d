import type { PaymentOption, Store, User } from '@sufra/contract';
import { type BasketTotals, filsToAed, mergeSelectedOptions } from '@sufra/pricing';

/** The basket line fields the payload reads (000 §3 Cart line; prices in fils). */
interface PayloadLine {
  itemId: string;
  categoryId: string;
  quantity: number;
  unitPriceFils: number;
  options: Array<{ optionId: string; modifierGroupId: string; quantity: number; priceFils: number }>;
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
 * The place-order payload of an ASAP pickup order (001 §7.3, §2.8 step 2): prices in AED from
 * the basket's fils, the pickup order type in both languages, the vehicle info when given and the
 * customer's contact (the server takes prices and the user from its own records). The same option
 * twice in a line is sent once with the summed quantity (issue 5, pricing.mergeSelectedOptions).
 */
export function buildPickupOrderPayload(input: {
  brandId: string;
  store: Pick<Store, '_id' | 'taxRate'>;
  lines: readonly PayloadLine[];
  totals: Pick<BasketTotals, 'itemsTotalFils' | 'totalFils'>;
  payment: PaymentOption;
  language: 'EN' | 'AR';
  specialInstructions: string;
  vehicleInfo: string;
  user: Pick<User, 'phoneNumber' | 'name' | 'email'>;
}) {
  const { brandId, store, lines, totals, payment, user } = input;
  const vehicle = input.vehicleInfo.trim();
  return {
    brandId,
    storeId: store._id,
    orderType: { type: 'PICKUP' as const, EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
    timingType: 'ASAP' as const,
    paymentType: payment.paymentType,
    selectedPaymentMethod: { EN: payment.EN, AR: payment.AR },
    orderedMenu: lines.map((l) => ({
      itemId: l.itemId,
      categoryId: l.categoryId,
      quantity: l.quantity,
      price: filsToAed(l.unitPriceFils),
      options: mergeSelectedOptions(l.options).map((o) => ({
        optionId: o.optionId,
        modifierGroupId: o.modifierGroupId,
        quantity: o.quantity,
        price: filsToAed(o.priceFils),
      })),
    })),
    itemsTotalPrice: filsToAed(totals.itemsTotalFils),
    totalOrderPrice: filsToAed(totals.totalFils),
    taxRate: store.taxRate,
    tipAmount: 0,
    orderLanguage: input.language,
    orderLevelSpecialRequest: input.specialInstructions,
    pickupVehicleInfo: vehicle || undefined,
    pickupTiming: { asap: true, time: null },
    orderingPlatform: 'web',
    userInfo: { brandId, phoneNumber: user.phoneNumber, name: user.name, email: user.email },
  };
}
