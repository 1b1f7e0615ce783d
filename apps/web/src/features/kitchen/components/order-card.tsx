import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { actionsFor, type BoardAction, type BoardOrder } from '../lib/board.ts';
import { formatBoardTime } from '../lib/format.ts';

/** What a card's button asks the board to do: the action on this order. */
export type CardActionHandler = (order: BoardOrder, action: BoardAction) => void;

/** `text` with `value` inserted at `{{key}}` and kept left-to-right (a time, a number, a phone). */
const ltr = (value: string) => `<n>${value}</n>`;

/**
 * One order on the kitchen board (issue 17): order number, service type, status, placed time, ASAP
 * or the pre-order slot, every line with its options, the special request, the customer's first
 * name, the payment state, the delivery address, the curbside vehicle, the courier, the ETA, the
 * reason of a reject or cancel, the customer's feedback (stars and comment, when there is one),
 * and the actions the state machine allows now (actionsFor). A dine-in order (issue 18) shows its
 * table prominently ('Table 12' / 'طاولة 12', from `order.dineIn.tableNumber`) and, when it is on
 * the table's tab (`dineIn.paymentTiming` PAY_LATER, or payment type PAY_LATER) and not paid yet,
 * 'Pay later' as its payment state. `busy` disables the actions while one runs.
 */
export function OrderCard({
  order,
  onAction,
  busy,
}: {
  order: BoardOrder;
  onAction: CardActionHandler;
  busy: boolean;
}) {
  const { t } = useTranslation('kitchen');
  const { language, pick } = useLanguage();
  const time = (s: number) => ltr(formatBoardTime(s, language));
  const titleId = `kitchen-order-${order._id}`;
  const service = language === 'ar' ? order.orderType.AR.name : order.orderType.EN.name;
  const payment =
    language === 'ar' ? order.selectedPaymentMethod.AR.name : order.selectedPaymentMethod.EN.name;
  const address = order.deliveryAddress;
  const delivery = order.orderType.type === 'DELIVERY';
  const table = order.dineIn?.tableNumber ?? null;
  const payLater =
    (order.dineIn?.paymentTiming === 'PAY_LATER' || order.paymentType === 'PAY_LATER') &&
    order.paymentStatus !== 'PAID';
  const paymentState = payLater
    ? t('card.payLater')
    : order.paymentStatus
      ? t(`card.payment.${order.paymentStatus}`)
      : null;
  return (
    <article className="kitchen-card" aria-labelledby={titleId}>
      <header className="kitchen-card-head">
        <h3 id={titleId}>{isolateNumbers(t('card.order', { number: ltr(order.orderNumber) }))}</h3>
        <span className="label-pill">{service}</span>
        <span className="kitchen-status">{t(`status.${order.orderStatus}`)}</span>
      </header>
      {table !== null ? (
        <p className="kitchen-table">{isolateNumbers(t('card.table', { number: ltr(String(table)) }))}</p>
      ) : null}
      <p className="kitchen-meta">
        {isolateNumbers(t('card.placed', { time: time(order.orderPlacedTime) }))}
        {' · '}
        {order.timingType === 'ASAP' || !order.preOrderSlot ? (
          <strong>{t('card.asap')}</strong>
        ) : (
          <strong>
            {isolateNumbers(
              t('card.preOrder', { day: ltr(order.preOrderSlot.day), time: ltr(order.preOrderSlot.time) }),
            )}
          </strong>
        )}
      </p>
      <ul className="kitchen-lines" aria-label={t('card.lines')}>
        {order.orderedMenu.map((line) => (
          <li key={line._id}>
            <bdi dir="ltr" className="kitchen-qty">
              {line.quantity}×
            </bdi>{' '}
            {pick(line.translations)?.title || line.baseLanguage.title}
            {line.options.length > 0 ? (
              <ul className="kitchen-options">
                {line.options.map((option) => (
                  <li key={option._id}>
                    {option.quantity > 1 ? <bdi dir="ltr">{option.quantity}× </bdi> : null}
                    {pick(option.translations)?.optionName || option.baseLanguage.optionName}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {order.orderLevelSpecialRequest ? (
        <p className="kitchen-note">{t('card.specialRequest', { text: order.orderLevelSpecialRequest })}</p>
      ) : null}
      <p>{t('card.customer', { name: order.customer.firstName ?? '—' })}</p>
      <p>
        {payment}
        {paymentState && paymentState !== payment ? ` · ${paymentState}` : ''}
      </p>
      {delivery && address ? (
        <p>
          {t('card.address', {
            address: [address.building, address.street, pick(address.areaName), address.city]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      ) : null}
      {order.pickupVehicleInfo ? <p>{t('card.vehicle', { vehicle: order.pickupVehicleInfo })}</p> : null}
      {order.courier ? (
        <p>
          {t('card.courier', { name: order.courier.name })}{' '}
          <bdi dir="ltr">
            <a href={`tel:${order.courier.phone}`}>{order.courier.phone}</a>
          </bdi>
          {order.courier.vehicle ? ` · ${order.courier.vehicle}` : ''}
        </p>
      ) : null}
      {order.estimatedReadyAt && order.readyAt === null ? (
        <p>{isolateNumbers(t('card.eta', { time: time(order.estimatedReadyAt) }))}</p>
      ) : null}
      {delivery && order.estimatedDeliveryAt ? (
        <p>{isolateNumbers(t('card.etaDelivery', { time: time(order.estimatedDeliveryAt) }))}</p>
      ) : null}
      {order.statusReason ? (
        <p className="kitchen-note">{t('card.reason', { reason: order.statusReason })}</p>
      ) : null}
      {order.feedback ? (
        <figure className="kitchen-feedback">
          <span role="img" aria-label={t('card.feedback', { rating: order.feedback.rating })}>
            {'★'.repeat(order.feedback.rating)}
            {'☆'.repeat(5 - order.feedback.rating)}
          </span>
          {order.feedback.comment ? <blockquote>{order.feedback.comment}</blockquote> : null}
        </figure>
      ) : null}
      <CardActions order={order} onAction={onAction} busy={busy} />
    </article>
  );
}

/** The card's action buttons: only what actionsFor allows now ('Served' for a non-delivery order). */
function CardActions({
  order,
  onAction,
  busy,
}: {
  order: BoardOrder;
  onAction: CardActionHandler;
  busy: boolean;
}) {
  const { t } = useTranslation('kitchen');
  const actions = actionsFor(order);
  if (actions.length === 0) return null;
  const label = (a: BoardAction) =>
    a === 'delivered' && order.orderType.type !== 'DELIVERY' ? t('actions.served') : t(`actions.${a}`);
  return (
    <div className="kitchen-actions">
      {actions.map((a) => (
        <button
          key={a}
          type="button"
          className={`btn ${a === 'reject' || a === 'cancelOrder' ? 'btn-danger' : a === actions[0] ? 'btn-primary' : 'btn-secondary'}`}
          disabled={busy}
          onClick={() => onAction(order, a)}
        >
          {label(a)}
        </button>
      ))}
    </div>
  );
}
