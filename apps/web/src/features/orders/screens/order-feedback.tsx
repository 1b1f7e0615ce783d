import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { StarRating } from '../../../shared/ui/star-rating.tsx';
import { useCreateFeedback } from '../api/create-feedback.ts';
import { useOrderInfo } from '../api/order-info.ts';
import { StarRatingInput } from '../components/star-rating-input.tsx';
import { RATEABLE_STATUSES, ratingLabelKey } from '../lib/order-status.ts';
import '../orders.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

/** Longest comment, characters (the contract's FEEDBACK_COMMENT_MAX; decision 0029). */
const COMMENT_MAX = 1000;

/**
 * Feedback `/order/order-feedback/:orderId` (002 §2.21; issue 17; signed-in): the order's number,
 * the clickable five-star input (labels 'Bad', 'Average', 'Excellent'), an optional comment and
 * Submit (feedbacks/create). The spec does not show what follows (decision 0029): the screen then
 * thanks the customer and shows the rating read-only, with links to the order and the menu. An
 * order already rated shows its rating; one not delivered yet says so; a refusal shows the API's
 * text (EN/AR).
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const { orderId = '' } = useParams();
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const { data, isLoading, error } = useOrderInfo(orderId || null);
  const send = useCreateFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const order = data?.order;
  const given = send.data?.feedback ?? order?.feedback ?? null;
  const detail = sp(`${paths.orderDetail}?orderId=${encodeURIComponent(order?.orderNumber ?? orderId)}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating === null) return setMissing(true);
    send.mutate({ orderId: order?._id ?? orderId, rating, comment });
  };

  return (
    <div className="page-flow orders-page">
      <PageHeader title={t('feedback')} onBack={() => navigate(detail)} />
      {isLoading ? <SkeletonList rows={2} label={t('loading')} /> : null}
      {error ? (
        <p role="alert" className="empty-state">
          {error.message}
        </p>
      ) : null}
      {order ? (
        <article className="card feedback">
          <p>
            {t('orderNumber')} <bdi dir="ltr">#{order.orderNumber}</bdi>
          </p>
          {given ? (
            <div className="feedback-done" role="status">
              {send.isSuccess ? <h2 className="section-title">{t('feedbackThanks')}</h2> : null}
              <p>
                {t('yourRating')}: <StarRating rating={given.rating} />{' '}
                <span>{t(`ratingLabel.${ratingLabelKey(given.rating)}`)}</span>
              </p>
              {given.comment ? <p className="feedback-comment">{given.comment}</p> : null}
              <div className="feedback-actions">
                <Link to={detail} className="btn btn-secondary">
                  {t('orderDetails')}
                </Link>
                <Link to={sp(paths.home)} className="btn btn-primary">
                  {t('backToMenu')}
                </Link>
              </div>
            </div>
          ) : !RATEABLE_STATUSES.includes(order.orderStatus) ? (
            <p className="notice" role="note">
              {t('feedbackNotYet')}
            </p>
          ) : (
            <form onSubmit={submit} noValidate>
              <StarRatingInput
                value={rating}
                invalid={missing}
                onChange={(n) => {
                  setRating(n);
                  setMissing(false);
                }}
              />
              {missing ? (
                <p role="alert" className="field-error">
                  {t('chooseRating')}
                </p>
              ) : null}
              <label className="field">
                <span>{t('feedbackComment')}</span>
                <textarea
                  value={comment}
                  maxLength={COMMENT_MAX}
                  rows={4}
                  onChange={(e) => setComment(e.target.value)}
                />
              </label>
              {send.error ? (
                <p role="alert" className="field-error">
                  {send.error.message}
                </p>
              ) : null}
              <Button type="submit" block busy={send.isPending}>
                {t('submitFeedback')}
              </Button>
            </form>
          )}
        </article>
      ) : null}
    </div>
  );
}
