import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where scroll positions are kept for this tab: per history entry, and the last one per path. */
const STORAGE_KEY = 'sufra:scroll';
/** How long a restore keeps trying while the page grows (menus and images arriving), ms. */
const RESTORE_FOR_MS = 2000;

interface SavedScroll {
  /** Scroll top (px) by history entry key. */
  byKey: Record<string, number>;
  /** The last scroll top (px) of each path, for "back to the menu" pushes (000 §2.4, §2.12). */
  byPath: Record<string, number>;
}

function read(): SavedScroll {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as SavedScroll | null;
    if (saved && typeof saved.byKey === 'object' && typeof saved.byPath === 'object') return saved;
  } catch {}
  return { byKey: {}, byPath: {} };
}

function save(key: string, pathname: string, top: number): void {
  const saved = read();
  saved.byKey[key] = top;
  saved.byPath[pathname] = top;
  // A bound: a long session keeps the latest 200 entries.
  const keys = Object.keys(saved.byKey);
  for (const old of keys.slice(0, Math.max(0, keys.length - 200))) delete saved.byKey[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {}
}

/**
 * Scrolls to `top` as soon as the page is tall enough, retrying for RESTORE_FOR_MS while the
 * content loads; gives up at once when the customer scrolls, taps or presses a key meanwhile.
 */
function restore(top: number): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top - 1;
    if (reachable) window.scrollTo(0, top);
    if ((reachable && Math.abs(window.scrollY - top) <= 1) || performance.now() - started > RESTORE_FOR_MS) {
      if (!reachable) window.scrollTo(0, top);
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

/**
 * Sufra's scroll restoration (000 §2.4: "Scroll position is saved before an item opens and
 * restored on return from the item screen"; issue 6: scroll kept after adding an item, after
 * the in-page back arrow and on browser back):
 * - browser back/forward (POP) and reload return to the position of that history entry;
 * - a push that comes back from the item screen (`state.fromItemScreen`, 000 §2.12) returns to
 *   the last position of that path (the menu where the item was opened);
 * - any other push starts at the top (or at its `#hash`), but one that changes only the query
 *   (an overlay such as the image viewer's `?image=N`) keeps the place.
 * Positions are saved while scrolling, per tab (sessionStorage), so a reload keeps them too.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = read();
    const fromItem = (location.state as { fromItemScreen?: boolean } | null)?.fromItemScreen === true;
    const target =
      navigationType === 'POP'
        ? saved.byKey[location.key]
        : fromItem
          ? saved.byPath[window.location.pathname]
          : undefined;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (target !== undefined) return restore(target);
    // A change of the query only (an overlay such as the image viewer's ?image=N) keeps the place.
    if (location.hash || (samePath && navigationType !== 'POP')) return;
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, location.state, navigationType]);

  useEffect(() => {
    let frame = 0;
    // The entry is read when the scroll happens, not from this render: a scroll event that
    // arrives after a navigation (the new page's scroll to the top) belongs to the new entry.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
        save(key, window.location.pathname, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}
