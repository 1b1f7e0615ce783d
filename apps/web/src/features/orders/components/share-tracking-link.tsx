import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { trackingUrl } from '../lib/tracking-link.ts';

/**
 * 'Share tracking link' (issue 5, decision 0007): copies the order's shareable tracking URL
 * (`{origin}{basename}/track-order/{orderNumber}?t={trackingToken}`) to the clipboard and says so
 * ('Tracking link copied'). Where the clipboard is refused, the link is shown in a read-only field
 * to copy by hand. Whoever holds the link sees the order's status without personal data.
 */
export function ShareTrackingLink({
  orderNumber,
  trackingToken,
  block = true,
}: {
  orderNumber: string;
  trackingToken: string;
  block?: boolean;
}) {
  const { t } = useTranslation('orders');
  const brand = useBrand();
  const fieldId = useId();
  const [manual, setManual] = useState(false);
  const url = trackingUrl(window.location.origin, brand.basename, orderNumber, trackingToken);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('trackingLinkCopied'), 'success');
    } catch {
      setManual(true);
    }
  };
  return (
    <div className="share-tracking">
      <Button variant="secondary" block={block} onClick={copy} data-tracking-url={url}>
        <Link2 size={18} aria-hidden="true" /> {t('shareTrackingLink')}
      </Button>
      {manual ? (
        <p className="share-tracking-manual">
          <label htmlFor={fieldId}>{t('copyTrackingLinkManually')}</label>
          <input
            id={fieldId}
            className="input"
            dir="ltr"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
      ) : null}
      <p className="muted share-tracking-hint">{t('shareTrackingHint')}</p>
    </div>
  );
}
