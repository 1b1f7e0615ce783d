import { type CodedMessage, coded, LIMITS, type Store, type User } from '@sufra/contract';
import { validateItemQuantities } from '@sufra/pricing';

/** What 001 §5.1 validates for a pickup or (issue 8) a delivery order. */
export interface OrderDraft {
  brandId: string | null;
  store: Pick<
    Store,
    '_id' | 'taxRate' | 'vehicleInfoForPickup' | 'baseLanguage' | 'manualAddress' | 'storeLocation'
  > | null;
  user: Pick<User, 'userId' | 'phoneNumber'> | null;
  serviceType: 'PICKUP' | 'DELIVERY' | 'DINE_IN';
  vehicleInfo: string;
  paymentType: string | null;
  itemsTotalFils: number | null;
  totalFils: number | null;
  timing: { type: 'ASAP' | 'PREORDER'; preOrderSlot: { day: string; time: string } | null } | null;
  /**
   * Delivery only (001 §5.1): the zone's terms (fee, minimum, time and the mapped area) and the
   * delivery address (address, city, street, addressType).
   */
  delivery?: {
    zone: {
      zoneId: string;
      deliveryFeeFils: number;
      minOrderFils: number;
      deliveryTimeMinutes: number;
    } | null;
    address: { address: string; city: string; street: string; addressType: string } | null;
  };
  /** A coupon the customer applied that the basket no longer qualifies for (pricing refused it; 001 §5.1 discount rule). */
  couponRefused?: boolean;
  /**
   * The basket lines with their item limits (issue 5): an item's quantity summed over all lines
   * must stay within min(99, maximumOrderQuantity) and its stock (000 §5). `name` is the title in
   * the UI language. Optional: without it this rule is skipped.
   */
  lines?: ReadonlyArray<{
    itemId: string;
    quantity: number;
    name: string;
    maximumOrderQuantity: number;
    isStockEnabled: boolean;
    availableStock: number;
  }>;
}

/**
 * Order validation before placing (001 §5.1), the rules that apply to a pickup order (an applied
 * coupon that no longer applies is 'workingPromoCode'), and (issue 5) each item's quantity summed
 * over the basket lines (000 §5); returns the first problem as a catalogue code with its values
 * (CodedMessage, issue 16: errors by code) or null. `requirePayment` is false on step 1 (the
 * payment is chosen on step 2).
 */
export function orderProblem(order: OrderDraft, opts: { requirePayment: boolean }): CodedMessage | null {
  const vehicle = order.store?.vehicleInfoForPickup;
  if (
    order.serviceType === 'PICKUP' &&
    vehicle?.isActive &&
    vehicle.isRequired &&
    order.vehicleInfo.trim().length < LIMITS.vehicleInfoMinLength
  ) {
    return coded('enterVehicleInfo');
  }
  if (
    !order.store?._id ||
    order.store.taxRate === undefined ||
    order.store.taxRate === null ||
    !order.brandId
  )
    return coded('somethingIncorrect');
  if (opts.requirePayment && !order.paymentType) return coded('choosePaymentMethod');
  if (!order.user?.phoneNumber || !order.user.userId) return coded('somethingIncorrect');
  if (order.serviceType === 'DELIVERY') {
    const { zone, address } = order.delivery ?? { zone: null, address: null };
    if (!zone?.zoneId) return coded('somethingIncorrect');
    if (!address?.address.trim() || !address.city || !address.street || !address.addressType)
      return coded('chooseAddress');
  }
  if (!order.store.baseLanguage.name || !order.store.manualAddress || !order.store.storeLocation.coordinates)
    return coded('somethingIncorrect');
  if (order.itemsTotalFils === null || order.totalFils === null) return coded('somethingIncorrect');
  if (order.couponRefused) return coded('workingPromoCode');
  if (
    order.timing?.type === 'PREORDER' &&
    (!order.timing.preOrderSlot?.day || !order.timing.preOrderSlot.time)
  )
    return coded('chooseTimeForPreOrder');
  if (order.lines) {
    const across = validateItemQuantities(order.lines, new Map(order.lines.map((l) => [l.itemId, l])));
    if (!across.ok) return across.reason;
  }
  return null;
}
