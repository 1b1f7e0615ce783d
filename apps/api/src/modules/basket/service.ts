/**
 * The basket priced from the database (issue 16: its own module, so that orders and promotions
 * both reach it through its service and neither imports the other both ways): the orderable
 * items of a store, every line's unit and total price in fils (packages/pricing), the menu-updated
 * check of place-order and the cart pricing of validate-discount.
 */
import { type Language, LIMITS, type PlaceOrderLine } from '@sufra/contract';
import {
  aedToFils,
  lineTotalFils,
  lineUnitPriceFils,
  mergeSelectedOptions,
  validateItemQuantities,
  validateModifierSelection,
} from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { OptionSnapshot } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type LoadedItems, loadOrderableItems, orderableItemsRead } from './repository.ts';

export { type LoadedItems, loadOrderableItems, orderableItemsRead };

/** One line priced from the database, in fils. */
export interface ServerLine {
  item: LoadedItems['rows'][number]['item'];
  position: number;
  quantity: number;
  /** Unit price with options (item + Σ option price × option quantity), before any discount. */
  unitPriceFils: number;
  /** Unit price × quantity, before any discount. */
  lineTotalFils: number;
  /** The unit price the client showed, in fils (compared once the item discount is known). */
  clientUnitPriceFils: number;
  options: OptionSnapshot[];
  stockedOptions: Array<{ modifierId: string; quantity: number }>;
}

/** 409 'menu updated' (000 §2.22) with error_category 'menu_updated' (decision 0004). */
export const menuUpdated = () =>
  new AppError('menuUpdated', 409, { extra: { error_category: 'menu_updated' } });

/**
 * Prices the lines of a basket or an order from the database (000 §9 Totals, IS53; issue 5),
 * for order/place-order-v2 and discounts/validate-discount-V2. Each line's item must be in
 * `loaded` (active, in an active menu serving the store) under the line's category, else 409
 * 'menu updated'; an item or a chosen option sold out (brand-wide or at the store, while the mark
 * holds: issue 17, decision 0030) → 409 itemOutOfStock; its options must be in the item's groups and pass 000 §5 (group minimum and
 * maximum, option maximum and stock); the same option listed twice is merged (quantities summed)
 * first; each item's quantity, summed over all lines, must be within min(99,
 * maximumOrderQuantity) and its stock. An option price the client showed that differs from the
 * server's by ≥ 1 fil → 409 'menu updated' (`compareOptionPrices`, on for orders). The client's
 * unit price is returned, not compared: with an automatic item discount the client may show the
 * discounted price (TOT-02), which only priceOrder knows. Messages are thrown in English and
 * answered in the request's `language` (names in Arabic when it is 'AR').
 */
export function priceLines(
  orderedMenu: readonly PlaceOrderLine[],
  loaded: LoadedItems,
  language: Language,
  opts: { compareOptionPrices: boolean } = { compareOptionPrices: true },
): ServerLine[] {
  /** A name in the request's language (its English when it has no Arabic), for the messages (issue 6). */
  const named = (en: string, ar: string) => (language === 'AR' && ar.trim() ? ar : en);
  const lines = orderedMenu.map((line, position): ServerLine => {
    const found = loaded.rows.find((r) => r.item.id === line.itemId);
    if (!found || found.categoryId !== line.categoryId) throw menuUpdated();
    const item = found.item;
    // `soldOut`: a brand-wide or this store's sold-out mark that holds now (decision 0030).
    if (found.soldOut || (item.isStockEnabled && item.availableStock <= 0))
      throw new AppError('itemOutOfStock', 409);
    if (line.options.some((o) => loaded.soldOutOptions.has(o.optionId)))
      throw new AppError('itemOutOfStock', 409);
    if (item.isStockEnabled && line.quantity > item.availableStock)
      throw new AppError('maxAvailableQuantity', 409);
    const maxQuantity = Math.min(LIMITS.quantityMax, Math.max(LIMITS.quantityMin, item.maximumOrderQuantity));
    if (line.quantity > maxQuantity)
      throw new AppError('maxQuantityAllowed', 400, {
        args: [maxQuantity, { EN: item.titleEn, AR: named(item.titleEn, item.titleAr) }],
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
      throw AppError.of(check.reason.code === 'maxAvailableQuantity' ? 409 : 400, check.reason);
    }
    if (opts.compareOptionPrices)
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
    return {
      item,
      position,
      quantity: line.quantity,
      unitPriceFils,
      lineTotalFils: lineTotalFils(unitPriceFils, line.quantity),
      clientUnitPriceFils: aedToFils(line.price),
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
  if (!across.ok) throw AppError.of(across.reason.code === 'maxAvailableQuantity' ? 409 : 400, across.reason);
  return lines;
}

/**
 * A basket priced from the database for a store (discounts/validate-discount-V2): loads its items
 * (active, in an active menu serving the store, brand-scoped) and prices them with priceLines,
 * without comparing the client's prices. Errors as priceLines.
 */
export async function priceCart(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'language' | 'now'>,
  storeId: string,
  cart: readonly PlaceOrderLine[],
): Promise<ServerLine[]> {
  const loaded = await loadOrderableItems(db, ctx, storeId, [...new Set(cart.map((l) => l.itemId))]);
  return priceLines(cart, loaded, ctx.language, { compareOptionPrices: false });
}

/** The orderable menu items among `itemIds` for a store (active, in an active menu serving it), with their category. */
export async function orderableItems(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  storeId: string,
  itemIds: readonly string[],
): Promise<LoadedItems['rows']> {
  if (itemIds.length === 0) return [];
  return (await loadOrderableItems(db, ctx, storeId, [...itemIds])).rows;
}
