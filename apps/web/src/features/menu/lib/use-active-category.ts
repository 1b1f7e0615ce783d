import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { MenuListHandle } from '../components/menu-list.tsx';
import { categoryAt } from './menu-rows.ts';

/** The top of the spec's detection band: 140 px below the viewport's top (000 §2.11 root margin). */
const BAND_TOP_PX = 140;
/** What the customer does that ends a chip's hold on the highlight. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The highlighted category of the chips (000 §2.11, issue 6: the chip showed the wrong category
 * while scrolling and after tapping):
 * - while the customer scrolls, the category at the detection line (categoryAt), read once per
 *   animation frame;
 * - after a chip is tapped, that chip, until the customer scrolls, taps or types again — the
 *   smooth scroll passing over other categories, or a last category too short to reach the line,
 *   does not move the highlight.
 * `select(id)` scrolls to the category with `offset` px (000 §2.11: 200 px on the homes).
 */
export function useActiveCategory(
  list: RefObject<MenuListHandle | null>,
  firstId: string | null,
  offset: number,
) {
  // Null until the scroll or a tap names one: the first category is the default, not state.
  const [active, setActive] = useState<string | null>(null);
  const held = useRef(false);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      if (held.current || !list.current) return;
      const id = categoryAt(list.current.sectionTops(), window.scrollY + BAND_TOP_PX);
      setActive((prev) => (id === null ? prev : id));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const release = () => {
      held.current = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, release, { passive: true });
    read();
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, release);
      cancelAnimationFrame(frame);
    };
  }, [list]);

  const select = useCallback(
    (id: string) => {
      held.current = true;
      setActive(id);
      list.current?.scrollToCategory(id, offset);
    },
    [list, offset],
  );
  return { active: active ?? firstId, select };
}
