import type { CreateTypes } from 'canvas-confetti';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '../../../../shared/ui/use-media-query.ts';

const COLOURS = ['#f94144', '#f3722c', '#f9c74f', '#90be6d', '#43aa8b', '#277da1', '#b5179e'];

/** False where the canvas cannot draw (no 2D context, e.g. jsdom): then no confetti at all. */
function canDraw(canvas: HTMLCanvasElement): boolean {
  try {
    return canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * Confetti over the page (000 §2.16, §4.9, §9 Layout: 300 pieces) for the welcome coupon, drawn
 * by canvas-confetti on a canvas this component owns (fixed over the page, no pointer events,
 * hidden from assistive technology). The library is fetched with a dynamic import when the
 * confetti first mounts, so it costs nothing until the welcome coupon shows. Nothing — not even
 * the library — when the customer asked for less motion. Unmounting stops the animation and
 * removes the library's resize listener.
 */
export function Confetti({ pieces = 300 }: { pieces?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();
  useEffect(() => {
    const canvas = ref.current;
    if (reduced || !canvas) return;
    let cancelled = false;
    let fire: CreateTypes | null = null;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled || !canDraw(canvas)) return;
        fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
        void fire({
          particleCount: pieces,
          spread: 100,
          startVelocity: 45,
          ticks: 250,
          origin: { x: 0.5, y: 0.45 },
          colors: COLOURS,
        });
      })
      // A chunk that fails to load (offline) only loses the decoration.
      .catch(() => {});
    return () => {
      cancelled = true;
      fire?.reset();
    };
  }, [reduced, pieces]);
  if (reduced) return null;
  return createPortal(
    <div className="confetti" aria-hidden="true">
      <canvas ref={ref} />
    </div>,
    document.body,
  );
}
