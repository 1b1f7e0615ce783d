import type { StripeCustomerCard, UserPaymentCard } from '@sufra/contract';

/**
 * A saved card as the checkout lists it (001 §3.8): the provider's id (`id` of a card-elements
 * card, `_id` of a card-frames one), the scheme ('visa', …), the last four digits, the expiry
 * (month 1–12, four-digit year; absent when the provider gives none) and the gateway.
 */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  paymentGateway: string;
}

/** A card-elements saved card (get-customer-cards, 001 §3.8) as a SavedCard. */
export function fromStripeCard(card: StripeCustomerCard): SavedCard {
  return {
    id: card.id,
    brand: card.card.brand,
    last4: card.card.last4,
    expMonth: card.exp_month ?? null,
    expYear: card.exp_year ?? null,
    paymentGateway: card.paymentGateway,
  };
}

/** A card-frames saved card (get-user-payment-cards, 001 §3.8) as a SavedCard. */
export function fromUserCard(card: UserPaymentCard): SavedCard {
  return {
    id: card._id,
    brand: card.cardType,
    last4: card.lastFourDigit,
    expMonth: card.expMonth ?? null,
    expYear: card.expYear ?? null,
    paymentGateway: card.paymentGateway,
  };
}

/** A card scheme for display: 'visa' → 'Visa', 'american express' → 'American Express'. */
export function schemeName(brand: string): string {
  return brand
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The expiry 'MM/YY' (001 §3.8 exp_month, exp_year), or null when unknown. */
export function expiryOf(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string | null {
  if (!card.expMonth || !card.expYear) return null;
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
