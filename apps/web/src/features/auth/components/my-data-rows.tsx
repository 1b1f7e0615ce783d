import { ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { useExportMyData } from '../api/export-my-data.ts';
import { myDataFileName, saveJsonFile } from '../lib/save-json-file.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/**
 * The two rows of the customer's data on User Settings (002 §2.14 + issue 19, decision 0034):
 * 'Download my data' saves user/export-my-data as `<brand>-my-data-<date>.json` (a notification
 * says so; a refusal shows the API's message); 'Delete my account' opens DeleteAccountDialog with
 * the wallet balance (AED) to warn about. `onDeleted` signs out and goes home (settings.tsx).
 */
export function MyDataRows({
  walletBalance,
  onDeleted,
}: {
  walletBalance: number | null;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    try {
      const data = await exportData.mutateAsync();
      saveJsonFile(data, myDataFileName(brand.brand.brandName, new Date()));
      notify(t('dataDownloaded'), 'success');
    } catch (e) {
      notify((e as Error).message);
    }
  };
  return (
    <>
      <li>
        <button
          type="button"
          onClick={download}
          disabled={exportData.isPending}
          aria-busy={exportData.isPending || undefined}
        >
          {exportData.isPending ? t('downloadingData') : t('downloadMyData')}
          <Download size={18} aria-hidden="true" />
        </button>
      </li>
      <li>
        <button type="button" className="settings-danger" onClick={() => setDeleting(true)}>
          {t('deleteMyAccount')} <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
        </button>
        <DeleteAccountDialog
          open={deleting}
          onOpenChange={setDeleting}
          walletBalance={walletBalance}
          onDeleted={onDeleted}
        />
      </li>
    </>
  );
}
