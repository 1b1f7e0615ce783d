import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  LIMITS,
  meetsOnlineMinimum,
  ORDER_AWAITING_PAYMENT,
  PAYMENT_WINDOW_SECONDS,
  type PlaceOrderBody,
  resolvePaymentProvider,
} from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { StoreSnapshot } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { commitOnce, type IdempotencyRef, replayAnswer, writeOnce } from '../../platform/idempotency.ts';
import { outboxWrite } from '../../platform/outbox.ts';
import { orderableItemsRead, priceLines, type ServerLine } from '../basket/service.ts';
import { cachedBrandStore, type DeliveryDeps } from '../delivery/zone-service.ts';
import {
  checkDineIn,
  dineInOrderValues,
  holdDineIn,
  type OwnBasket,
  recordDineIn,
} from '../dine-in/service.ts';
import {
  completeOrderPromotions,
  lockCustomerForPromotions,
  orderPromotionsRead,
  plainPromotionWrites,
  recordOrderPromotions,
} from '../promotions/service.ts';
import { paymentOption, paymentTypesFor, prepMinutesOf, serviceEnabled } from '../stores/service.ts';
import { resolveDelivery } from './order-delivery.ts';
import { serviceNames } from './order-mapper.ts';
import { priceOrderForBody } from './order-pricing.ts';
import { checkOrderTiming } from './order-timing.ts';
import { insertOrder, readOrderInputs, takeItemStock, takeModifierStock } from './repository.ts';

/**
 * `data` of a placed order. `trackingToken` (issue 5, decision 0007) makes the shareable link
 * `/track-order/{orderNumber}?t={trackingToken}`; only the placing customer receives it.
 */
export interface PlacedOrder {
  savedOrder: { _id: string; orderNumber: string; trackingToken: string };
  /**
   * A CREDIT_CARD order (issue 9, decision 0022): its id, the amount to pay (AED) and the end of
   * its payment window (unix seconds). Absent for other payment types.
   */
  payment?: { orderId: string; amount: number; expiresAt: number };
  /** A dine-in order on a table's tab (issue 18): what remains to pay after it (AED) and the tab's version. */
  table?: { remainingAmount: number; version: number };
}

/** A new order's tracking token: 32 random bytes (256 bits), base64url, 43 characters (issue 5). */
function newTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}

const SCOPE = 'place-order';

