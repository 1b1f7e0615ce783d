import { useTranslation } from 'react-i18next';
import { BOARD_COLUMNS } from '../lib/board.ts';
import type { useKitchenBoard } from '../lib/use-kitchen-board.ts';
import { ActionDialog } from './action-dialog.tsx';
import { OrderCard } from './order-card.tsx';

/**
 * The board's five columns (issue 17): New, Preparing, Ready, On the way, Done today, each a
 * labelled region with its count; side by side on a tablet in landscape, stacked on a phone. A
 * refused action's message shows above them; the open action's dialog over them.
 */
export function BoardColumns({ board }: { board: ReturnType<typeof useKitchenBoard> }) {
  const { t } = useTranslation('kitchen');
  if (board.query.isPending && board.storeId) return <p role="status">{t('loading')}</p>;
  return (
    <>
      {board.notice ? (
        <p role="alert" className="kitchen-notice">
          {board.notice}
        </p>
      ) : null}
      <div className="kitchen-columns">
        {BOARD_COLUMNS.map((column) => {
          const orders = board.columns[column];
          const id = `kitchen-column-${column}`;
          return (
            <section key={column} className={`kitchen-column kitchen-column-${column}`} aria-labelledby={id}>
              <h2 id={id}>
                {t(`columns.${column}`)}{' '}
                <bdi dir="ltr" className="kitchen-count">
                  {orders.length}
                </bdi>
              </h2>
              {orders.length === 0 ? <p className="muted">{t('empty')}</p> : null}
              {orders.map((order) => (
                <OrderCard key={order._id} order={order} onAction={board.act} busy={board.busy} />
              ))}
            </section>
          );
        })}
      </div>
      {board.dialog ? (
        <ActionDialog
          key={board.dialog.order._id + board.dialog.kind}
          order={board.dialog.order}
          kind={board.dialog.kind}
          busy={board.busy}
          error={board.dialogError}
          onClose={board.closeDialog}
          onSubmit={(request) => board.dialog && board.run(board.dialog.order, request)}
        />
      ) : null}
    </>
  );
}
