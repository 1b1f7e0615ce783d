import {
  type OperatorOrder,
  ORDER_AWAITING_PAYMENT,
  type Order,
  type OrderPaymentStatus,
  type OrderStatus,
  type PaymentType,
  type PublicOrder,
  type ServiceType,
  type TimingType,
} from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import { toPlacedDelivery } from './order-delivery.ts';
import type { OrderHistoryRow, OrderLineRow, OrderRow } from './repository.ts';

const SERVICE_NAMES: Record<ServiceType, { en: string; ar: string }> = {
  DELIVERY: { en: 'Delivery', ar: 'توصيل' },
  PICKUP: { en: 'Pickup', ar: 'استلام' },
  DINE_IN: { en: 'DINE IN', ar: 'تناول في المطعم' },
};

/**
 * Shapes an order with its lines and status history as the contract's Order (002 §3). Amounts AED;
 * times unix seconds. discountAmount is the 000 §2.15 'Discount' (automatic item discounts + the
 * coupon), discountCode the coupon's code, voucherDiscount its percent (002 §2.18; null for none or
 * a fixed coupon), loyaltyAmount the credits redeemed, cashBackAmount what completion earns,
 * waiverAmount the delivery fee waived (issue 7); courier the dispatched order's courier (002
 * §2.20) and feedback the customer's (002 §2.21), both null before (issue 17).
 */
export function toOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  orderPayments: readonly OrderPaymentMoney[] = [],
  feedback: OrderFeedbackRow | null = null,
): Order {
  const store = row.storeSnapshot;
  const customer = row.customerSnapshot;
  const method = row.paymentMethodName;
  const service = row.serviceType as ServiceType;
  const orderedMenu = lines.map((l) => ({
    _id: l.id,
    itemId: l.itemId,
    categoryId: l.categoryId,
    sku: l.sku,
    quantity: l.quantity,
    price: filsToAed(l.unitPriceFils),
    lineTotal: filsToAed(l.lineTotalFils),
    baseLanguage: { title: l.titleEn },
    translations: { en: { title: l.titleEn }, ar: { title: l.titleAr } },
    itemImageURLs: l.imageUrls,
    options: l.options.map((o) => ({
      _id: o.optionId,
      optionId: o.optionId,
      modifierGroupId: o.modifierGroupId,
      price: filsToAed(o.priceFils),
      quantity: o.quantity,
      sku: null,
      baseLanguage: { optionName: o.nameEn },
      translations: { en: { optionName: o.nameEn }, ar: { optionName: o.nameAr } },
    })),
  }));
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    brandId: row.brandId,
    storeId: row.storeId,
    // An order awaiting its card payment shows PENDING with paymentStatus AWAITING (002 §4.1 has no such status).
    orderStatus: (row.status === ORDER_AWAITING_PAYMENT ? 'PENDING' : row.status) as OrderStatus,
    orderPlacedTime: Math.floor(row.placedAt.getTime() / 1000),
    orderType: {
      type: service,
      EN: { name: SERVICE_NAMES[service].en },
      AR: { name: SERVICE_NAMES[service].ar },
    },
    timingType: row.timingType as TimingType,
    // Once the store accepted with a preparation time (issue 17), the customer sees its ETA.
    expectedTime:
      acceptedEta(row) ??
      (row.timingType === 'ASAP' && store.prepMinutes
        ? Math.floor(row.placedAt.getTime() / 1000) + store.prepMinutes * 60
        : null),
    storeInfo: {
      _id: store._id,
      baseLanguage: { name: store.nameEn },
      translations: { en: { name: store.nameEn }, ar: { name: store.nameAr } },
      whatsAppContact: store.whatsAppContact,
      mobileNumber: store.mobileNumber,
      manualAddress: store.manualAddress,
      manualAddressAR: store.manualAddressAr ?? '',
      brandLogo: store.brandLogo,
    },
    orderedMenu,
    itemImageURLs: orderedMenu.flatMap((l) => l.itemImageURLs).slice(0, 1),
    itemsTotalPrice: filsToAed(row.itemsTotalFils),
    taxRate: Number(row.taxRate),
    taxAmount: filsToAed(row.taxFils),
    tipAmount: filsToAed(row.tipFils),
    deliveryFee: filsToAed(row.deliveryFeeFils),
    discountAmount: filsToAed(row.discountFils),
    discountCode: row.discountCode,
    loyaltyAmount: filsToAed(row.loyaltyFils),
    cashBackAmount: filsToAed(row.cashbackFils),
    waiverAmount: filsToAed(row.waiverFils),
    voucherDiscount: row.discountPercent === null ? null : Number(row.discountPercent),
    totalOrderPrice: filsToAed(row.totalFils),
    paymentType: row.paymentType as PaymentType,
    selectedPaymentMethod: { EN: { name: method.en }, AR: { name: method.ar } },
    orderLevelSpecialRequest: row.specialRequest,
    pickupVehicleInfo: row.pickupVehicleInfo,
    orderLanguage: row.orderLanguage === 'AR' ? 'AR' : 'EN',
    statusHistory: history
      .filter((h) => h.status !== ORDER_AWAITING_PAYMENT)
      .map((h) => ({
        status: h.status as OrderStatus,
        at: Math.floor(h.at.getTime() / 1000),
      })),
    paymentStatus: orderPaymentStatus(row, orderPayments),
    statusReason: row.statusReason,
    customer: { name: customer.name, phoneNumber: customer.phoneNumber },
    deliveryAddress: row.deliverySnapshot ? toPlacedDelivery(row.deliverySnapshot) : null,
    preOrderSlot: row.preOrderSlot ?? null,
    trackingToken: row.trackingToken,
    courier: toOrderCourier(row),
    feedback: feedback ? { rating: feedback.rating, comment: feedback.comment } : null,
    dineIn: toOrderDineIn(row),
  };
}

