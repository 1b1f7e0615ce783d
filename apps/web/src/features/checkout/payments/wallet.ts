import i18next from 'i18next';
import { STRIPE_JS } from './card-fields/stripe-card-fields.tsx';
import { loadScript } from './card-fields/tokenizer.ts';
import { PaymentFailure } from './pay-for-order.ts';

/** The part of Stripe.js's Payment Request the wallet uses (https://docs.stripe.com/js/payment_request). */
interface StripePaymentRequest {
  canMakePayment(): Promise<Record<string, boolean> | null>;
  show(): void;
  on(event: 'paymentmethod', handler: (ev: WalletEvent) => void): void;
  on(event: 'cancel', handler: () => void): void;
}
interface WalletEvent {
  paymentMethod: { id: string };
  complete(status: 'success' | 'fail'): void;
}
type StripeWithRequests = {
  paymentRequest(options: {
    country: string;
    currency: string;
    total: { label: string; amount: number };
  }): StripePaymentRequest;
};

/** The device wallet's sheet, once prepared for an amount (PAY-14). */
let prepared: { request: StripePaymentRequest; amountMinor: number } | null = null;
/** Whether the sheet is open (001 §4.11 step 6: a second attempt is refused). */
let sheetOpen = false;
/** The handlers of the open sheet. */
let pending: { resolve: (ev: WalletEvent) => void; reject: (error: Error) => void } | null = null;

/**
 * The wallet sheet's request (001 §4.11, PAY-14): label 'Total', the amount in minor units
 * (`amountFils` = AED × 100, rounded), country AE, currency 'aed'.
 */
export function walletRequestOptions(amountFils: number) {
  return { country: 'AE', currency: 'aed', total: { label: 'Total', amount: Math.round(amountFils) } };
}

/**
 * Prepares the device wallet for `amountFils` with the brand's Stripe key (001 §4.11 step 1):
 * Stripe.js from js.stripe.com, a Payment Request; answers whether the device supports a wallet
 * (canMakePayment). False when the script does not load or no wallet is set up.
 */
export async function prepareWallet(publishableKey: string, amountFils: number): Promise<boolean> {
  try {
    await loadScript(STRIPE_JS);
    const stripe = window.Stripe?.(publishableKey) as unknown as StripeWithRequests | undefined;
    if (!stripe) return false;
    const request = stripe.paymentRequest(walletRequestOptions(amountFils));
    request.on('paymentmethod', (ev) => pending?.resolve(ev));
    request.on('cancel', () => {
      sheetOpen = false;
      pending?.reject(new PaymentFailure(''));
      // 001 §4.11 step 5: a cancelled sheet reloads the page.
      window.location.reload();
    });
    const can = await request.canMakePayment();
    prepared = can ? { request, amountMinor: amountFils } : null;
    return prepared !== null;
  } catch {
    prepared = null;
    return false;
  }
}

/**
 * Opens the wallet sheet (001 §4.11 steps 3–4; call from the customer's tap) and answers the
 * wallet's payment method and the function that completes the sheet ('success' or 'fail').
 * A second call while the sheet is open → 'You have already an order ,complete that first'
 * (001 §8.3); no prepared wallet → 'Online payment is facing some issues, please use other
 * payment method'.
 */
export function openWalletSheet(): Promise<{ paymentMethodId: string; complete(ok: boolean): void }> {
  if (sheetOpen)
    return Promise.reject(new PaymentFailure(i18next.t('walletAlreadyOpen', { ns: 'payments' })));
  if (!prepared) return Promise.reject(new PaymentFailure(i18next.t('providerFailed', { ns: 'payments' })));
  sheetOpen = true;
  const { request } = prepared;
  return new Promise<WalletEvent>((resolve, reject) => {
    pending = { resolve, reject };
    request.show();
  }).then((ev) => ({
    paymentMethodId: ev.paymentMethod.id,
    complete: (ok: boolean) => {
      sheetOpen = false;
      pending = null;
      ev.complete(ok ? 'success' : 'fail');
    },
  }));
}

/** Test helper: forgets the prepared wallet and the open sheet. */
export function resetWalletForTests(): void {
  prepared = null;
  sheetOpen = false;
  pending = null;
}
