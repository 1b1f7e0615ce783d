import type { User } from '@sufra/contract';
import { useStore } from 'zustand';
import { perBrandState } from '../brand-state/per-brand-state.ts';

/** The signed-in customer of one brand (002 §2.12: a token is valid for its brand only). */
interface SessionState {
  token: string | null;
  user: User | null;
  /** When the customer signed in, epoch ms. */
  createdAt: number | null;
  signIn(token: string, user: User): void;
  setProfile(profile: { name: string; email: string | null }): void;
  signOut(): void;
}

/** The session, persisted per brand under `sufra:{brandId}:user`. */
export const sessionState = perBrandState<SessionState>('user', (set) => ({
  token: null,
  user: null,
  createdAt: null,
  signIn: (token, user) => set({ token, user, createdAt: Date.now() }),
  setProfile: (profile) => set((s) => (s.user ? { user: { ...s.user, ...profile } } : s)),
  signOut: () => set({ token: null, user: null, createdAt: null }),
}));

/** The signed-in user of the current brand (hook with selector). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionState.api(), selector);
}

/** The current brand's session now, with its actions, for event handlers (not a subscription). */
export function getSession(): SessionState {
  return sessionState.api().getState();
}
