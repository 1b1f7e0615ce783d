import { createHash } from 'node:crypto';
import { LIMITS, MESSAGES, type PlaceOrderBody } from '@sufra/contract';
import { aedToFils, computeBasketTotals, lineTotalFils, lineUnitPriceFils, validateModifierSelection } from '@sufra/pricing';
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
} from './repository.ts';

/** `data` of a placed order. */
export interface PlacedOrder {
  savedOrder: { _id: string; orderNumber: string };
}

const menuUpdated = () => new HttpError(409, MESSAGES.menuUpdated, { error_category: 'menu_updated' });
const SCOPE = 'place-order';

/** Recomputed lines of an order, priced from the database (fils). */
function priceLines(body: PlaceOrderBody, loaded: Awaited<ReturnType<typeof loadOrderableItems>>) {
  return body.orderedMenu.map((line, position) => {
    const found = loaded.rows.find((r) => r.item.id === line.itemId);
    if (!found || found.categoryId !== line.categoryId) throw menuUpdated();
    const item = found.item;
    if (item.isOutOfStock) throw new HttpError(409, MESSAGES.itemOutOfStock);
    if (item.isStockEnabled && line.quantity > item.availableStock) throw new HttpError(409, MESSAGES.maxAvailableQuantity);
    if (line.quantity > Math.min(LIMITS.quantityMax, Math.max(1, item.maximumOrderQuantity))) {
      throw new HttpError(400, MESSAGES.maxQuantityAllowed(item.maximumOrderQuantity, item.titleEn));
    }
    const groups = loaded.groups.filter((g) => g.itemId === item.id);
    const ruleGroups = groups.map((g) => ({
      id: g.id,
      name: g.nameEn,
      isSingleSelection: g.isSingleSelection,
      minimumAllowedSelection: g.minimumAllowedSelection,
      maximumAllowedSelection: g.maximumAllowedSelection,
      modifiers: loaded.options
        .filter((o) => o.modifierGroupId === g.id)
        .map((o) => ({ id: o.id, name: o.nameEn, maximumOrderQuantity: o.maximumOrderQuantity, isStockEnabled: o.isStockEnabled, availableStock: o.availableStock })),
    }));
    const check = validateModifierSelection(ruleGroups, line.options);
    if (!check.ok) throw check.message === MESSAGES.menuUpdated ? menuUpdated() : new HttpError(400, check.message);
    const options: OptionSnapshot[] = line.options.map((chosen) => {
      const o = loaded.options.find((x) => x.id === chosen.optionId)!;
      if (Math.abs(aedToFils(chosen.price) - o.priceFils) >= 1) throw menuUpdated();
      return { optionId: o.id, modifierGroupId: o.modifierGroupId, nameEn: o.nameEn, nameAr: o.nameAr, priceFils: o.priceFils, quantity: chosen.quantity };
    });
    const unitPriceFils = lineUnitPriceFils(item.priceFils, options);
    if (Math.abs(aedToFils(line.price) - unitPriceFils) >= 1) throw menuUpdated();
    return {
      item,
      position,
      quantity: line.quantity,
      unitPriceFils,
      lineTotalFils: lineTotalFils(unitPriceFils, line.quantity),
      options,
    };
  });
}

/**
 * order/place-order-v2 (001 §7.3, §4.9, §5.1; decision 0004): recomputes every price from the
 * database with packages/pricing; refuses (409 'menu updated', error_category menu_updated) a
 * line or option that no longer exists or any price or total that differs; requires the store
 * open now for the service (409) and a payment type the store offers (400); checks stock; writes
 * the order, its lines, its first status, the stock change and the idempotency record in one
 * transaction. A retry with the same `Idempotency-Key` answers the first result.
 */
export async function placeOrder(db: Db, ctx: RequestContext, body: PlaceOrderBody, idempotencyKey?: string): Promise<PlacedOrder> {
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  if (idempotencyKey) {
    const previous = await findIdempotent(db, ctx, SCOPE, idempotencyKey);
    if (previous) {
      if (previous.requestHash !== requestHash) throw new HttpError(409, 'This request was already used with other data');
      return previous.response as PlacedOrder;
    }
  }
  const brand = await requireBrand(db, ctx.brandId);
  const store = await requireStore(db, ctx, body.storeId);
  const service = body.orderType.type;
  if (!serviceEnabled(store, service)) throw new HttpError(400, 'This service is not available for this store');
  if (!isStoreOpen(store, ctx.now)) throw new HttpError(409, MESSAGES.storeClosedRightNow);
  if (!paymentTypesFor(store, service).includes(body.paymentType)) throw new HttpError(400, MESSAGES.choosePaymentMethod);
  const vehicle = store.vehicleInfoForPickup as { isActive: boolean; isRequired: boolean };
  if (service === 'PICKUP' && vehicle.isActive && vehicle.isRequired && (body.pickupVehicleInfo ?? '').trim().length < LIMITS.vehicleInfoMinLength) {
    throw new HttpError(400, MESSAGES.enterVehicleInfo);
  }
  const customer = await findCustomer(db, ctx);
  if (!customer) throw new HttpError(401, MESSAGES.loginToContinue);

  const loaded = await loadOrderableItems(db, ctx, store.id, [...new Set(body.orderedMenu.map((l) => l.itemId))]);
  const lines = priceLines(body, loaded);
  const taxRatePercent = Number(store.taxRate);
  const totals = computeBasketTotals({ lines, taxRatePercent, tipFils: aedToFils(body.tipAmount) });
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
    brandLogo: (brand.settings as { brandLogoFirst?: string | null }).brandLogoFirst ?? null,
  };
  return db.transaction(async (tx) => {
    const needed = new Map<string, number>();
    for (const l of lines) if (l.item.isStockEnabled) needed.set(l.item.id, (needed.get(l.item.id) ?? 0) + l.quantity);
    for (const [itemId, quantity] of needed) {
      if (!(await takeItemStock(tx, ctx, itemId, quantity))) throw new HttpError(409, MESSAGES.maxAvailableQuantity);
    }
    const { sequence, prefix } = await nextOrderSequence(tx, ctx);
    const order = await insertOrder(
      tx,
      {
        brandId: ctx.brandId,
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
      },
      lines.map((l) => ({
        brandId: ctx.brandId,
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
    const result: PlacedOrder = { savedOrder: { _id: order.id, orderNumber: order.orderNumber } };
    if (idempotencyKey) await saveIdempotent(tx, ctx, { scope: SCOPE, key: idempotencyKey, requestHash, statusCode: 200, response: result });
    return result;
  });
}
