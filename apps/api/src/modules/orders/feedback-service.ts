import type { createFeedback } from '@sufra/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox.ts';
import { announceOrderChange, insertFeedback } from './feedback-repository.ts';
import { lockOrder } from './repository.ts';

/** Statuses after which an order can be rated (issue 17: after DELIVERED or COMPLETE). */
const RATEABLE: readonly string[] = ['DELIVERED', 'COMPLETE'];

/** The body of feedbacks/create as the contract parses it. */
type FeedbackBody = z.output<typeof createFeedback.body>;
/** The answer of feedbacks/create. */
type FeedbackAnswer = z.output<typeof createFeedback.data>;

/**
 * POST feedbacks/create (002 §2.21, issue 17, decision 0029): the signed-in customer's feedback on
 * their own order of ctx.brandId (`orderId` an id or order number), in one transaction with the
 * order row locked: the feedback row, the store's rating sum and count, and the outbox row
 * 'feedback.created' `{ feedbackId, orderId, orderNumber, storeId, rating, comment, createdAt
 * (ISO) }` that the webhooks fan out (decision 0025). Answers `{ feedback: { _id, orderId,
 * rating, comment, createdAt (unix seconds) } }`.
 * Errors: 404 orderNotFound (unknown, another customer's, another brand's); 409 feedbackNotYet
 * (the order is not DELIVERED or COMPLETE); 409 feedbackAlreadySent (the order has its feedback).
 */
export async function createOrderFeedback(
  db: Db,
  ctx: RequestContext,
  body: FeedbackBody,
): Promise<FeedbackAnswer> {
  const customerId = ctx.customerId;
  if (!customerId) throw new AppError('loginToContinue', 401);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, body.orderId);
    if (!order || order.customerId !== customerId) throw new AppError('orderNotFound', 404);
    if (!RATEABLE.includes(order.status)) throw new AppError('feedbackNotYet', 409);
    const row = await insertFeedback(tx, ctx, {
      orderId: order.id,
      storeId: order.storeId,
      customerId,
      rating: body.rating,
      comment: body.comment ?? null,
    });
    if (!row) throw new AppError('feedbackAlreadySent', 409);
    // The kitchen board shows the feedback live (issue 17: 'feedback that the board shows').
    await announceOrderChange(tx, ctx.brandId, order.id);
    await enqueueOutbox(tx, ctx.brandId, 'feedback.created', {
      feedbackId: row.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      storeId: order.storeId,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    });
    return {
      feedback: {
        _id: row.id,
        orderId: order.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: Math.floor(row.createdAt.getTime() / 1000),
      },
    };
  });
}
