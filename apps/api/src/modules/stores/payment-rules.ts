import type { PaymentType, ServiceType } from '@sufra/contract';
import type { StorePaymentOptions } from '../../db/json-shapes.ts';

/**
 * The payment rules of a store (issue 16: a rule lives where a reader looks for it, not in the
 * mapper that shapes the answer). Pure: no database, no clock.
 */

/**
 * The payment types a store offers for a service type, in the order the checkout lists them
 * (001 §5.4): CREDIT_CARD first, the others in the order the store keeps them; PAY_LATER only
 * for dine-in (never for delivery or pickup, whatever is stored). `store.paymentOptions` is the
 * stored `stores.payment_options`; a service it leaves out offers none (`[]`). Used both for the
 * options a store answers (001 §3.6) and to refuse a placed order's payment type (001 §7.3).
 */
export function paymentTypesFor(
  store: { paymentOptions: StorePaymentOptions },
  serviceType: ServiceType,
): PaymentType[] {
  const types = store.paymentOptions[serviceType] ?? [];
  const allowed = serviceType === 'DINE_IN' ? types : types.filter((t) => t !== PAY_LATER);
  return [...allowed].sort((a, b) => Number(b === CARD_FIRST) - Number(a === CARD_FIRST));
}

/** The payment type listed first wherever it is offered (001 §5.4). */
const CARD_FIRST: PaymentType = 'CREDIT_CARD';
/** The payment type offered for dine-in only (001 §5.4). */
const PAY_LATER: PaymentType = 'PAY_LATER';
