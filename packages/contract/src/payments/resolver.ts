import type { PaymentType, ServiceType } from '../constants.ts';
import {
  GATEWAY_IDS,
  PAYMENT_GATEWAY_CATEGORY,
  PAYMENT_PROVIDER_KINDS,
  type PaymentProviderKind,
} from './payments.ts';

/** An integration as a brand's `activeIntegrations[]` holds it (001 §3.9; public or stored shape). */
export interface IntegrationLike {
  name: string;
  category: string;
  isActive: boolean;
  metaData?: Record<string, unknown> | undefined;
}

/** The new-card option's label (001 §5.4, PAY-08). */
export type NewCardLabel = 'Add new card' | 'Pay with card';

/**
 * The card provider of a brand as the checkout needs it (issue 9; 001 §4.7, §5.4), one of:
 * - `{ kind: 'none' }` — no usable card gateway: CREDIT_CARD is hidden (PAY-08);
 * - card-elements / card-frames / hosted-page / hosted-iframe with `gateway` (the integration's
 *   name, GATEWAY_IDS), `sandbox` (served by Sufra's sandbox gateway: `metaData.mode` 'sandbox'),
 *   `newCardLabel` (PAY-08), `savedCards` (whether saved cards are fetched and offered, PAY-02:
 *   card-elements and card-frames), and for card-elements the `publishableKey` the provider's
 *   script needs and `wallets` (browser wallets are offered only with card-elements, PAY-14).
 */
export type PaymentProviderChoice =
  | { kind: 'none' }
  | {
      kind: 'card-elements';
      gateway: string;
      sandbox: boolean;
      publishableKey: string;
      newCardLabel: 'Add new card';
      savedCards: true;
      wallets: true;
    }
  | { kind: 'card-frames'; gateway: string; sandbox: boolean; newCardLabel: 'Add new card'; savedCards: true }
  | {
      kind: 'hosted-page';
      gateway: string;
      sandbox: boolean;
      newCardLabel: 'Pay with card';
      savedCards: false;
    }
  | {
      kind: 'hosted-iframe';
      gateway: string;
      sandbox: boolean;
      newCardLabel: 'Add new card';
      savedCards: false;
    };

/** The provider kind an integration name stands for (GATEWAY_IDS, both card-frames spellings), or null. */
export function providerKindOf(name: string): PaymentProviderKind | null {
  for (const kind of PAYMENT_PROVIDER_KINDS)
    if ((GATEWAY_IDS[kind] as readonly string[]).includes(name.toUpperCase())) return kind;
  return null;
}

/**
 * Picks the card provider from a brand's `activeIntegrations` (issue 9; 001 §3.9, §4.7 PAY-02,
 * §5.4 PAY-08): only active integrations of category PAYMENT_GATEWAY with a known gateway name
 * count; card-elements needs a non-empty `metaData.publishableKey` (its script cannot load
 * without one, LINK-02). Precedence as 001 §4.7 orders them: card-elements, then card-frames, then
 * hosted-page, then hosted-iframe. Nothing usable → `{ kind: 'none' }`. Pure.
 */
export function resolvePaymentProvider(integrations: readonly IntegrationLike[]): PaymentProviderChoice {
  const usable = new Map<PaymentProviderKind, IntegrationLike>();
  for (const integration of integrations) {
    if (!integration.isActive || integration.category !== PAYMENT_GATEWAY_CATEGORY) continue;
    const kind = providerKindOf(integration.name);
    if (!kind || usable.has(kind)) continue;
    if (kind === 'card-elements' && !publishableKeyOf(integration)) continue;
    usable.set(kind, integration);
  }
  for (const kind of PAYMENT_PROVIDER_KINDS) {
    const integration = usable.get(kind);
    if (!integration) continue;
    const base = { gateway: integration.name, sandbox: integration.metaData?.mode === 'sandbox' };
    switch (kind) {
      case 'card-elements':
        return {
          kind,
          ...base,
          publishableKey: publishableKeyOf(integration),
          newCardLabel: 'Add new card',
          savedCards: true,
          wallets: true,
        };
      case 'card-frames':
        return { kind, ...base, newCardLabel: 'Add new card', savedCards: true };
      case 'hosted-page':
        return { kind, ...base, newCardLabel: 'Pay with card', savedCards: false };
      case 'hosted-iframe':
        return { kind, ...base, newCardLabel: 'Add new card', savedCards: false };
    }
  }
  return { kind: 'none' };
}

