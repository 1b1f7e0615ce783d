import { TIMERS } from '@sufra/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useAppStatusStore } from '../shared/stores/app-status-store.ts';
import { Button } from '../shared/ui/button.tsx';

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

/** Crash screen (000 §2.4) for a route that threw. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    console.info('route error:', error);
  }, [error]);
  return (
    <main className="full-screen-state">
      <h1>{t('crashMessage')}</h1>
      <Button onClick={reload}>{t('backToOrder')}</Button>
    </main>
  );
}

/** Listens to the browser's connectivity (000 §4.1): offline sets the flag (logged), online reloads. */
export function useConnectivity(): void {
  const setOffline = useAppStatusStore((s) => s.setOffline);
  useEffect(() => {
    const goOffline = () => {
      console.info('browser went offline');
      setOffline(true);
    };
    const goOnline = () => window.location.reload();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
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
