import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  LIMITS,
  MESSAGES,
  messageText,
  messageTexts,
  type PlaceOrderBody,
} from '@sufra/contract';
import {
  aedToFils,
  computeBasketTotals,
  lineTotalFils,
  lineUnitPriceFils,
  mergeSelectedOptions,
  validateItemQuantities,
  validateModifierSelection,
} from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { requireStore, serviceEnabled } from '../stores/service.ts';
import { isStoreOpen, paymentOption, paymentTypesFor } from '../stores/store-mapper.ts';
import { type OptionSnapshot, type StoreSnapshot, serviceNames } from './order-mapper.ts';
import {
  findCustomer,
  findIdempotent,
  insertOrder,
  loadOrderableItems,
  nextOrderSequence,
  saveIdempotent,
  takeItemStock,
  takeModifierStock,
} from './repository.ts';

/**
 * `data` of a placed order. `trackingToken` (issue 5, decision 0007) makes the shareable link
 * `/track-order/{orderNumber}?t={trackingToken}`; only the placing customer receives it.
 */
export interface PlacedOrder {
  savedOrder: { _id: string; orderNumber: string; trackingToken: string };
}

/** A new order's tracking token: 32 random bytes (256 bits), base64url, 43 characters (issue 5). */
function newTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}

const menuUpdated = () => new HttpError(409, MESSAGES.menuUpdated, { error_category: 'menu_updated' });
const SCOPE = 'place-order';

/**
 * Recomputed lines of an order, priced from the database (fils). The same option listed twice in
 * a line is merged (quantities summed) before its maximum and stock are checked, and each item's
 * quantity is checked summed over all lines against min(99, maximumOrderQuantity) and its stock
 * (issue 5; 000 §5).
 */
function priceLines(
  body: PlaceOrderBody,
  loaded: Awaited<ReturnType<typeof loadOrderableItems>>,
  language: Language,
) {
  /** A name in the request's language (its English when it has no Arabic), for the messages (issue 6). */
  const named = (en: string, ar: string) => (language === 'AR' && ar.trim() ? ar : en);
  const lines = body.orderedMenu.map((line, position) => {
    const found = loaded.rows.find((r) => r.item.id === line.itemId);
    if (!found || found.categoryId !== line.categoryId) throw menuUpdated();
    const item = found.item;
    if (item.isOutOfStock || (item.isStockEnabled && item.availableStock <= 0))
      throw new HttpError(409, MESSAGES.itemOutOfStock);
    if (item.isStockEnabled && line.quantity > item.availableStock)
      throw new HttpError(409, MESSAGES.maxAvailableQuantity);
    const maxQuantity = Math.min(LIMITS.quantityMax, Math.max(LIMITS.quantityMin, item.maximumOrderQuantity));
    if (line.quantity > maxQuantity)
      throw new HttpError(400, {
        EN: messageTexts('maxQuantityAllowed', maxQuantity, item.titleEn).EN,
        AR: messageTexts('maxQuantityAllowed', maxQuantity, named(item.titleEn, item.titleAr)).AR,
      });
    const groups = loaded.groups.filter((g) => g.itemId === item.id);
    const ruleGroups = groups.map((g) => ({
      id: g.id,
      name: named(g.nameEn, g.nameAr),
      isSingleSelection: g.isSingleSelection,
      minimumAllowedSelection: g.minimumAllowedSelection,
      maximumAllowedSelection: g.maximumAllowedSelection,
      modifiers: loaded.options
        .filter((o) => o.modifierGroupId === g.id)
        .map((o) => ({
          id: o.id,
          name: named(o.nameEn, o.nameAr),
          maximumOrderQuantity: o.maximumOrderQuantity,
          isStockEnabled: o.isStockEnabled,
          availableStock: o.availableStock,
        })),
    }));
    const check = validateModifierSelection(ruleGroups, line.options);
    if (!check.ok) {
      // The package answers a code (issue 6); the error handler writes it in the request's language.
      if (check.reason.code === 'menuUpdated') throw menuUpdated();
      throw new HttpError(
        check.reason.code === 'maxAvailableQuantity' ? 409 : 400,
        messageText(check.reason, 'EN'),
      );
    }
    for (const chosen of line.options) {
      const o = loaded.options.find((x) => x.id === chosen.optionId)!;
      if (Math.abs(aedToFils(chosen.price) - o.priceFils) >= 1) throw menuUpdated();
    }
    const merged = mergeSelectedOptions(line.options);
    const options: OptionSnapshot[] = merged.map((chosen) => {
      const o = loaded.options.find((x) => x.id === chosen.optionId)!;
      return {
        optionId: o.id,
        modifierGroupId: o.modifierGroupId,
        nameEn: o.nameEn,
        nameAr: o.nameAr,
        priceFils: o.priceFils,
        quantity: chosen.quantity,
      };
    });
    const stockedOptions = merged
      .map((chosen) => ({ chosen, modifier: loaded.options.find((x) => x.id === chosen.optionId)! }))
      .filter(({ modifier }) => modifier.isStockEnabled)
      .map(({ chosen }) => ({ modifierId: chosen.optionId, quantity: chosen.quantity * line.quantity }));
    const unitPriceFils = lineUnitPriceFils(item.priceFils, options);
    if (Math.abs(aedToFils(line.price) - unitPriceFils) >= 1) throw menuUpdated();
    return {
      item,
      position,
      quantity: line.quantity,
      unitPriceFils,
      lineTotalFils: lineTotalFils(unitPriceFils, line.quantity),
      options,
      stockedOptions,
    };
  });
  const byItem = new Map(
    lines.map((l) => [
      l.item.id,
      {
        name: named(l.item.titleEn, l.item.titleAr),
        maximumOrderQuantity: l.item.maximumOrderQuantity,
        isStockEnabled: l.item.isStockEnabled,
        availableStock: l.item.availableStock,
      },
    ]),
  );
  const across = validateItemQuantities(
    lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
    byItem,
  );
  if (!across.ok)
    throw new HttpError(
      across.reason.code === 'maxAvailableQuantity' ? 409 : 400,
      messageText(across.reason, 'EN'),
    );
  return lines;
}

