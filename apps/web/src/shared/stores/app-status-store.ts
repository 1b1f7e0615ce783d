import { create } from 'zustand';

/** App-wide connectivity and version state (000 §4.1). Not persisted. */
interface AppStatusState {
  offline: boolean;
  refreshRequired: boolean;
  setOffline(offline: boolean): void;
  setRefreshRequired(value: boolean): void;
}

/** The offline flag and the refresh-app flag (000 §2.4, §4.1). */
export const useAppStatusStore = create<AppStatusState>((set) => ({
  offline: false,
  refreshRequired: false,
  setOffline: (offline) => set((s) => (s.offline === offline ? s : { offline })),
  setRefreshRequired: (refreshRequired) => set({ refreshRequired }),
}));