/**
 * A dine-in order's table (issue 18, decision 0032): its number, payment timing and, for a payment
 * on a table's tab, its charge in AED (null: it collected its own total); null for other orders.
 */
function toOrderDineIn(row: OrderRow): Order['dineIn'] {
  if (row.dineInTableNumber === null) return null;
  return {
    tableNumber: row.dineInTableNumber,
    paymentTiming: row.paymentTiming === 'PAY_LATER' ? 'PAY_LATER' : 'PAY_NOW',
    chargeAmount: row.chargeFils === null ? null : filsToAed(row.chargeFils),
  };
}

/** An order's feedback as the mappers take it (002 §2.21): stars 1–5 and the comment. */
export interface OrderFeedbackRow {
  rating: number;
  comment: string | null;
}

/**
 * The courier of a dispatched order as the customer's tracking reads it (002 §2.20, issue 17,
 * decision 0029): `updatedAt` the position's time in unix seconds; null before dispatch.
 */
function toOrderCourier(row: OrderRow): Order['courier'] {
  const c = row.courier;
  if (!c) return null;
  return {
    name: c.name,
    phone: c.phone,
    vehicle: c.vehicle,
    lat: c.lat,
    lng: c.lng,
    updatedAt: c.positionAt ? Math.floor(Date.parse(c.positionAt) / 1000) : null,
    trackingUrl: c.trackingUrl ?? null,
  };
}

/** One payment of an order as its payment status reads it: the provider's status and its money (fils). */
export interface OrderPaymentMoney {
  status: string;
  amountFils: number;
  refundedFils: number;
}