/**
 * order/place-order-v2 (001 §7.3, §4.9, §5.1): recomputes every price from the database with
 * packages/pricing's priceOrder (amounts in integer fils; the body's prices are AED) — automatic
 * item discounts, the coupon of `discountApplied`, the loyalty redeem of `loyaltyApplied`, the tip
 * of `selectedTip`, the store's waiver, VAT (issue 7, decision 0014; order-pricing.ts) — and answers
 * `{ savedOrder: { _id, orderNumber, trackingToken } }` (the tracking token of issue 5, decision
 * 0007). Errors (AppError by code, answered `{ success: 0, code, message }`):
 * - 404 'Something was incorrect.' — the store is not one of ctx.brandId's;
 * - 400 'This service is not available for this store' — service not enabled on the store;
 * - 409 MESSAGES.storeClosedRightNow — an ASAP order while closed (ctx.now, Asia/Dubai opening
 *   hours, 001 §8.3); a pre-order's slot is checked instead (order-timing.ts checkOrderTiming:
 *   400 preOrderNotEnabled, chooseTimeForPreOrder, preOrderSlotPassed, preOrderSlotUnavailable);
 * - delivery (order-delivery.ts resolveDelivery, decision 0017): the fee and minimum come from the
 *   store's zone holding the address's point (or its area entry) — 409 MESSAGES.deliveryPaused
 *   outside every zone of the store, 404 addressNotFound / noDeliveryMethod, 400 chooseAddress;
 *   below the zone's minimum → 400 'Add {x} AED more' (001 §5.4);
 * - 400 MESSAGES.choosePaymentMethod — payment type not offered for the service (001 §5.1);
 * - 400 MESSAGES.enterVehicleInfo — required vehicle info shorter than 2 trimmed chars (001 §5.1);
 * - 409 MESSAGES.menuUpdated with error_category 'menu_updated' — a line or option that no longer
 *   exists (inactive, deleted, another brand's, wrong category or group) or a unit price, items
 *   total or order total that differs from the server's by ≥ 0.01 AED (000 §2.22);
 * - 400 000 §5 modifier texts (group minimum/maximum, option maximumOrderQuantity);
 * - 400 '{max} is the maximum quantity allowed for {name}' — an item's quantity summed over all
 *   lines above min(99, maximumOrderQuantity), or a modifier's (duplicates in a line summed) above
 *   its maximum (issue 5);
 * - 400 MESSAGES.orderTooLarge — the recomputed items total or total above 1 000 000 AED (issue 5);
 * - 409 MESSAGES.itemOutOfStock / MESSAGES.maxAvailableQuantity — stock (items and modifiers,
 *   summed over lines and duplicate options);
 * - 409 'This request was already used with other data' — Idempotency-Key reused with another body;
 * - the promotion refusals of priceOrderForBody (400 coupon texts, couponOrLoyalty, invalidTip;
 *   409 'menu updated' for a discount, tip or total the client showed wrongly; 409
 *   loyaltyUnavailable) and of recordOrderPromotions (400 couponUsedUp, 409 loyaltyUnavailable
 *   when a concurrent order took the last use or the balance first).
 * - CREDIT_CARD (issue 9, decision 0022): 400 MESSAGES.addMoreThanTwoAED — total not above 2 AED
 *   (TOT-20); 400 MESSAGES.noPaymentMethods — the brand has no card gateway; otherwise the order is
 *   written in PENDING_PAYMENT (stock and promotions taken as for cash) and the answer carries
 *   `payment: { orderId, amount (AED), expiresAt (unix s, + PAYMENT_WINDOW_SECONDS) }`.
 * - DINE_IN (issue 18, decision 0032; dine-in/place-dine-in.ts): 404 dineInNotAvailable, 404
 *   tableNotFound (no or a wrong table link, or a store not of the brand), 409 payLaterNotAllowed,
 *   400 choosePaymentMethod; PAY_LATER opens or joins the table's tab and goes to the kitchen;
 *   PAY_NOW on an open tab holds its share under the tab's lock (409 tableBillChanged,
 *   splitTypeLocked, the SplitError codes, 400 addMoreThanTwoAED on the share) and its payment
 *   collects `charge_fils`; the answer carries `table: { remainingAmount, version }`.
 * Writes the stock decrements, the order sequence, the order (with its coupon, loyalty, cashback,
 * waiver and tip), its lines, its first status, its adjustments, the coupon's use, the wallet
 * debit with its 'redeem' ledger row, the 'order.created' outbox row (not for a card order: issue
 * 17) and the idempotency record in ONE transaction. A retry with the same `Idempotency-Key` (same brand,
 * scope 'place-order', same customer and body) answers the first result and keeps nothing of its
 * own run (its transaction fails on the stored key and rolls back; a refusal replays the same way).
 */
export async function placeOrder(
  deps: DeliveryDeps,
  ctx: RequestContext,
  body: PlaceOrderBody,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify([ctx.customerId, body]))
    .digest('hex');
  const ref = idempotencyKey
    ? { brandId: ctx.brandId, scope: SCOPE, key: idempotencyKey, requestHash }
    : null;
  // A retry is rare: the stored answer is looked up only when this run cannot commit — its key
  // is taken (commitOnce replays it) or a refusal comes first, e.g. the stock the first run took
  // (issue 16: no idempotency read on an order's way in).
  try {
    return await writeOrder(deps, ctx, body, ref);
  } catch (error) {
    if (ref && error instanceof AppError) {
      const first = await replayAnswer<PlacedOrder>(deps.db, ref);
      if (first) return first;
    }
    throw error;
  }
}

/** The selectedTip stored with an order: as sent, or a tipAmount sent alone as a custom tip (AED), or null. */
function selectedTipOf(body: PlaceOrderBody) {
  if (body.selectedTip) return body.selectedTip;
  return body.tipAmount > 0 ? { type: 'custom' as const, value: body.tipAmount } : null;
}

