import type {
  CallData,
  EligibleItem,
  PlaceOrderLine,
  ServiceType,
  validateDiscountV2,
} from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';
import { ApiError } from '../../api/client.ts';

/**
 * What validate-discount-V2 checks (000 §7.4) for the signed-in customer (the client's token and
 * language): one discount, by id (chosen from a list) or by the code typed.
 */
interface ValidateDiscountInput {
  storeId: string;
  serviceType: ServiceType;
  cart: PlaceOrderLine[];
  by: { discountId: string } | { discountCode: string };
}

/** The outcome: the validated discount, or the server's refusal text (in the request's language) with the eligible items of DISC-09. */
type ValidateDiscountResult =
  | { ok: true; data: CallData<typeof validateDiscountV2> }
  | { ok: false; message: string; eligibleItems: EligibleItem[] };

/**
 * discounts/validate-discount-V2 (000 §4.8 step 3, §5, DISC-05): asks the server about one
 * discount for the basket. A refusal is an answer, not an error: its message is shown in the
 * 'Note:' banner as the server wrote it; the specific-items refusal carries data.eligibleItems.
 * A failed network call answers the client's default text (ApiError's message).
 */
async function validateDiscount(
  api: ApiClient,
  input: ValidateDiscountInput,
): Promise<ValidateDiscountResult> {
  try {
    const data = await api.call(ROUTES.validateDiscountV2, {
      storeId: input.storeId,
      serviceType: input.serviceType,
      cart: input.cart,
      ...input.by,
    });
    return { ok: true, data };
  } catch (error) {
    const refusal =
      error instanceof ApiError ? (error.data as { eligibleItems?: EligibleItem[] } | undefined) : undefined;
    return {
      ok: false,
      message: (error as Error).message,
      eligibleItems: Array.isArray(refusal?.eligibleItems) ? refusal.eligibleItems : [],
    };
  }
}

/** validate-discount-V2 as a mutation (CONVENTIONS: one file per call, fetcher + hook); it changes no query. */
export function useValidateDiscount() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ValidateDiscountInput) => validateDiscount(api, input) });
}