/**
 * order/place-order-v2 (001 §7.3, §4.9, §5.1): recomputes every price from the database with
 * packages/pricing (amounts in integer fils; the body's prices are AED) and answers
 * `{ savedOrder: { _id, orderNumber, trackingToken } }` (the tracking token of issue 5, decision
 * 0007). Errors (HttpError, answered `{ success: 0, message }`):
 * - 404 'Something was incorrect.' — the store is not one of ctx.brandId's;
 * - 400 'This service is not available for this store' — service not enabled on the store;
 * - 409 MESSAGES.storeClosedRightNow — closed now (ctx.now, Asia/Dubai opening hours, 001 §8.3);
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
 * - 409 'This request was already used with other data' — Idempotency-Key reused with another body.
 * Writes the stock decrements, the order sequence, the order, its lines, its first status and the
 * idempotency record in ONE transaction. A retry with the same `Idempotency-Key` (same brand,
 * scope 'place-order', same customer and body) answers the first result without writing.
 */
export async function placeOrder(
  db: Db,
  ctx: RequestContext,
  body: PlaceOrderBody,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify([ctx.customerId, body]))
    .digest('hex');
  const replay = async (): Promise<PlacedOrder | null> => {
    if (!idempotencyKey) return null;
    const previous = await findIdempotent(db, ctx, SCOPE, idempotencyKey);
    if (!previous) return null;
    if (previous.requestHash !== requestHash) throw new HttpError(409, MESSAGES.requestReused);
    return previous.response as PlacedOrder;
  };
  const first = await replay();
  if (first) return first;
  try {
    return await writeOrder(db, ctx, body, idempotencyKey, requestHash);
  } catch (error) {
    // A concurrent twin with the same key committed first: its primary key made this transaction
    // fail (and roll back), so answer what it answered.
    if (!idempotencyKey || error instanceof HttpError) throw error;
    const twin = await replay();
    if (twin) return twin;
    throw error;
  }
}