/** Validates, prices and writes one order (the body of placeOrder after the idempotency replay). */
async function writeOrder(
  deps: DeliveryDeps,
  ctx: RequestContext,
  body: PlaceOrderBody,
  ref: IdempotencyRef | null,
): Promise<PlacedOrder> {
  const db = deps.db;
  // The brand and store rows from the store cache (decision 0016; issue 16: no query per order).
  // A DINE_IN order at another brand's or an unknown store is a table not found (decision 0032: one answer).
  const { brand, store } = await cachedBrandStore(deps, ctx, body.storeId).catch((e: unknown) => {
    const unknown = e instanceof AppError && e.code === 'somethingIncorrect';
    throw unknown && body.orderType.type === 'DINE_IN' ? new AppError('tableNotFound', 404) : e;
  });
  const service = body.orderType.type;
  // Dine-in (issue 18, decision 0032): the store's dine-in rules and the table link, first.
  const dine = service === 'DINE_IN' ? await checkDineIn(db, ctx, brand, store, body) : null;
  if (!dine && !serviceEnabled(store, service)) throw new AppError('serviceNotAvailable', 400);
  const timing = checkOrderTiming(store, service, body, ctx.now);
  if (!paymentTypesFor(store, service).includes(body.paymentType))
    throw new AppError('choosePaymentMethod', 400);
  const vehicle = store.vehicleInfoForPickup;
  if (
    service === 'PICKUP' &&
    vehicle.isActive &&
    vehicle.isRequired &&
    (body.pickupVehicleInfo ?? '').trim().length < LIMITS.vehicleInfoMinLength
  ) {
    throw new AppError('enterVehicleInfo', 400);
  }
  // The signed-in customer (registerCall answered 401 without one); their name, phone and e-mail
  // are snapshotted by the order's own statement (insertOrder; issue 16: no customer read).
  const customerId = ctx.customerId;
  if (!customerId) throw new AppError('loginToContinue', 401);
  const delivery = service === 'DELIVERY' ? await resolveDelivery(deps, ctx, store, body) : null;

  // The items and the promotion rows in one round trip (issue 16).
  const [loaded, promotionRows] = await readOrderInputs(
    db,
    orderableItemsRead(ctx, store.id, [...new Set(body.orderedMenu.map((l) => l.itemId))]),
    orderPromotionsRead(ctx, customerId),
  );
  const lines = priceLines(body.orderedMenu, loaded, ctx.language);
  const promotions = await completeOrderPromotions(db, ctx, customerId, body, promotionRows);
  const priced = priceOrderForBody(ctx, body, lines, store, promotions, delivery);
  const totals = priced.totals;
  const coupon = promotions.coupon;
  // A card order (issue 9, decision 0022): TOT-20 and a card gateway, then it waits for its payment.
  const byCard = body.paymentType === 'CREDIT_CARD';
  if (byCard) {
    // A dine-in card order's minimum is its charge, known under the tab's lock (holdDineIn).
    if (!dine && !meetsOnlineMinimum(totals.orderGrossAmountFils))
      throw new AppError('addMoreThanTwoAED', 400);
    const integrations = Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [];
    if (resolvePaymentProvider(integrations).kind === 'none') throw new AppError('noPaymentMethods', 400);
  }

  const option = paymentOption(store.id, service, body.paymentType);
  const method = dine?.method ? { EN: { name: dine.method.en }, AR: { name: dine.method.ar } } : option;
  const storeSnapshot: StoreSnapshot = {
    _id: store.id,
    nameEn: store.nameEn,
    nameAr: store.nameAr,
    whatsAppContact: store.whatsAppContact,
    mobileNumber: store.mobileNumber,
    manualAddress: store.manualAddress,
    manualAddressAr: store.manualAddressAr,
    // The store's prep time plus its busy extra (decision 0030): the ASAP ETA until accepted.
    prepMinutes: prepMinutesOf(store, service),
    brandLogo: brand.settings.brandLogoFirst ?? null,
  };
  const orderId = randomUUID();
  const trackingToken = newTrackingToken();
  const values = {
    id: orderId,
    storeId: store.id,
    customerId: customerId,
    serviceType: service,
    timingType: timing.timingType,
    preOrderSlot: timing.preOrderSlot,
    deliveryZoneId: delivery?.zoneId ?? null,
    deliverySnapshot: delivery,
    status: byCard ? ORDER_AWAITING_PAYMENT : 'PENDING',
    paymentType: body.paymentType,
    paymentMethodName: { en: method.EN.name, ar: method.AR.name, service: serviceNames(service) },
    itemsTotalFils: totals.originalPriceFils,
    discountFils: totals.itemDiscountFils + totals.discountAmountFils,
    deliveryFeeFils: totals.deliveryFeeFils,
    taxRate: store.taxRate,
    taxFils: totals.taxAmountFils,
    tipFils: totals.tipAmountFils,
    totalFils: totals.orderGrossAmountFils,
    discountId: coupon?.id ?? null,
    discountCode: coupon?.code ?? null,
    discountPercent: coupon?.discountType === 'percentage' ? coupon.percentage : null,
    loyaltyFils: totals.loyaltyAmountFils,
    cashbackFils: totals.cashBackFils,
    waiverFils: totals.waiverAmountFils,
    selectedTip: selectedTipOf(body),
    orderLanguage: body.orderLanguage,
    specialRequest: body.orderLevelSpecialRequest,
    pickupVehicleInfo: body.pickupVehicleInfo?.trim() || null,
    orderingPlatform: body.orderingPlatform,
    storeSnapshot,
    placedAt: ctx.now,
    trackingToken,
  };
  const lineValues = lines.map((l) => ({
    itemId: l.item.id,
    categoryId: l.item.categoryId,
    sku: l.item.sku,
    titleEn: l.item.titleEn,
    titleAr: l.item.titleAr,
    imageUrls: l.item.imageUrls,
    quantity: l.quantity,
    unitPriceFils: l.unitPriceFils,
    lineTotalFils: l.lineTotalFils,
    options: l.options,
    position: l.position,
  }));
  // The answer; its order number is taken with the order (the brand's sequence). A tab payment
  // collects its charge (decision 0032), every other order its total.
  const answer = (
    orderNumber: string,
    chargeFils: number | null = null,
    table?: PlacedOrder['table'],
  ): PlacedOrder => ({
    savedOrder: { _id: orderId, orderNumber, trackingToken },
    ...(table ? { table } : {}),
    ...(byCard
      ? {
          payment: {
            orderId,
            amount: filsToAed(chargeFils ?? totals.orderGrossAmountFils),
            expiresAt: Math.floor(ctx.now.getTime() / 1000) + PAYMENT_WINDOW_SECONDS,
          },
        }
      : {}),
  });

  // Issue 17 (decision 0025): a placed order's 'order.created' outbox row (the outbound webhooks)
  // is one more part of the order's own statement; a card order's is written when it is paid
  // (payments' payment-apply.ts), since until then the restaurant has nothing to prepare.
  const events = byCard ? [] : [outboxWrite(db, ctx.brandId, 'order.created', { orderId })];
  const stock = stockNeeded(lines);
  const promotionWrites =
    !dine && stock.items.size === 0 && stock.options.size === 0
      ? plainPromotionWrites(db, ctx, { orderId, priced, coupon })
      : null;
  if (promotionWrites) {
    // Nothing to take or check first (issue 16): the sequence, the order, its lines, its first
    // status, its adjustments and its idempotent answer are ONE statement — its own transaction,
    // one round trip.
    return writeOnce(db, ref, async (storeAnswer) => {
      const order = await insertOrder(db, ctx, values, lineValues, {
        also: [...promotionWrites, ...events],
        answer:
          storeAnswer &&
          ((orderNumber) =>
            storeAnswer(answer(''), { path: ['savedOrder', 'orderNumber'], value: orderNumber })),
      });
      return answer(order.orderNumber);
    });
  }
  return commitOnce(db, ref, async (tx) => {
    // The same customer's orders with a coupon or a redeem take their turn (issue 7).
    if (coupon || totals.loyaltyAmountFils > 0) await lockCustomerForPromotions(tx, ctx, customerId);
    for (const [itemId, quantity] of stock.items) {
      if (!(await takeItemStock(tx, ctx, itemId, quantity))) throw new AppError('maxAvailableQuantity', 409);
    }
    for (const [modifierId, quantity] of stock.options) {
      if (!(await takeModifierStock(tx, ctx, modifierId, quantity)))
        throw new AppError('maxAvailableQuantity', 409);
    }
    if (!dine) {
      const order = await insertOrder(tx, ctx, values, lineValues, { also: events });
      await recordOrderPromotions(tx, ctx, { orderId, customerId: customerId, priced, coupon });
      return answer(order.orderNumber);
    }
    // Dine-in (decision 0032): the tab's lock after the stock's (the order a cancel takes them in),
    // the share held, the order with its dine-in columns, then the tab's rows — one transaction.
    const own: OwnBasket = {
      totalFils: totals.orderGrossAmountFils,
      taxFils: totals.taxAmountFils,
      tipFils: totals.tipAmountFils,
      lines: lines.map((l) => ({
        itemId: l.item.id,
        optionIds: l.options.map((o) => o.optionId),
        quantity: l.quantity,
        lineTotalFils: l.lineTotalFils,
        titleEn: l.item.titleEn,
        titleAr: l.item.titleAr,
      })),
    };
    const hold = await holdDineIn(tx, dine, own, body);
    const order = await insertOrder(tx, ctx, { ...values, ...dineInOrderValues(dine, hold) }, lineValues, {
      also: events,
    });
    await recordOrderPromotions(tx, ctx, { orderId, customerId: customerId, priced, coupon });
    const table = await recordDineIn(tx, ctx, hold, { id: orderId, customerId, lines: own.lines });
    return answer(order.orderNumber, hold.chargeFils, table);
  });
}

/** The stock an order takes: quantities summed by item (stock-enabled ones) and by modifier, over all lines. */
function stockNeeded(lines: readonly ServerLine[]) {
  const items = new Map<string, number>();
  for (const l of lines)
    if (l.item.isStockEnabled) items.set(l.item.id, (items.get(l.item.id) ?? 0) + l.quantity);
  const options = new Map<string, number>();
  for (const { modifierId, quantity } of lines.flatMap((l) => l.stockedOptions)) {
    options.set(modifierId, (options.get(modifierId) ?? 0) + quantity);
  }
  return { items, options };
}
