import { useSyncExternalStore } from 'react';

/** The desktop breakpoint of DESIGN (≥ 1024 px): the menu takes the width with a basket column beside it. */
const DESKTOP_QUERY = '(min-width: 1024px)';
/** The customer asked for less motion (DESIGN: Motion). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether `query` matches now (false where media queries cannot be read, e.g. on a server). */
function matches(query: string): boolean {
  return canMatch() && window.matchMedia(query).matches;
}

/** Whether the CSS media `query` matches, following changes (resizes, system settings). */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/** True on a desktop-wide viewport (≥ 1024 px), following resizes. */
export const useDesktop = (): boolean => useMediaQuery(DESKTOP_QUERY);

/** True on a desktop-wide viewport right now (for event handlers, outside rendering). */
export const isDesktop = (): boolean => matches(DESKTOP_QUERY);

/** True when the customer asked for less motion: no autoplay, no smooth scrolling (DESIGN: Motion). */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);
