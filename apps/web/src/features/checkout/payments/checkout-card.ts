import { type CodedMessage, coded, meetsOnlineMinimum } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import type { ResolvedBrand } from '../../../shared/brand/resolve-brand.ts';
import { paths } from '../../../shared/config/paths.ts';
import { type TokenisedCard, tokenizeCard } from './card-fields/tokenizer.ts';
import { type CardProvider, type PayOutcome, payForOrder } from './pay-for-order.ts';
import { cardSelectionReady, getPaymentSelection } from './payment-selection.ts';
import { openWalletSheet } from './wallet.ts';

/**
 * The card side of checkout's 'Place Order' (decision 0022), loaded with the first card order so
 * the checkout's first screen does not carry it (decision 0021's ceilings).
 */

/**
 * Why the card order cannot be placed yet, as a catalogue code (issue 16: written in the UI
 * language where it is shown), or null (001 §5.4): TOT-20, a total (`totalFils`) of 2 AED or less
 * → 'addMoreThanTwoAED'; no card chosen → 'choosePaymentMethod' ('Please choose a payment method').
 */
export function cardProblem(totalFils: number): CodedMessage | null {
  if (!meetsOnlineMinimum(totalFils)) return coded('addMoreThanTwoAED');
  if (!cardSelectionReady(getPaymentSelection())) return coded('choosePaymentMethod');
  return null;
}

/** The open wallet sheet of this order, completed once the payment is known (001 §4.11 step 4). */
let walletSheet: { complete(ok: boolean): void } | null = null;

/** Completes the open wallet sheet as paid or failed (once); nothing when no sheet is open. */
export function settleWallet(ok: boolean): void {
  walletSheet?.complete(ok);
  walletSheet = null;
}

/**
 * Tokenises the new card in the fields on screen when the selection is a new card of
 * card-elements or card-frames (001 §4.10 step 1, §4.12 step 1), or opens the device wallet's
 * sheet for a wallet (001 §4.11); null otherwise (saved card, hosted providers). Rejects with
 * CardFieldsError or PaymentFailure (their message in the UI language).
 */
export async function tokenizeNewCard(provider: CardProvider): Promise<TokenisedCard | null> {
  const { type } = getPaymentSelection();
  if (type === 'WALLET' && provider.kind === 'card-elements') {
    // 001 §4.11: the wallet sheet gives the payment method; it is completed after paying.
    const sheet = await openWalletSheet();
    walletSheet = sheet;
    return { id: sheet.paymentMethodId };
  }
  if (type !== 'NEW_CARD' || (provider.kind !== 'card-elements' && provider.kind !== 'card-frames'))
    return Promise.resolve(null);
  return tokenizeCard();
}

/**
 * Pays for the order place-order just answered (`placed`: savedOrder and `payment { orderId,
 * amount (AED) }`; without `payment` the order's id and the shown total, `totalFils`, are used)
 * with the selection of the card state — payForOrder with the checkout's URLs: the return to
 * `checkoutPath` and /payment-confirm, under the brand's base (000 §2.1).
 */
export async function payPlacedOrder(input: {
  provider: CardProvider;
  placed: {
    savedOrder: { _id: string; orderNumber: string; trackingToken: string };
    payment?: { orderId: string; amount: number } | undefined;
  };
  totalFils: number;
  store: { id: string; name: string };
  brand: ResolvedBrand;
  userId: string;
  api: ApiClient;
  newCard: TokenisedCard | null;
  checkoutPath: string;
  /** The hosted-iframe provider's return (default /payment-confirm; a dine-in order's /dine-in/payment-confirm with the table query, 002 §2.9). */
  confirmPath?: string;
}): Promise<PayOutcome> {
  const { placed, brand } = input;
  const selection = getPaymentSelection();
  const base = `${window.location.origin}${brand.basename}`;
  const outcome = await payForOrder({
    provider: input.provider,
    order: {
      orderId: placed.payment?.orderId ?? placed.savedOrder._id,
      orderNumber: placed.savedOrder.orderNumber,
      trackingToken: placed.savedOrder.trackingToken,
      amount: placed.payment?.amount ?? filsToAed(input.totalFils),
    },
    store: input.store,
    brand: {
      id: brand.brand._id,
      name: brand.brand.brandName,
      domainName: brand.basename.replace(/^\//, ''),
      domainType: brand.domainType,
    },
    userId: input.userId,
    api: input.api,
    selection: {
      type: selection.type === 'SAVED_CARDS' || selection.type === 'WALLET' ? selection.type : 'NEW_CARD',
      savedCard: selection.selectedCard,
      card: input.newCard,
      saveCard: selection.saveCard,
    },
    urls: {
      checkout: `${base}${input.checkoutPath}`,
      confirm: `${base}${input.confirmPath ?? paths.paymentConfirm}`,
    },
  }).catch((error: unknown) => {
    settleWallet(false);
    throw error;
  });
  settleWallet(outcome.status !== 'iframe');
  // Paid: the card state goes with the order (001 §4.9: the payment method and type removed).
  if (outcome.status === 'paid') selection.reset();
  return outcome;
}

/**
 * Lets checkout's loader go (`release`) after payPlacedOrder's `outcome`: on the way to the
 * provider it stays a moment — 5 s (5000 ms) for the hosted page (001 §4.13), else 4 s (001
 * §4.12) — otherwise it goes at once.
 */
export function releaseLoader(outcome: PayOutcome, provider: { kind: string }, release: () => void): void {
  if (outcome.status === 'redirected') setTimeout(release, provider.kind === 'hosted-page' ? 5000 : 4000);
  else release();
}
