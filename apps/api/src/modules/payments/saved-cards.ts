import {
  type CallData,
  type getStripeCustomerCards,
  type getUserPaymentCards,
  resolvePaymentProvider,
} from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import {
  deleteSavedCard,
  findProviderCustomer,
  findSavedCard,
  listSavedCards,
  type SavedCardRow,
} from './cards-repository.ts';
import { gatewayFor, gatewayForPayment, type PaymentDeps } from './service.ts';

type Ctx = Pick<RequestContext, 'brandId' | 'customerId' | 'now'>;

/**
 * The customer's saved cards with the brand's card gateway (issue 9; 001 §3.8, §7.4), with the
 * gateway identifier (the integration's name, e.g. 'STRIPE', 'CHECKOUT') — [] when the brand has
 * no card gateway. Oldest first.
 */
async function savedCardsOf(deps: PaymentDeps, ctx: Ctx): Promise<{ rows: SavedCardRow[]; gateway: string }> {
  const brand = await requireBrand(deps.db, ctx);
  const choice = resolvePaymentProvider(
    Array.isArray(brand.activeIntegrations) ? brand.activeIntegrations : [],
  );
  if (choice.kind === 'none' || !ctx.customerId) return { rows: [], gateway: '' };
  const gateway = await gatewayFor(deps, ctx);
  return {
    rows: await listSavedCards(deps.db, ctx.brandId, ctx.customerId, gateway.provider),
    gateway: choice.gateway,
  };
}

/** user/get-user-payment-cards (001 §7.4): `{ paymentCards: [{ _id, cardType, lastFourDigit, expMonth, expYear, paymentGateway }] }`. */
export async function userPaymentCards(
  deps: PaymentDeps,
  ctx: Ctx,
): Promise<CallData<typeof getUserPaymentCards>> {
  const { rows, gateway } = await savedCardsOf(deps, ctx);
  return {
    paymentCards: rows.map((r) => ({
      _id: r.id,
      cardType: r.cardBrand,
      lastFourDigit: r.last4,
      expMonth: r.expMonth,
      expYear: r.expYear,
      paymentGateway: gateway,
    })),
  };
}

/** orders-checkout-payment/stripe/get-customer-cards (001 §7.4): `{ cards: [{ id, card: { brand, last4 }, exp_month, exp_year, paymentGateway }] }` (`id` the provider's card id). */
export async function stripeCustomerCards(
  deps: PaymentDeps,
  ctx: Ctx,
): Promise<CallData<typeof getStripeCustomerCards>> {
  const { rows, gateway } = await savedCardsOf(deps, ctx);
  return {
    cards: rows.map((r) => ({
      id: r.providerCardId,
      card: { brand: r.cardBrand, last4: r.last4 },
      exp_month: r.expMonth,
      exp_year: r.expYear,
      paymentGateway: gateway,
    })),
  };
}

/**
 * user/remove-user-payment-card (001 §3.8): removes one of the customer's saved cards (by `_id` or
 * the provider's card id) — detached at the provider (Stripe detach, Checkout.com instrument
 * delete; a card the provider no longer has is removed all the same), then the row deleted.
 * Another customer's or brand's card → 404 MESSAGES.somethingIncorrect, like an unknown one.
 */
export async function removeSavedCard(
  deps: PaymentDeps,
  ctx: Ctx,
  cardId: string,
): Promise<{ removed: true }> {
  const card = ctx.customerId ? await findSavedCard(deps.db, ctx.brandId, ctx.customerId, cardId) : null;
  if (!card) throw new AppError('somethingIncorrect', 404);
  const owner = await findProviderCustomer(deps.db, ctx.brandId, card.customerId, card.provider);
  const gateway = await gatewayForPayment(deps, {
    brandId: ctx.brandId,
    provider: card.provider,
    kind: 'card-elements',
  });
  if (owner && gateway.detachCard) {
    try {
      await gateway.detachCard({
        brandId: ctx.brandId,
        providerCardId: card.providerCardId,
        providerCustomerId: owner,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
  await deleteSavedCard(deps.db, ctx.brandId, card.id);
  return { removed: true };
}
