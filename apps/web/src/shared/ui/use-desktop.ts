import { useSyncExternalStore } from 'react';

/** The desktop breakpoint of DESIGN (≥ 1024 px): the menu takes the width with a basket column beside it. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void) {
  if (!canMatch()) return () => {};
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a desktop-wide viewport (≥ 1024 px), following resizes. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}
