import {
  getAllActiveDiscountsV2,
  getLoyaltyByBrand,
  getUserWallet,
  validateDiscountV2,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listActiveDiscounts, validateDiscount } from './discount-service.ts';
import { getLoyaltyPolicy, getWallet } from './loyalty-service.ts';

/** Promotion calls (000 §7.2, §7.4; 002 §7): discounts, coupon validation, loyalty policy, wallet. */
export function registerPromotionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getAllActiveDiscountsV2, (ctx, { body }) =>
    listActiveDiscounts(deps.db, ctx, { storeId: body.storeId, serviceType: body.serviceType }),
  );
  registerCall(app, validateDiscountV2, (ctx, { body }) => validateDiscount(deps.db, ctx, body));
  registerCall(app, getLoyaltyByBrand, (ctx) => getLoyaltyPolicy(deps.db, ctx));
  registerCall(app, getUserWallet, (ctx) => getWallet(deps.db, ctx));
}
