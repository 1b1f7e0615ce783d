import type { CallData, createFeedback } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * POST feedbacks/create (002 §2.21, issue 17): the signed-in customer's stars (1–5) and optional
 * comment on their delivered or complete order `orderId` (id or number). Answers the feedback;
 * errors are ApiError with the API's catalogue text in the UI language (409 already rated or not
 * delivered yet, 404 not theirs). On success the order's cached queries are refetched, so order
 * detail and tracking show the rating.
 */
export function useCreateFeedback() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      orderId: string;
      rating: number;
      comment: string;
    }): Promise<CallData<typeof createFeedback>> =>
      api.call(ROUTES.createFeedback, {
        orderId: input.orderId,
        rating: input.rating,
        ...(input.comment.trim() ? { comment: input.comment.trim() } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['order', api.brandId] }),
        client.invalidateQueries({ queryKey: ['tracking', api.brandId] }),
        client.invalidateQueries({ queryKey: ['my-orders', api.brandId] }),
      ]),
  });
}
