import { MESSAGES } from '@sufra/contract';
import { type OrderDraft, validateOrder } from './validate-order.ts';

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

/** The form field a problem belongs to; the order-wide ones ('Something was incorrect.', …) go to `root`. */
function fieldOf(message: string): 'vehicleInfo' | 'paymentId' | 'root' {
  if (message === MESSAGES.enterVehicleInfo) return 'vehicleInfo';
  if (message === MESSAGES.choosePaymentMethod) return 'paymentId';
  return 'root';
}

/**
 * The first problem of the checkout form (001 §2.8, §5.1), as the server reports it, with the form
 * field it belongs to, or null. The rules run in the spec's order: on step 1 a store that yields no
 * timing (closed, no pre-order slot) reads 'The store is currently closed, please try again soon'
 * (MESSAGES.storeClosedTryAgainSoon) before anything else; then vehicle info, order context,
 * payment (step 2 only), user, store,
 * totals, pre-order slot and item quantities (`validateOrder`, which shares LIMITS and the
 * MESSAGES texts with the API). The message is the catalogue's English text (`localizeMessage`
 * gives the Arabic).
 */
export function checkoutProblem(
  context: CheckoutContext,
  values: CheckoutValues,
): { message: string; field: 'vehicleInfo' | 'paymentId' | 'root' } | null {
  const paymentType = context.paymentOptions.find((o) => o._id === values.paymentId)?.paymentType ?? null;
  const problem =
    context.step === 1 && !context.hasTiming
      ? MESSAGES.storeClosedTryAgainSoon
      : validateOrder(
          { ...context.draft, vehicleInfo: values.vehicleInfo, paymentType },
          { requirePayment: context.step === 2 },
        );
  return problem ? { message: problem, field: fieldOf(problem) } : null;
}
