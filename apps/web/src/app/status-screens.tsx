import { TIMERS } from '@sufra/contract';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStatusStore } from '../shared/stores/app-status-store.ts';
import { Button } from '../shared/ui/button.tsx';
import { OfflineModal } from './offline-modal.tsx';

const reload = () => window.location.reload();

/** Default error screen: no brand could be resolved (000 §2.4 step 5, §8 'Default error'). */
export function DefaultErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="full-screen-state">
      <h1>{t('badLink')}</h1>
      <Button onClick={reload}>{t('refresh')}</Button>
    </main>
  );
}

/** Not-found / bad-link screen: a spinner for 1 s, then the heading and 'Refresh' (000 §2.4). */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), TIMERS.notFoundSpinnerMs);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) {
    return (
      <main className="full-screen-state" aria-busy="true">
        <span className="spinner" role="status" aria-label={t('loading')} />
      </main>
    );
  }
  return (
    <main className="full-screen-state">
      <h1>{t('badLink')}</h1>
      <Button onClick={reload}>{t('refresh')}</Button>
    </main>
  );
}

/** A route's code that could not be fetched (the browser is offline or the network failed). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)
  );
}

/**
 * Crash screen (000 §2.4) for a route that threw. A route whose code could not load while
 * offline shows the offline modal instead (000 §4.1), and coming back online reloads.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const offline = isChunkLoadError(error) && !navigator.onLine;
  useEffect(() => {
    console.info('route error:', error);
  }, [error]);
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline]);
  if (offline) return <OfflineModal />;
  return (
    <main className="full-screen-state">
      <h1>{t('crashMessage')}</h1>
      <Button onClick={reload}>{t('backToOrder')}</Button>
    </main>
  );
}

/**
 * Listens to the browser's connectivity (000 §2.4, §4.1) through TanStack Query's onlineManager,
 * which follows the `online` / `offline` events: offline sets the flag (logged as info), so the
 * offline modal shows; going online reloads the page (000 §4.1: "Going online reloads the
 * page"), which recovers every screen; the basket and the session are persisted, so nothing
 * ordered is lost.
 */
export function useConnectivity(): void {
  const setOffline = useAppStatusStore((s) => s.setOffline);
  useEffect(() => {
    if (!onlineManager.isOnline()) setOffline(true);
    return onlineManager.subscribe((online) => {
      if (!online) {
        console.info('browser went offline');
        setOffline(true);
        return;
      }
      console.info('browser back online');
      setOffline(false);
      reload();
    });
  }, [setOffline]);
}

/** Refresh-app screen when a new version is enforced (000 §2.4, §4.1). */
export function RefreshAppScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="full-screen-state">
      <h1>{t('newUpdateTitle')}</h1>
      <p className="muted">{t('newUpdateMessage')}</p>
      <Button onClick={reload}>{t('getLatestVersion')}</Button>
    </main>
  );
}
