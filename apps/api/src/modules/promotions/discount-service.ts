import {
  type CallData,
  coded,
  type Discount,
  type EligibleItem,
  type getAllActiveDiscountsV2,
  messageText,
  type PlaceOrderLine,
  type ServiceType,
  type validateDiscountV2,
} from '@sufra/contract';
import { discountServesStore, filsToAed, filsToAedText, isDiscountLive, priceOrder } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { orderableItems, priceCart } from '../basket/service.ts';
import { requireBrand } from '../brand/service.ts';
import { requireStore } from '../stores/service.ts';
import { toDiscount, toDiscountRule } from './mapper.ts';
import {
  countUsesByCustomer,
  type DiscountRow,
  findDiscountByCode,
  findDiscountById,
  listBrandDiscounts,
} from './repository.ts';

/**
 * discounts/get-all-active-discounts-v2 (000 §7.4, §4.8, DISC-01/-21/-24): the brand's discounts
 * that are live at ctx.now (active, started, not ended) and not hidden, in display order;
 * `storeId` / `serviceType` keep those serving that store / service. For a signed-in customer of
 * the brand (the token, if any: the call is public) each carries `usesLeft`; a guest gets null.
 * Errors: 404 the bad-link text for an unknown brand.
 */
export async function listActiveDiscounts(
  db: Db,
  ctx: RequestContext,
  filter: { storeId?: string | undefined; serviceType?: ServiceType | undefined },
): Promise<CallData<typeof getAllActiveDiscountsV2>> {
  await requireBrand(db, ctx);
  const now = Math.floor(ctx.now.getTime() / 1000);
  const rows = (await listBrandDiscounts(db, ctx)).filter((row) => {
    const rule = toDiscountRule(row);
    return (
      isDiscountLive(rule, now) &&
      rule.discountApplication !== 'hidden' &&
      (!filter.storeId || discountServesStore(rule, filter.storeId)) &&
      (!filter.serviceType || rule.serviceTypes.includes(filter.serviceType))
    );
  });
  const uses = ctx.customerId ? await countUsesByCustomer(db, ctx, ctx.customerId) : null;
  return { discount: rows.map((row) => toDiscount(row, uses ? (uses.get(row.id) ?? 0) : null)) };
}

/** The active menu items serving the store among `itemIds` (DISC-09's eligible list), titles in both languages, prices in AED. */
async function eligibleItems(
  db: Db,
  ctx: RequestContext,
  storeId: string,
  itemIds: readonly string[],
): Promise<EligibleItem[]> {
  const rows = await orderableItems(db, ctx, storeId, itemIds);
  return rows.map(({ item, categoryId }) => ({
    itemId: item.id,
    categoryId,
    title: { en: item.titleEn, ar: item.titleAr },
    price: filsToAed(item.priceFils),
  }));
}

/** The validate-discount-V2 body the service reads. */
export interface ValidateDiscountInput {
  discountId?: string | undefined;
  discountCode?: string | undefined;
  storeId: string;
  serviceType: ServiceType;
  cart: readonly PlaceOrderLine[];
}

/**
 * discounts/validate-discount-V2 (000 §7.4, §4.8 step 3, §5; DISC-04…-11): one discount of the
 * brand — by `discountId`, else by `discountCode` trimmed and compared case-insensitively — checked
 * for the signed-in customer (ctx.customerId, required by the route), the store, the service type
 * and the `cart`, priced from the database (priceLines, then priceOrder with the brand's automatic
 * item discounts). `enteredByHand` (DISC-06) when a code was given. Answers the discount, the
 * amount it takes off now (AED), `isCapped` with the 'Maximum discount reached…' note in ctx.language,
 * and the eligible items of a specific-items discount. Refusals, 400 `{ success: 0, message }` in
 * the request's language: COUPON_NOT_FOUND (unknown, another brand's, not live), the texts of
 * 000 §5 (auto/selected items, store, minimum order), Sufra's service and used-up texts; DISC-09:
 * none of its items in the cart → the specific-items text with `data.eligibleItems`, or, when
 * none of them is on the menu, 'Sorry, this discount code is not applicable on selected items'.
 * Errors: 404 'Something was incorrect.' for a store not of the brand; the cart's own errors
 * (409 'menu updated' for an unknown item, stock).
 */
export async function validateDiscount(
  db: Db,
  ctx: RequestContext,
  input: ValidateDiscountInput,
): Promise<CallData<typeof validateDiscountV2>> {
  await requireBrand(db, ctx);
  const store = await requireStore(db, ctx, input.storeId);
  if (!input.discountId && !input.discountCode)
    throw new AppError('fieldRequired', 400, { args: ['discountCode'] });
  const row: DiscountRow | null = input.discountId
    ? await findDiscountById(db, ctx, input.discountId)
    : await findDiscountByCode(db, ctx, input.discountCode ?? '');
  if (!row) throw AppError.of(400, coded('couponNotFound'));
  const lines = await priceCart(db, ctx, store.id, input.cart);
  const uses = await countUsesByCustomer(db, ctx, ctx.customerId ?? '');
  const rules = (await listBrandDiscounts(db, ctx)).map(toDiscountRule);
  const priced = priceOrder({
    lines: lines.map((l) => ({ itemId: l.item.id, unitPriceFils: l.unitPriceFils, quantity: l.quantity })),
    storeId: store.id,
    serviceType: input.serviceType,
    taxRatePercent: Number(store.taxRate),
    now: Math.floor(ctx.now.getTime() / 1000),
    discounts: rules,
    couponId: row.id,
    couponEnteredByHand: input.discountCode !== undefined,
    usesByCustomer: uses,
  });
  const coupon = priced.coupon!;
  const specific = row.allItems ? [] : await eligibleItems(db, ctx, store.id, row.itemIds);
  if (!coupon.ok) {
    if (coupon.reason.code !== 'couponSpecificItems') throw AppError.of(400, coupon.reason);
    if (specific.length === 0) throw new AppError('couponNotOnSelectedItems', 400);
    throw AppError.of(400, coupon.reason, { data: { eligibleItems: specific } });
  }
  const discount: Discount = toDiscount(row, uses.get(row.id) ?? 0);
  return {
    discount,
    discountAmount: filsToAed(priced.totals.discountAmountFils),
    isCapped: coupon.isCapped,
    note: coupon.isCapped
      ? messageText(coded('couponCapped', filsToAedText(row.maxDiscountFils)), ctx.language)
      : null,
    eligibleItems: specific,
  };
}