/** Validates, prices and writes one order (the body of placeOrder after the idempotency replay). */
async function writeOrder(
  db: Db,
  ctx: RequestContext,
  body: PlaceOrderBody,
  idempotencyKey: string | undefined,
  requestHash: string,
): Promise<PlacedOrder> {
  const brand = await requireBrand(db, ctx);
  const store = await requireStore(db, ctx, body.storeId);
  const service = body.orderType.type;
  if (!serviceEnabled(store, service)) throw new HttpError(400, MESSAGES.serviceNotAvailable);
  if (!isStoreOpen(store, ctx.now)) throw new HttpError(409, MESSAGES.storeClosedRightNow);
  if (!paymentTypesFor(store, service).includes(body.paymentType))
    throw new HttpError(400, MESSAGES.choosePaymentMethod);
  const vehicle = store.vehicleInfoForPickup as { isActive: boolean; isRequired: boolean };
  if (
    service === 'PICKUP' &&
    vehicle.isActive &&
    vehicle.isRequired &&
    (body.pickupVehicleInfo ?? '').trim().length < LIMITS.vehicleInfoMinLength
  ) {
    throw new HttpError(400, MESSAGES.enterVehicleInfo);
  }
  const customer = await findCustomer(db, ctx);
  if (!customer) throw new HttpError(401, MESSAGES.loginToContinue);

  const loaded = await loadOrderableItems(db, ctx, store.id, [
    ...new Set(body.orderedMenu.map((l) => l.itemId)),
  ]);
  const lines = priceLines(body, loaded, ctx.language);
  const taxRatePercent = Number(store.taxRate);
  const totals = computeBasketTotals({ lines, taxRatePercent, tipFils: aedToFils(body.tipAmount) });
  const maxFils = aedToFils(LIMITS.orderAmountMaxAed);
  if (totals.itemsTotalFils > maxFils || totals.totalFils > maxFils)
    throw new HttpError(400, MESSAGES.orderTooLarge);
  if (Math.abs(aedToFils(body.itemsTotalPrice) - totals.itemsTotalFils) >= 1) throw menuUpdated();
  if (Math.abs(aedToFils(body.totalOrderPrice) - totals.totalFils) >= 1) throw menuUpdated();

  const method = paymentOption(store.id, service, body.paymentType);
  const storeSnapshot: StoreSnapshot = {
    _id: store.id,
    nameEn: store.nameEn,
    nameAr: store.nameAr,
    whatsAppContact: store.whatsAppContact,
    mobileNumber: store.mobileNumber,
    manualAddress: store.manualAddress,
    manualAddressAr: store.manualAddressAr,
    prepMinutes:
      service === 'PICKUP'
        ? store.averagePrepTimeForPickup
        : service === 'DINE_IN'
          ? store.averagePrepTimeForDineIn
          : store.averagePrepTime,
    brandLogo: (brand.settings as { brandLogoFirst?: string | null }).brandLogoFirst ?? null,
  };
  return db.transaction(async (tx) => {
    const needed = new Map<string, number>();
    for (const l of lines)
      if (l.item.isStockEnabled) needed.set(l.item.id, (needed.get(l.item.id) ?? 0) + l.quantity);
    for (const [itemId, quantity] of needed) {
      if (!(await takeItemStock(tx, ctx, itemId, quantity)))
        throw new HttpError(409, MESSAGES.maxAvailableQuantity);
    }
    const neededOptions = new Map<string, number>();
    for (const { modifierId, quantity } of lines.flatMap((l) => l.stockedOptions)) {
      neededOptions.set(modifierId, (neededOptions.get(modifierId) ?? 0) + quantity);
    }
    for (const [modifierId, quantity] of neededOptions) {
      if (!(await takeModifierStock(tx, ctx, modifierId, quantity)))
        throw new HttpError(409, MESSAGES.maxAvailableQuantity);
    }
    const { sequence, prefix } = await nextOrderSequence(tx, ctx);
    const order = await insertOrder(
      tx,
      ctx,
      {
        storeId: store.id,
        customerId: customer.id,
        orderNumber: `${prefix}-${String(sequence).padStart(5, '0')}`,
        serviceType: service,
        timingType: body.timingType,
        status: 'PENDING',
        paymentType: body.paymentType,
        paymentMethodName: { en: method.EN.name, ar: method.AR.name, service: serviceNames(service) },
        itemsTotalFils: totals.itemsTotalFils,
        discountFils: totals.discountFils,
        deliveryFeeFils: totals.deliveryFeeFils,
        taxRate: store.taxRate,
        taxFils: totals.taxFils,
        tipFils: totals.tipFils,
        totalFils: totals.totalFils,
        orderLanguage: body.orderLanguage,
        specialRequest: body.orderLevelSpecialRequest,
        pickupVehicleInfo: body.pickupVehicleInfo?.trim() || null,
        orderingPlatform: body.orderingPlatform,
        storeSnapshot,
        customerSnapshot: { name: customer.name, phoneNumber: customer.phoneNumber, email: customer.email },
        placedAt: ctx.now,
        trackingToken: newTrackingToken(),
      },
      lines.map((l) => ({
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
      })),
    );
    const result: PlacedOrder = {
      savedOrder: { _id: order.id, orderNumber: order.orderNumber, trackingToken: order.trackingToken },
    };
    if (idempotencyKey)
      await saveIdempotent(tx, ctx, {
        scope: SCOPE,
        key: idempotencyKey,
        requestHash,
        statusCode: 200,
        response: result,
      });
    return result;
  });
}
