import type { Discount, PaymentOption, SelectedTip, Store, User } from '@sufra/contract';
import { filsToAed, type OrderTotals } from '@sufra/pricing';
import { toOrderLines } from '../../../shared/basket/order-lines.ts';
import { areaIdsOf, methodOfZone } from '../../../shared/delivery/area-rules.ts';
import type { DeliveryAddress, DeliveryZone } from '../../../shared/delivery/delivery-types.ts';
import { orderingPlatform } from '../../../shared/navigation/platform.ts';
import type { OrderTiming } from '../../../shared/order-settings/order-settings-state.ts';

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

/** The order type in both languages (001 §7.3 orderType). */
const ORDER_TYPES = {
  PICKUP: { type: 'PICKUP' as const, EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
  DELIVERY: { type: 'DELIVERY' as const, EN: { name: 'Delivery' }, AR: { name: 'توصيل' } },
};

/**
 * The delivery fields of the payload (001 §7.3 'Delivery only'; ADDR-23): `deliveryAddress` with
 * the saved address's id when it has one, the fields, city, country and area lower-cased and
 * `orderDeliveryLoc {type 'Point', coordinates [lat, lng]}`, the zone's shipping method and, for a
 * brand-based area, its `countryId` / `cityId` / `areaId` (decision 0020); `deliveryFee` (AED) and
 * `deliveryTime` (minutes) as shown — the server takes both from the zone (decision 0017).
 */
function deliveryFields(address: DeliveryAddress, zone: DeliveryZone) {
  return {
    deliveryAddress: {
      ...(address.savedId ? { userAddressId: address.savedId } : {}),
      address: address.address,
      addressType: address.addressType,
      street: address.street,
      building: address.building,
      floor: address.floor,
      appartmentNo: address.apartmentNo,
      area: address.area.toLowerCase(),
      city: address.city.toLowerCase(),
      country: address.country.toLowerCase(),
      orderDeliveryLoc: {
        type: 'Point' as const,
        coordinates: [address.lat, address.lng] as [number, number],
      },
      selectedDeliveryMethodInfo: { methodName: methodOfZone(zone) ?? 'MAPPED_AREA_BASED' },
      ...areaIdsOf(zone),
    },
    deliveryFee: filsToAed(zone.deliveryFeeFils),
    deliveryTime: zone.deliveryTimeMinutes,
  };
}

/**
 * The timing fields (001 §7.3, TIMING-16): ASAP, or a pre-order — `timingType` 'PREORDER',
 * `isPreOrder`, `preOrderDay` ('YYYY-MM-DD', Asia/Dubai) and `preOrderSlot` ('HH:mm - HH:mm', as
 * the store listed it; the server checks it, decision 0017) — and for pickup `pickupTiming`: the
 * spec's `{asap: true, time: null}`, or for a pickup pre-order `{asap: false, time: 'YYYY-MM-DD
 * HH:mm - HH:mm'}` (IS34, decision 0021; the server reads the pre-order fields, not this one).
 */
function timingFields(timing: OrderTiming | null | undefined, delivery: boolean) {
  const slot = timing?.type === 'PREORDER' ? timing.preOrderSlot : null;
  return {
    timingType: slot ? ('PREORDER' as const) : ('ASAP' as const),
    ...(slot ? { isPreOrder: true, preOrderDay: slot.day, preOrderSlot: slot.time } : {}),
    pickupTiming: delivery
      ? undefined
      : slot
        ? { asap: false, time: `${slot.day} ${slot.time}` }
        : { asap: true, time: null },
  };
}

/**
 * The place-order payload of a pickup or delivery order (001 §7.3, §2.8 step 2): the lines with AED
 * prices (toOrderLines), the timing, ASAP or a pre-order (timingFields), the pickup order type in
 * both languages, the vehicle info when given, the customer's contact, and the amounts the
 * customer saw, to 2 decimals (TOT-21):
 * `itemsTotalPrice` — Σ line totals before any discount (the server's items total);
 * `totalOrderPrice` — the Total (orderGrossAmount); `tipAmount` and `selectedTip` (TIP-07);
 * `discountApplied` only when a coupon is applied (DISC-23); `loyaltyApplied` only when loyalty
 * is applied and redeems more than 0 (LOY-07); for delivery (`delivery` given) the address, fee
 * and time (deliveryFields) instead of the pickup timing and vehicle. The server prices the order again and refuses a
 * difference (menu-updated flow).
 */
export function buildOrderPayload(input: {
  brandId: string;
  store: Pick<Store, '_id' | 'taxRate'>;
  lines: readonly PayloadLine[];
  promotions: PayloadPromotions;
  payment: PaymentOption;
  language: 'EN' | 'AR';
  specialInstructions: string;
  vehicleInfo: string;
  user: Pick<User, 'phoneNumber' | 'name' | 'email'>;
  /** The order's timing (absent or null: ASAP). */
  timing?: OrderTiming | null;
  delivery?: { address: DeliveryAddress; zone: DeliveryZone } | null;
}) {
  const { brandId, store, lines, payment, user } = input;
  const { totals, coupon, selectedTip, loyaltyApplied } = input.promotions;
  const vehicle = input.vehicleInfo.trim();
  const delivery = input.delivery ? deliveryFields(input.delivery.address, input.delivery.zone) : null;
  return {
    brandId,
    storeId: store._id,
    orderType: input.delivery ? ORDER_TYPES.DELIVERY : ORDER_TYPES.PICKUP,
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
    // Undefined fields are left out of the JSON: a pickup order has no delivery fields and back.
    pickupVehicleInfo: delivery ? undefined : vehicle || undefined,
    ...timingFields(input.timing, Boolean(delivery)),
    deliveryAddress: delivery?.deliveryAddress,
    deliveryFee: delivery?.deliveryFee,
    deliveryTime: delivery?.deliveryTime,
    // 000 §2.1: the platform read from the URL on load and kept for the session, default 'web'.
    orderingPlatform: orderingPlatform(),
    userInfo: { brandId, phoneNumber: user.phoneNumber, name: user.name, email: user.email },
  };
}
