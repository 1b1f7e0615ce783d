/** Statuses after which the customer can rate an order (issue 17: DELIVERED or COMPLETE). */
export const RATEABLE_STATUSES: readonly string[] = ['DELIVERED', 'COMPLETE'];

/** The label of a rating (002 §2.21): 1 'Bad', 2–4 'Average', 5 'Excellent' (keys of orders.ratingLabel). */
export function ratingLabelKey(rating: number): 'bad' | 'average' | 'excellent' {
  if (rating <= 1) return 'bad';
  return rating >= 5 ? 'excellent' : 'average';
}

/** Whether an order can be rated now: delivered or complete, and not rated yet (002 §2.21). */
export function canRate(order: { orderStatus: string; feedback?: unknown }): boolean {
  return RATEABLE_STATUSES.includes(order.orderStatus) && !order.feedback;
}