/** Payment statuses whose money was captured (refunds may have followed). */
const CAPTURED = new Set(['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * A card order's payment status (issue 9, decision 0022; issue 16 D2) from its money, not from the
 * newest or worst payment row: of the payments that captured money, the net (Σ amount − refunded,
 * fils) > 0 → PAID (an extra charge of a double tap, refunded in full, leaves the order PAID);
 * captured but all given back → REFUNDED; nothing captured → AWAITING while the order is in
 * PENDING_PAYMENT, FAILED otherwise; null for other payment types.
 */
function orderPaymentStatus(
  row: OrderRow,
  orderPayments: readonly OrderPaymentMoney[],
): OrderPaymentStatus | null {
  if (row.paymentType !== 'CREDIT_CARD') return null;
  const captured = orderPayments.filter((p) => CAPTURED.has(p.status));
  if (captured.length > 0) {
    const netFils = captured.reduce((sum, p) => sum + p.amountFils - p.refundedFils, 0);
    return netFils > 0 ? 'PAID' : 'REFUNDED';
  }
  if (row.status === ORDER_AWAITING_PAYMENT) return 'AWAITING';
  return 'FAILED';
}

/**
 * The first word of a name, at most 40 characters, or null (issue 5: a tracking-link answer shows
 * no name beyond a first name).
 */
function firstNameOf(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/u)[0] ?? '';
  return first ? Array.from(first).slice(0, 40).join('') : null;
}

/**
 * Shapes an order for an anonymous holder of its tracking link (issue 5, decision 0007; 002
 * §2.19): toOrder's fields minus everything personal — the customer is reduced to a first name;
 * phone, e-mail, special request, vehicle info and the tracking token itself are left out. The
 * store part keeps only the store's own public contacts (002 §2.19 contact buttons).
 */
export function toPublicOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  orderPayments: readonly OrderPaymentMoney[] = [],
): PublicOrder {
  const {
    customer,
    orderLevelSpecialRequest: _request,
    pickupVehicleInfo: _vehicle,
    trackingToken: _token,
    deliveryAddress: _address,
    feedback: _feedback,
    ...rest
  } = toOrder(row, lines, history, orderPayments);
  return { ...rest, customer: { firstName: firstNameOf(customer.name) } };
}

/** The English and Arabic names of a service type (order types, 000 §3). */
export function serviceNames(service: ServiceType) {
  return SERVICE_NAMES[service];
}

/** Unix seconds of a date, or null. */
const unixOrNull = (at: Date | null): number | null => (at ? Math.floor(at.getTime() / 1000) : null);

/**
 * The ETA the store gave on accepting (issue 17), unix seconds: the expected delivery time of a
 * delivery order, else the expected ready time; null before the store accepted with a prep time.
 */
function acceptedEta(row: OrderRow): number | null {
  return unixOrNull(row.estimatedDeliveryAt ?? row.estimatedReadyAt);
}

/**
 * Shapes an order for the operator API (issue 17, decision 0024): toOrder's fields without the
 * tracking token and with the customer's first name only, plus the lifecycle — version, prep
 * minutes, expected ready / delivery times and the ready mark (unix seconds), the reason of a
 * reject or cancel, the courier (position time in unix seconds), and the customer's feedback
 * (002 §2.21; null before it is given).
 */
export function toOperatorOrder(
  row: OrderRow,
  lines: OrderLineRow[],
  history: OrderHistoryRow[],
  orderPayments: readonly OrderPaymentMoney[] = [],
  feedback: OrderFeedbackRow | null = null,
): OperatorOrder {
  const { customer, trackingToken: _token, ...rest } = toOrder(row, lines, history, orderPayments, feedback);
  const courier = row.courier;
  return {
    ...rest,
    customer: { firstName: firstNameOf(customer.name) },
    version: row.version,
    prepMinutes: row.prepMinutes,
    estimatedReadyAt: unixOrNull(row.estimatedReadyAt),
    estimatedDeliveryAt: unixOrNull(row.estimatedDeliveryAt),
    readyAt: unixOrNull(row.readyAt),
    statusReason: row.statusReason,
    courier: courier
      ? {
          name: courier.name,
          phone: courier.phone,
          vehicle: courier.vehicle,
          lat: courier.lat,
          lng: courier.lng,
          positionAt: courier.positionAt ? Math.floor(Date.parse(courier.positionAt) / 1000) : null,
          trackingUrl: courier.trackingUrl ?? null,
        }
      : null,
  };
}
