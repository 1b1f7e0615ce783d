import type { StaffTableTab } from '@sufra/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../shared/format/money.ts';
import { isolateNumbers } from '../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useCloseTable, useStaffTables } from '../api/kitchen-tables.ts';
import { formatBoardTime } from '../lib/format.ts';

/** A number or time kept left-to-right inside a translated text (isolateNumbers). */
const ltr = (value: string | number) => `<n>${value}</n>`;

/**
 * The "Tables" panel of the kitchen board (issue 18, decision 0032), a dialog over the board like
 * the "Menu & store" panel: the open tabs of the store `storeId` (staff/tables, by table number),
 * each with its table (and label), when it opened (Asia/Dubai time), its orders, and its bill,
 * what the guests paid online, what a payment in progress holds, and what remains (AED); 'Close
 * table' asks 'Close table 12? Only when the bill was paid at the counter.' and closes the tab
 * (staff/tables/{sessionId}/close). A refusal — 409 tablePaymentInProgress while a guest pays
 * online — shows the catalogue's message in an alert; the list refreshes after every close and
 * on the board's live events.
 */
export function TablesPanel({
  token,
  storeId,
  storeName,
  onClose,
}: {
  token: string;
  storeId: string;
  storeName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('kitchen');
  const tables = useStaffTables(token, storeId);
  const close = useCloseTable(token, storeId);
  const [confirm, setConfirm] = useState<StaffTableTab | null>(null);
  const tabs = tables.data?.tabs ?? [];
  const closeTab = (tab: StaffTableTab) => {
    setConfirm(null);
    close.reset();
    close.mutate(tab);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('tables.title', { store: storeName })}
      variant="sheet"
    >
      <div className="kitchen-panel">
        {close.error ? (
          <p role="alert" className="field-error">
            {close.error.message}
          </p>
        ) : null}
        {tables.error ? (
          <p role="alert" className="field-error">
            {tables.error.message}
          </p>
        ) : null}
        {close.isSuccess && close.data ? (
          <p role="status" className="muted">
            {isolateNumbers(t('tables.closed', { number: ltr(close.data.tab.tableNumber) }))}
          </p>
        ) : null}
        {tables.data ? (
          tabs.length === 0 ? (
            <p className="muted">{t('tables.empty')}</p>
          ) : (
            <ul className="kitchen-tables">
              {tabs.map((tab) => (
                <TableRow key={tab.sessionId} tab={tab} busy={close.isPending} onClose={setConfirm} />
              ))}
            </ul>
          )
        ) : tables.isPending ? (
          <p role="status">{t('tables.loading')}</p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('panel.close')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t('tables.confirmTitle', { number: confirm.tableNumber }) : ''}
        message={t('tables.confirmText')}
        onYes={() => (confirm ? closeTab(confirm) : undefined)}
        onNo={() => setConfirm(null)}
      />
    </Modal>
  );
}

/** One open tab: table, label, opened time, orders, the amounts, and 'Close table'. */
function TableRow({
  tab,
  busy,
  onClose,
}: {
  tab: StaffTableTab;
  busy: boolean;
  onClose: (tab: StaffTableTab) => void;
}) {
  const { t } = useTranslation('kitchen');
  const { language } = useLanguage();
  const aed = (amount: number) => <bdi dir="ltr">{formatAed(amount, language)}</bdi>;
  const headingId = `kitchen-table-${tab.sessionId}`;
  return (
    <li className="kitchen-table-tab" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {isolateNumbers(t('tables.table', { number: ltr(tab.tableNumber) }))}
        {tab.label ? ` · ${tab.label}` : ''}
      </h3>
      <p className="muted">
        {isolateNumbers(t('tables.opened', { time: ltr(formatBoardTime(tab.openedAt, language)) }))}
        {tab.orderNumbers.length > 0
          ? ` · ${t('tables.orders', { orders: tab.orderNumbers.join(', ') })}`
          : ''}
      </p>
      <dl className="kitchen-table-amounts">
        <div>
          <dt>{t('tables.bill')}</dt>
          <dd>{aed(tab.billAmount)}</dd>
        </div>
        <div>
          <dt>{t('tables.paid')}</dt>
          <dd>{aed(tab.paidAmount)}</dd>
        </div>
        {tab.heldAmount > 0 ? (
          <div>
            <dt>{t('tables.held')}</dt>
            <dd>{aed(tab.heldAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('tables.remaining')}</dt>
          <dd>
            <strong>{aed(tab.remainingAmount)}</strong>
          </dd>
        </div>
      </dl>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onClose(tab)}>
        {t('tables.close')}
      </button>
    </li>
  );
}
