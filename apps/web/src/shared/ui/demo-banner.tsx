import { useTranslation } from 'react-i18next';
import './demo-banner.css';

/** The dev outbox page of demo mode, served by the API (apps/api/src/modules/dev/routes.ts). */
const OUTBOX_PATH = '/dev/outbox';

/**
 * Whether the server runs in demo mode (issue 5): it says so with
 * `<meta name="sufra-demo" content="1">` in the page it serves (apps/api boot-shell.ts DEMO_META).
 */
export function isDemoMode(doc: Document = document): boolean {
  return doc.querySelector('meta[name="sufra-demo"]')?.getAttribute('content') === '1';
}

/**
 * The slim demo-mode banner on every page (issue 5: demo mode explicit and visible):
 * 'Demo — sign-in codes at /dev/outbox', linking to the dev outbox; the path is kept left-to-right
 * in Arabic. A labelled region ('Demo mode'); one line of fixed height, drawn by the server's boot
 * shell too, so it causes no layout shift. Renders nothing outside demo mode.
 */
export function DemoBanner() {
  const { t } = useTranslation('common');
  if (!isDemoMode()) return null;
  return (
    <section className="demo-banner" aria-label={t('demoBannerLabel')}>
      <span>
        {t('demoBannerText')}{' '}
        <a href={OUTBOX_PATH} dir="ltr">
          {OUTBOX_PATH}
        </a>
      </span>
    </section>
  );
}