function publishableKeyOf(integration: IntegrationLike): string {
  const key = integration.metaData?.publishableKey;
  return typeof key === 'string' ? key.trim() : '';
}

/** A store payment option as 001 §3.6 describes it (the fields the rules read). */
export interface PaymentOptionLike {
  paymentType: PaymentType;
}

/**
 * The checkout's payment options list (001 §5.4, PAY-08; PAY-09 picks the store's list by service):
 * CREDIT_CARD first, hidden when the provider is 'none'; PAY_LATER never for DELIVERY or PICKUP
 * (dine-in keeps it, 002). Other options keep their order. Pure; returns a new array.
 */
export function checkoutPaymentOptions<O extends PaymentOptionLike>(
  options: readonly O[],
  serviceType: ServiceType,
  provider: PaymentProviderChoice,
): O[] {
  const shown = options.filter((o) => {
    if (o.paymentType === 'CREDIT_CARD') return provider.kind !== 'none';
    if (o.paymentType === 'PAY_LATER') return serviceType === 'DINE_IN';
    return true;
  });
  return [
    ...shown.filter((o) => o.paymentType === 'CREDIT_CARD'),
    ...shown.filter((o) => o.paymentType !== 'CREDIT_CARD'),
  ];
}

/**
 * What the checkout selects by itself on a store or service change with no selected payment
 * (001 §4.7, PAY-01, PAY-02), given the store's options for the service and how many saved cards
 * are loaded for the provider:
 * - null — no auto-selection: no card gateway, or the store offers no CREDIT_CARD for the service
 *   (PAY-01);
 * - `{ option, type }` — the CREDIT_CARD option pre-selected, and `type`:
 *   - card-elements or card-frames: 'FETCH_CARDS' when no cards are loaded (fetch them, then
 *     afterSavedCardsFetch), 'SAVED_CARDS' when some are;
 *   - hosted-page: 'NEW_CARD' when no cards are loaded;
 *   - hosted-iframe: null — choosing its new card starts a payment session at once (001 §4.8), so
 *     only the option is pre-selected.
 */
export function autoSelectPayment<O extends PaymentOptionLike>(
  provider: PaymentProviderChoice,
  options: readonly O[],
  savedCardCount: number,
): { option: O; type: 'FETCH_CARDS' | 'SAVED_CARDS' | 'NEW_CARD' | null } | null {
  if (provider.kind === 'none') return null;
  const option = options.find((o) => o.paymentType === 'CREDIT_CARD');
  if (!option) return null;
  switch (provider.kind) {
    case 'card-elements':
    case 'card-frames':
      return { option, type: savedCardCount > 0 ? 'SAVED_CARDS' : 'FETCH_CARDS' };
    case 'hosted-page':
      return { option, type: savedCardCount > 0 ? 'SAVED_CARDS' : 'NEW_CARD' };
    case 'hosted-iframe':
      return { option, type: null };
  }
}

/**
 * After a saved-cards fetch (001 §4.7, PAY-03): success with at least one card → the cards kept,
 * the first selected, type SAVED_CARDS; otherwise an empty list, nothing selected, type NEW_CARD.
 */
export function afterSavedCardsFetch<C>(
  success: boolean,
  cards: readonly C[],
): { cards: C[]; selected: C | null; type: 'SAVED_CARDS' | 'NEW_CARD' } {
  if (success && cards.length > 0)
    return { cards: [...cards], selected: cards[0] ?? null, type: 'SAVED_CARDS' };
  return { cards: [], selected: null, type: 'NEW_CARD' };
}
