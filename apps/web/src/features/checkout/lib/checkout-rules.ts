import { type CodedMessage, coded, type MessageKey } from '@sufra/contract';
import { type OrderDraft, orderProblem } from './validate-order.ts';

/** What the customer fills on the checkout form (001 §2.8): the pickup vehicle and, on step 2, the payment option's `_id`. */
export interface CheckoutValues {
  vehicleInfo: string;
  paymentId: string | null;
}

/** What the checkout form is checked against besides its fields: the order as it stands and the step. */
export interface CheckoutContext {
  /** The order without the form's fields (store, user, totals in fils, timing, lines). */
  draft: Omit<OrderDraft, 'vehicleInfo' | 'paymentType'>;
  /** Whether the store yields a timing: open, or a pre-order slot (TIMING-08); checked first on step 1. */
  hasTiming: boolean;
  /** The payment options listed on step 2 (001 §2.8), to find the chosen one's paymentType. */
  paymentOptions: ReadonlyArray<{ _id: string; paymentType: string }>;
  /** 1: 'Select Payment Method' (no payment asked yet); 2: 'Place Order'. */
  step: 1 | 2;
}

/** A field of the checkout form, or `root` for the order-wide problems. */
export type CheckoutField = 'vehicleInfo' | 'paymentId' | 'root';

/**
 * The form field a problem belongs to, by its catalogue code (issue 16: never by its text); the
 * order-wide ones ('somethingIncorrect', …) go to `root`.
 */
const FIELD_OF: Partial<Record<MessageKey, CheckoutField>> = {
  enterVehicleInfo: 'vehicleInfo',
  choosePaymentMethod: 'paymentId',
};

/**
 * The first problem of the checkout form (001 §2.8, §5.1), as the server reports it: `message`, its
 * catalogue code with its values (CodedMessage, e.g. `{ code: 'maxQuantityAllowed', args: [99,
 * 'Burger'] }`; issue 16: written in the UI language only where it is shown) and `field`, the form
 * field it belongs to (by code), or null. The rules run in the spec's order: on step 1 a store
 * that yields no timing (closed, no pre-order slot) is 'storeClosedTryAgainSoon' before anything
 * else; then vehicle info, order context, payment (step 2 only), user, store, totals, pre-order
 * slot and item quantities (`orderProblem`, which shares LIMITS and the catalogue with the API;
 * the quantity rules are packages/pricing's, which answers codes).
 */
export function checkoutProblem(
  context: CheckoutContext,
  values: CheckoutValues,
): { message: CodedMessage; field: CheckoutField } | null {
  const paymentType = context.paymentOptions.find((o) => o._id === values.paymentId)?.paymentType ?? null;
  const problem: CodedMessage | null =
    context.step === 1 && !context.hasTiming
      ? coded('storeClosedTryAgainSoon')
      : orderProblem(
          { ...context.draft, vehicleInfo: values.vehicleInfo, paymentType },
          { requirePayment: context.step === 2 },
        );
  if (!problem) return null;
  return { message: problem, field: FIELD_OF[problem.code] ?? 'root' };
}
