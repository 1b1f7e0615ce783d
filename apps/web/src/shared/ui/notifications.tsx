import { TIMERS } from '@sufra/contract';
import { useEffect } from 'react';
import { create } from 'zustand';

/** A notification: success or danger, top-centre, one at a time, dismissed after 4 s (000 §2.22). */
interface Notification {
  id: number;
  kind: 'success' | 'danger';
  text: string;
  durationMs: number;
}

interface NotificationState {
  current: Notification | null;
  show(text: string, kind?: Notification['kind'], durationMs?: number): void;
  dismiss(): void;
}

let nextId = 1;

/** The notification store; `notify(text)` replaces the current notification. */
const useNotifications = create<NotificationState>((set) => ({
  current: null,
  show: (text, kind = 'danger', durationMs = TIMERS.notificationDismissMs) =>
    set({ current: { id: nextId++, kind, text, durationMs } }),
  dismiss: () => set({ current: null }),
}));

/** Shows a notification from anywhere (event handlers, query callbacks). */
export function notify(text: string, kind: Notification['kind'] = 'danger', durationMs?: number): void {
  useNotifications.getState().show(text, kind, durationMs);
}

/** Renders the current notification in a polite live region at the top centre. */
export function NotificationHost() {
  const current = useNotifications((s) => s.current);
  const dismiss = useNotifications((s) => s.dismiss);
  useEffect(() => {
    if (!current) return;
    const t = setTimeout(dismiss, current.durationMs);
    return () => clearTimeout(t);
  }, [current, dismiss]);
  return (
    <div className="notification-host" aria-live="polite" role="status">
      {current ? (
        <div key={current.id} className={`notification notification-${current.kind}`}>
          {current.text}
        </div>
      ) : null}
    </div>
  );
}
